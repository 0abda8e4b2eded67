import { describe, expect, it } from 'vitest';
import { ManjianProgress } from '../../index';
import { axeViolations } from '../../test/axe';
import { manjianAllReached, manjianFirstReached, manjianUnreached } from '../../test/cart';
import { render, screen, within } from '../../test/render';

function tiersOf(title: string) {
  return within(screen.getByRole('list', { name: `${title}档位` })).getAllByRole('listitem');
}

describe('ManjianProgress', () => {
  it('shows each tier as 满…减… with the eligible total and the hint to the next tier', () => {
    render(<ManjianProgress activities={[manjianUnreached]} />);
    const activity = screen.getByRole('region', { name: manjianUnreached.title });
    expect(tiersOf(manjianUnreached.title).map((tier) => tier.textContent)).toEqual([
      '满¥1000.00减¥50.00',
      '满¥3000.00减¥200.00',
    ]);
    expect(activity).toHaveTextContent('活动商品合计 ¥880.00');
    expect(activity).toHaveTextContent('暂未减免');
    expect(within(activity).getByRole('status')).toHaveTextContent('再买¥120.00，可享满¥1000.00减¥50.00');
  });

  it('keeps reached tiers first and marks them 已达成, with the discount earned', () => {
    render(<ManjianProgress activities={[manjianFirstReached]} />);
    const [first, second] = tiersOf(manjianFirstReached.title);
    expect(first).toHaveTextContent('满¥1000.00减¥50.00已达成');
    expect(second).not.toHaveTextContent('已达成');
    expect(screen.getByRole('region', { name: manjianFirstReached.title })).toHaveTextContent('已减 ¥50.00');
  });

  it('says the top tier is reached when there is no next tier', () => {
    render(<ManjianProgress activities={[manjianAllReached]} />);
    expect(screen.getByRole('status')).toHaveTextContent('已享最高档满减优惠');
  });

  it('shows every activity the cart takes part in', () => {
    render(<ManjianProgress activities={[manjianFirstReached, manjianAllReached]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      manjianFirstReached.title,
      manjianAllReached.title,
    ]);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('says there is no activity when none applies', () => {
    render(<ManjianProgress activities={[]} />);
    expect(screen.getByRole('region', { name: '满减活动' })).toHaveTextContent('当前商品暂无满减活动');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ManjianProgress activities={[manjianFirstReached, manjianAllReached]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
