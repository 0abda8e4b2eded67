import { formatMoment, type Moment } from '../../internal/datetime';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import type { OrderStatus } from '../OrderStatusBadge/OrderStatusBadge';
import { At, Empty, Label, Note, Root, Step } from './OrderTimeline.styles';

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
 * An order's progress as an ordered list: the steps reached with their times, the latest marked
 * current, and the steps still ahead. A cancelled order ends at its cancellation, with nothing ahead.
 */
export function OrderTimeline({ entries, label = '订单进度' }: OrderTimelineProps) {
  if (entries.length === 0) {
    return (
      <Empty data-ui="OrderTimeline" role="status">
        暂无订单进度
      </Empty>
    );
  }
  const last = entries[entries.length - 1] as OrderTimelineEntry;
  const ended = last.status === 'cancelled';
  const ahead = ended ? [] : flow.slice(flow.indexOf(last.status) + 1);
  return (
    <Root data-ui="OrderTimeline" data-state={ended ? 'ended' : undefined} aria-label={label}>
      {entries.map((entry, index) => {
        const current = index === entries.length - 1;
        const state = current ? (ended ? 'ended' : 'current') : 'done';
        return (
          <Step
            key={`${entry.status}-${entry.at}`}
            data-state={state}
            aria-current={current ? 'step' : undefined}
          >
            <Label>
              {stepLabels[entry.status]}
              {!current && <VisuallyHidden>（已完成）</VisuallyHidden>}
              {ended && current && <VisuallyHidden>（订单已结束）</VisuallyHidden>}
            </Label>
            <At>{formatMoment(entry.at)}</At>
            {entry.note && <Note>{entry.note}</Note>}
          </Step>
        );
      })}
      {ahead.map((status) => (
        <Step key={status} data-state="upcoming">
          <Label>
            {stepLabels[status]}
            <VisuallyHidden>（未开始）</VisuallyHidden>
          </Label>
        </Step>
      ))}
    </Root>
  );
}
