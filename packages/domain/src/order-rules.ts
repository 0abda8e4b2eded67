import type { OrderStatus } from './contracts/order-labels';

/**
 * The statuses a buyer may cancel an order from — one rule for the `can_cancel` flag the list and detail show
 * and for the cancellation's conditional UPDATE (apps/api orders/transitions.ts). An unpaid order stays
 * cancellable past its pay deadline: the expiry job would cancel it the same way, and an order held for a bank
 * transfer (72 h past the deadline) must not be stuck. A paid one until it ships (refunded to its source).
 */
export const CANCELLABLE_ORDER_STATUSES = ['unpaid', 'paid'] as const satisfies readonly OrderStatus[];

export function mayCancelOrder(status: OrderStatus): boolean {
  return (CANCELLABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}
