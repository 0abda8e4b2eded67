import { describe, expect, it, vi } from 'vitest';
import { PointsItemCard } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const mask = {
  kind: 'goods',
  name: '医用外科口罩 50只/盒',
  points: 200,
  stock: 100,
  perBuyerLimit: 2,
} as const;

describe('PointsItemCard', () => {
  it('shows the points per unit, the stock and what the limit leaves, and exchanges the chosen quantity', async () => {
    const onExchange = vi.fn();
    const { user, container } = render(<PointsItemCard {...mask} exchanged={1} onExchange={onExchange} />);
    const card = screen.getByRole('article', { name: '医用外科口罩 50只/盒' });
    expect(card).toHaveTextContent('200 积分');
    expect(card).toHaveTextContent('实物 · 库存 100 · 每人限兑 2（已兑 1）');
    // One left under the limit: + is off at 1.
    expect(screen.getByRole('button', { name: '增加医用外科口罩 50只/盒 兑换数量' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(onExchange).toHaveBeenCalledWith(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turns the button off with the reason when sold out, at the limit, or as the app says', () => {
    const { rerender } = render(<PointsItemCard {...mask} stock={0} />);
    expect(screen.getByRole('button', { name: '已兑完' })).toBeDisabled();
    rerender(<PointsItemCard {...mask} exchanged={2} />);
    expect(screen.getByRole('button', { name: '已达兑换上限' })).toBeDisabled();
    rerender(<PointsItemCard {...mask} unavailableReason="积分不足" />);
    expect(screen.getByRole('button', { name: '积分不足' })).toBeDisabled();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
