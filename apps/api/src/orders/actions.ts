import { mayCancelOrder, type OrderStatus } from '@yaocai/domain';

/*
 * What a buyer may do with an order now, from its status and pay deadline alone: the list, the detail and the
 * web's buttons read these flags, and the write paths re-check the same conditions in their conditional UPDATEs.
 */

export interface OrderActions {
  can_pay: 0 | 1;
  can_cancel: 0 | 1;
  can_receive: 0 | 1;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function orderActions(status: OrderStatus, payDeadlineMs: number, nowMs: number): OrderActions {
  const payable = status === 'unpaid' && nowMs < payDeadlineMs;
  return {
    can_pay: flag(payable),
    // The same rule as cancelOrder's conditional UPDATE (CANCELLABLE_ORDER_STATUSES).
    can_cancel: flag(mayCancelOrder(status)),
    can_receive: flag(status === 'shipped'),
  };
}
