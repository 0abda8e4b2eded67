import { describe, expect, it } from 'vitest';
import { type OrderStatus, OrderStatusBadge, orderStatusLabels } from '../../index';
import { render, screen } from '../../test/render';

const statuses = Object.keys(orderStatusLabels) as OrderStatus[];

describe('OrderStatusBadge', () => {
  it('names each status in Chinese', () => {
    render(
      <div>
        {statuses.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    expect(statuses.map((status) => screen.getByText(orderStatusLabels[status]).dataset.status)).toEqual(
      statuses,
    );
    expect(orderStatusLabels).toEqual({
      unpaid: '待付款',
      paid: '待发货',
      shipped: '已发货',
      completed: '已完成',
      cancelled: '已取消',
    });
  });

  it('gives every status its own tone', () => {
    render(
      <div>
        {statuses.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    const tones = statuses.map((status) => screen.getByText(orderStatusLabels[status]).dataset.tone);
    expect(new Set(tones).size).toBe(statuses.length);
  });
});
