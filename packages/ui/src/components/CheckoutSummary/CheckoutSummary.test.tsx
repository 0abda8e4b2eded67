import { describe, expect, it } from 'vitest';
import { Button, CheckoutSummary } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const totals = {
  goodsTotal: '1234.50',
  discount: '50.00',
  shipping: '10.00',
  total: '1194.50',
  selectedLines: 3,
  selectedUnits: 120,
};

function figure(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('CheckoutSummary', () => {
  it('shows the server totals: goods, discount, shipping and the payable total', () => {
    render(<CheckoutSummary {...totals} />);
    expect(figure('商品总额')).toBe('¥1234.50');
    expect(figure('满减优惠')).toBe('-¥50.00');
    expect(figure('运费')).toBe('¥10.00');
    expect(figure('应付总额')).toBe('¥1194.50');
    expect(screen.getByRole('region', { name: '结算信息' })).toHaveTextContent('已选 3 种商品，共 120 件');
  });

  it('says 免运费 and no discount when there is none', () => {
    render(<CheckoutSummary {...totals} discount="0.00" shipping="0.00" total="1234.50" />);
    expect(figure('满减优惠')).toBe('¥0.00');
    expect(figure('运费')).toBe('免运费');
  });

  it('shows the coupon and one payable total after every discount, when a coupon is given', () => {
    const { rerender } = render(<CheckoutSummary {...totals} />);
    expect(screen.queryByText('优惠券抵扣')).not.toBeInTheDocument();
    rerender(<CheckoutSummary {...totals} couponDiscount="30.00" total="1164.50" />);
    expect(figure('优惠券抵扣')).toBe('-¥30.00');
    expect(screen.getAllByText('应付总额')).toHaveLength(1);
    expect(figure('应付总额')).toBe('¥1164.50');
  });

  it('shows no button unless the page gives an action', () => {
    const { rerender } = render(<CheckoutSummary {...totals} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<CheckoutSummary {...totals} action={<Button>去结算</Button>} />);
    expect(screen.getByRole('button', { name: '去结算' })).toBeInTheDocument();
  });

  it('says nothing is selected, and marks re-pricing busy', () => {
    render(<CheckoutSummary {...totals} selectedLines={0} selectedUnits={0} busy />);
    const region = screen.getByRole('region', { name: '结算信息' });
    expect(region).toHaveTextContent('未选择商品');
    expect(region).toHaveAttribute('aria-busy', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<CheckoutSummary {...totals} action={<Button>去结算</Button>} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
