import type { OrderListQuery } from '@yaocai/domain';
import { orderDetail, orderList, orderRebuyResult } from '../api/contracts';
import { type Answer, request, requestAnswer } from '../api/request';
import { feedback } from '../feedback/feedback';
import { cartChanged } from '../lib/cart-changed';
import { navigateTo } from '../lib/navigation';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/** The order centre's list query as the address bar carries it (`per_page` stays the server's default). */
export type OrderQuery = Pick<OrderListQuery, 'status' | 'keywords' | 'start_date' | 'end_date' | 'page'>;

/** GET /api/order: one tab, search and page of the buyer's orders, with the tab counts. */
export function useOrders(query: OrderQuery) {
  return useRead(keys.order.list(query), () => request('/order', { query, schema: orderList }));
}

/**
 * GET /api/order/{id}: lines with final prices and batches, payments, history, logistics. Another company's
 * order answers 404 like a missing one (issue #9 tampering), so `notFound` covers both.
 */
export function useOrder(id: number | null) {
  return useRead(id ? keys.order.detail(id) : null, () =>
    request(`/order/${id}`, { schema: orderDetail, handleSelf: [404] }),
  );
}

/**
 * Cancelling restores stock and the coupon, and refunds a paid order to its balance or credit: the order, the
 * wallet (balance, credit, coupons and their counts) and the goods' stock all change. Refreshing the wallet
 * for an unpaid order too is deliberate — its coupon comes back.
 */
const cancelReads = [keys.order.all, keys.wallet.all, keys.goods.all];

const cancelOrder = (id: number, reason: string) =>
  requestAnswer(`/order/${id}/cancel`, { method: 'POST', body: { reason } });

/** POST /api/order/{id}/cancel (the caller has asked for confirmation and the optional reason first). */
export function useCancelOrder() {
  return useAction(cancelOrder, { invalidates: cancelReads });
}

const receiveOrder = (id: number) => requestAnswer(`/order/${id}/receive`, { method: 'POST' });

/** POST /api/order/{id}/receive: 确认收货 (after confirmation) completes a shipped order. */
export function useReceiveOrder() {
  return useAction(receiveOrder, { invalidates: [keys.order.all] });
}

const rebuyOrder = (id: number) =>
  requestAnswer(`/order/${id}/rebuy`, { method: 'POST', schema: orderRebuyResult });

type RebuyResult = { added: number; skipped: { name: string; reason: string }[] };

/**
 * The server's words (已加入购物车 / N个商品已加入购物车，M个未加入), followed by which goods stayed out and
 * why, so the buyer need not open the cart to find them.
 */
export function rebuyMessage({ data, message }: Answer<RebuyResult>) {
  if (data.skipped.length === 0) return message;
  return `${message}：${data.skipped.map((line) => `${line.name}（${line.reason}）`).join('、')}`;
}

function alertRebuy(answer: Answer<RebuyResult>) {
  cartChanged.set();
  feedback.alert({
    title: '再次购买',
    message: rebuyMessage(answer),
    tone: answer.data.skipped.length > 0 ? 'warning' : 'success',
    actionLabel: '去购物车',
    onAction: () => navigateTo('/cart'),
  });
}

/** POST /api/order/{id}/rebuy: the order's lines back into the cart (the cart and its badge change). */
export function useRebuyOrder() {
  return useAction(rebuyOrder, { invalidates: [keys.cart.all, keys.user.base], onSuccess: alertRebuy });
}
