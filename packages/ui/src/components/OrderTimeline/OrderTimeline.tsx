import type { Moment } from '../../internal/datetime';
import type { OrderStatus } from '../OrderStatusBadge/OrderStatusBadge';
import { StatusTimeline, type TimelineStep } from '../StatusTimeline/StatusTimeline';

/** One change of the order's status (the detail's status history). */
export interface OrderTimelineEntry {
  /** The status the order entered. */
  status: OrderStatus;
  /** When: a server timestamp (seconds or ms) or ready text. */
  at: Moment;
  /** What happened, e.g. the carrier and tracking number of a shipment. */
  note?: string;
}

/** Each step worded as the event that reached the status: the history reads as what happened. */
const stepLabels: Record<OrderStatus, string> = {
  unpaid: '提交订单',
  paid: '付款成功',
  shipped: '商家发货',
  completed: '确认收货',
  cancelled: '订单取消',
};

const flow: OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed'];

export interface OrderTimelineProps {
  /** The status history, oldest first, as the server recorded it. */
  entries: readonly OrderTimelineEntry[];
  /** Accessible name of the list. @default '订单进度' */
  label?: string;
}

/**
 * An order's progress: a StatusTimeline of the steps reached with their times, the latest current, and
 * the steps of the flow still ahead. A cancelled order ends at its cancellation, with nothing ahead.
 */
export function OrderTimeline({ entries, label = '订单进度' }: OrderTimelineProps) {
  const last = entries[entries.length - 1];
  const ended = last?.status === 'cancelled';
  const reached: TimelineStep[] = entries.map((entry) => ({
    key: `${entry.status}-${entry.at}`,
    label: stepLabels[entry.status],
    time: entry.at,
    note: entry.note,
  }));
  const ahead: TimelineStep[] =
    !last || ended
      ? []
      : flow
          .slice(flow.indexOf(last.status) + 1)
          .map((status) => ({ key: status, label: stepLabels[status] }));
  return (
    <StatusTimeline
      steps={[...reached, ...ahead]}
      current={reached[reached.length - 1]?.key}
      ended={ended}
      label={label}
      endedText="（订单已结束）"
      emptyText="暂无订单进度"
    />
  );
}
