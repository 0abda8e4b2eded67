import { ORDER_STATUSES } from '@yaocai/domain/print';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from '../../index';
import { render, screen } from '../../test/render';

const statuses = ORDER_STATUSES;
const names = ['待付款', '待发货', '已发货', '已完成', '已取消'];

describe('OrderStatusBadge', () => {
  it('names each status in Chinese', () => {
    render(
      <div>
        {statuses.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    expect(names.map((name) => screen.getByText(name).dataset.status)).toEqual(statuses);
  });

  it('gives every status its own tone', () => {
    render(
      <div>
        {statuses.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    const tones = names.map((name) => screen.getByText(name).dataset.tone);
    expect(new Set(tones).size).toBe(statuses.length);
  });
});
