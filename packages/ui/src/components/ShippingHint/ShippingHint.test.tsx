import { describe, expect, it } from 'vitest';
import { ShippingHint } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('ShippingHint', () => {
  it('shows the fee and what is missing to free shipping while charged', () => {
    render(
      <ShippingHint
        fee="10.00"
        reason="charged"
        hint="再买¥120.00即可免运费（运费¥10.00）"
        freeFrom="800.00"
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('运费：¥10.00再买¥120.00即可免运费（运费¥10.00）');
    expect(status).not.toHaveTextContent('已免运费');
  });

  it('says 已免运费 with the threshold once the order reaches it', () => {
    render(<ShippingHint fee="0.00" reason="threshold" hint="已免运费" freeFrom="800.00" />);
    expect(screen.getByRole('status')).toHaveTextContent('运费：已免运费（订单满¥800.00包邮）');
  });

  it('names single-item and zone free shipping', () => {
    const { rerender } = render(<ShippingHint fee="0.00" reason="single_item" />);
    expect(screen.getByRole('status')).toHaveTextContent('已免运费（单品包邮商品已达包邮数量）');
    rerender(<ShippingHint fee="0.00" reason="zone" />);
    expect(screen.getByRole('status')).toHaveTextContent('已免运费（包邮专区商品）');
  });

  it('asks for a selection before pricing shipping when nothing is selected', () => {
    render(<ShippingHint fee="0.00" reason="empty" hint="" />);
    expect(screen.getByRole('status')).toHaveTextContent('运费：勾选商品后计算');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ShippingHint fee="10.00" reason="charged" hint="再买¥120.00即可免运费" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
