import type { OrderStatus } from './print/order-labels';
import { BEIJING_OFFSET_MS } from './time';

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

/**
 * The order number (订单号) buyers and operators read: 'YC', the Beijing time it was placed (yyyyMMddHHmmss),
 * and the order id to at least 6 digits — unique by the id, readable by the time: YC20261125091502000123.
 * Points orders read 'JF' instead (JF20261125091502000007).
 */
export function orderNumber(orderId: number, placedAtMs: number, prefix: 'YC' | 'JF' = 'YC'): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new RangeError(`无效的订单 id: ${orderId}`);
  const stamp = new Date(placedAtMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
  return `${prefix}${stamp}${String(orderId).padStart(6, '0')}`;
}
