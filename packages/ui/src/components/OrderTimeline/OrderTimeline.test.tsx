import { describe, expect, it } from 'vitest';
import { OrderTimeline } from '../../index';
import { axeViolations } from '../../test/axe';
import { cancelledHistory, shippedHistory } from '../../test/orders';
import { render, screen, within } from '../../test/render';

function steps() {
  return within(screen.getByRole('list', { name: '订单进度' })).getAllByRole('listitem');
}

describe('OrderTimeline', () => {
  it('lists the history in order with times and notes, the latest step current and the rest ahead', () => {
    render(<OrderTimeline entries={shippedHistory} />);
    const items = steps();
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(items[0]).toHaveTextContent('提交订单（已完成）2026-11-23 09:05');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('顺丰速运 SF1409283746501');
    expect(items[3]).toHaveTextContent('确认收货（未开始）');
  });

  it('ends a cancelled order at its cancellation, with nothing ahead', () => {
    render(<OrderTimeline entries={cancelledHistory} />);
    const items = steps();
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveAttribute('data-state', 'ended');
    expect(items[1]).toHaveTextContent('订单取消（订单已结束）');
  });

  it('says so when there is no history', () => {
    render(<OrderTimeline entries={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无订单进度');
  });

  it('has no axe violations', async () => {
    const { container } = render(<OrderTimeline entries={shippedHistory} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
