import type { StatusTone } from '../StatusBadge/StatusBadge';
import { StatusBadge } from '../StatusBadge/StatusBadge';

/** An order's status as the API names it (issue #9 §1). */
export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';

/** The Chinese name of each order status, also the order centre's tab labels. */
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  unpaid: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

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
  return <StatusBadge status={status} labels={orderStatusLabels} tones={tones} />;
}
