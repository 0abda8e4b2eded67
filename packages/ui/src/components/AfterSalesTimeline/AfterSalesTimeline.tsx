import {
  AFTER_SALE_PATHS,
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@yaocai/domain/print';
import { StatusTimeline, type TimelineStep } from '../StatusTimeline/StatusTimeline';

/** One recorded step of a request, as the API answers it. */
export interface AfterSalesEvent {
  status: AfterSaleStatus;
  /** Unix seconds. */
  at: number;
  /** e.g. the return address and deadline, the tracking number, the reason of a rejection, where a refund went. */
  note: string;
}

export interface AfterSalesTimelineProps {
  /** The request's kind: which steps lie ahead (退货退款 goes through 买家已寄回 and 已收货, 仅退款 does not). */
  type: AfterSaleType;
  /** Where the request is now. */
  status: AfterSaleStatus;
  /** The recorded steps, oldest first. */
  events: readonly AfterSalesEvent[];
  /** Accessible name of the list. @default '售后进度' */
  label?: string;
}

const ENDED: readonly AfterSaleStatus[] = ['rejected', 'cancelled'];

/**
 * An after-sales request's history (issue #21 §5) on StatusTimeline: each recorded step with its time and note,
 * then the steps its kind still has ahead; 已驳回 and 已撤销 end the flow and say so.
 */
export function AfterSalesTimeline({ type, status, events, label = '售后进度' }: AfterSalesTimelineProps) {
  const reached: TimelineStep[] = events.map((event, index) => ({
    key: `${index}-${event.status}`,
    label: AFTER_SALE_STATUS_TEXT[event.status],
    time: event.at,
    note: event.note || undefined,
  }));
  const ended = ENDED.includes(status);
  const path = AFTER_SALE_PATHS[type];
  const ahead: TimelineStep[] = ended
    ? []
    : path
        .slice(path.indexOf(status) + 1)
        .map((next) => ({ key: `ahead-${next}`, label: AFTER_SALE_STATUS_TEXT[next] }));
  return (
    <StatusTimeline
      steps={[...reached, ...ahead]}
      current={reached.at(-1)?.key}
      ended={ended}
      endedText="（售后已结束）"
      label={label}
      emptyText="暂无售后记录"
    />
  );
}
