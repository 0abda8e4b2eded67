import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AfterSalesForm, type AfterSalesFormLine } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const lines: AfterSalesFormLine[] = [
  { id: 21, name: '阿莫西林胶囊', spec: '0.25g*24粒', unit: '盒', returnable: 5 },
  { id: 22, name: '医用外科口罩', spec: '10只/包', unit: '包', returnable: 0 },
];

describe('AfterSalesForm', () => {
  it('sends the chosen lines with quantities capped at what is returnable, the reason and the photos', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <AfterSalesForm
        lines={lines}
        photos={[{ image_id: 'p'.repeat(32), url: '/api/user/zizhi/image/p' }]}
        onAddPhotos={() => {}}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('checkbox', { name: '选择 医用外科口罩' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择 阿莫西林胶囊' }));
    const quantity = screen.getByRole('spinbutton', { name: '阿莫西林胶囊 申请数量' });
    expect(quantity).toHaveValue('5');
    await user.clear(quantity);
    await user.type(quantity, '9{Enter}');
    expect(quantity).toHaveValue('5');
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await user.selectOptions(screen.getByLabelText(/售后原因/), 'near_expiry');
    await user.type(screen.getByLabelText(/问题描述/), '效期不足6个月');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'return',
      reason: 'near_expiry',
      description: '效期不足6个月',
      lines: [{ line_id: 21, number: 2 }],
      image_ids: ['p'.repeat(32)],
    });
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);

  it('sends nothing while no line is chosen, and says so', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AfterSalesForm lines={lines} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('请至少选择一件售后商品');
  });

  it("shows the server's refusal by field", () => {
    render(
      <AfterSalesForm
        lines={lines}
        onSubmit={() => {}}
        error="提交失败"
        fieldErrors={{ description: ['问题描述最多500字'] }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('提交失败');
    expect(screen.getByLabelText(/问题描述/)).toHaveAccessibleDescription(/问题描述最多500字/);
  });

  describe('given a 满赠 gift recorded with its trigger (buy 10 get 1, 2 given of 25 bought)', () => {
    const withGift: AfterSalesFormLine[] = [
      { id: 31, name: '阿莫西林胶囊', spec: '0.25g*24粒', unit: '盒', returnable: 25 },
      {
        id: 32,
        name: '阿莫西林胶囊',
        spec: '0.25g*24粒',
        unit: '盒',
        returnable: 2,
        gift: true,
        giftRule: { triggerLineIds: [31], buy: 10, get: 1, given: 2 },
      },
    ];

    it('on a return shows the gift units the kept boxes no longer earn, and never sends the gift itself', async () => {
      const onSubmit = vi.fn();
      const user = userEvent.setup();
      render(<AfterSalesForm lines={withGift} onSubmit={onSubmit} />);
      expect(screen.getByRole('checkbox', { name: '选择 阿莫西林胶囊（赠品）' })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('随购买商品自动计算');
      await user.click(screen.getByRole('checkbox', { name: '选择 阿莫西林胶囊' }));
      const quantity = screen.getByRole('spinbutton', { name: '阿莫西林胶囊 申请数量' });
      await user.clear(quantity);
      await user.type(quantity, '6{Enter}');
      expect(screen.getByRole('status')).toHaveTextContent('赠品随退 1盒');
      await user.clear(quantity);
      await user.type(quantity, '5{Enter}');
      expect(screen.getByRole('status')).toHaveTextContent('随购买商品自动计算');
      await user.click(screen.getByRole('button', { name: '提交申请' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lines: [{ line_id: 31, number: 5 }] }));
    });

    it('on an exchange lets the buyer choose the gift like any line', async () => {
      const user = userEvent.setup();
      render(<AfterSalesForm lines={withGift} onSubmit={() => {}} />);
      await user.selectOptions(screen.getByLabelText(/售后类型/), 'exchange');
      expect(screen.getByRole('checkbox', { name: '选择 阿莫西林胶囊（赠品）' })).toBeEnabled();
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
