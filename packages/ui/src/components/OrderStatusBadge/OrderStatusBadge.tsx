import { ORDER_STATUS_TEXT } from '@yaocai/domain/print';
import type { StatusTone } from '../StatusBadge/StatusBadge';
import { StatusBadge } from '../StatusBadge/StatusBadge';

/**
 * An order's status as the API names it (issue #9 §1). Spelled out here because the published declarations
 * carry no domain types; its Chinese names are domain's `ORDER_STATUS_TEXT`, which must cover every one.
 */
export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';
const labels: Record<OrderStatus, string> = ORDER_STATUS_TEXT;

// Each status its own tone: the buyer's move (待付款) is the loudest, a closed order the quietest.
const tones: Record<OrderStatus, StatusTone> = {
  unpaid: 'danger',
  paid: 'warning',
  shipped: 'info',
  completed: 'success',
  cancelled: 'neutral',
};

export interface OrderStatusBadgeProps {
  /** The order's status, e.g. `unpaid`. */
  status: OrderStatus;
}

/** An order's status as a StatusBadge: 待付款, 待发货, 已发货, 已完成 or 已取消. */
export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  return <StatusBadge status={status} labels={labels} tones={tones} />;
}
