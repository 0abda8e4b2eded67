import type { OnlinePayment, PayOnlineInput } from '@yaocai/domain';
import { onlinePayment, rechargeOptions } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { type ActionCallbacks, useAction } from './action';
import { type Key, keys } from './keys';
import { useRead } from './read';
import { useUser } from './use-user';

/*
 * Online payment (支付宝, 微信支付; issue #24): start one for an order or a top-up, then poll its state. The page
 * shows only what the server knows: it is paid when the provider's verified notification (or the server's own
 * query) says so, never because the buyer came back from the provider's page.
 */

/** How often a pending payment is asked again (the server asks the provider at most every 3 s). */
export const ONLINE_POLL_MS = 2000;

const startOnline = (body: PayOnlineInput) =>
  requestAnswer('/pay/online', { method: 'POST', body, schema: onlinePayment });

/** POST /api/pay/online: the QR code or page of a new attempt (or the open one of the same method). */
export function usePayOnline(callbacks: ActionCallbacks<OnlinePayment> = {}) {
  return useAction(startOnline, { invalidates: [], ...callbacks });
}

/** GET /api/pay/online/{id}, polled every ONLINE_POLL_MS while pending. */
export function useOnlinePayment(id: number | null) {
  const buyer = Boolean(useUser().data);
  return useRead(
    buyer && id ? keys.wallet.onlinePayment(id) : null,
    () => request(`/pay/online/${id}`, { schema: onlinePayment }),
    { refreshInterval: (data) => (data && data.status !== 'pending' ? 0 : ONLINE_POLL_MS) },
  );
}

/** GET /api/pay/recharge_options: the methods configured (none without keys) and the limits. */
export function useRechargeOptions() {
  const buyer = Boolean(useUser().data);
  return useRead(buyer ? keys.wallet.rechargeOptions : null, () =>
    request('/pay/recharge_options', { schema: rechargeOptions }),
  );
}

/** What a finished online payment changes: the order and its options, the balance and its log. */
export const onlinePaidReads: readonly Key[] = [keys.order.all, keys.wallet.all];
