import type { AfterSaleCreateBody, AfterSaleShipBackBody } from '@yaocai/domain';
import { afterSaleCreated, afterSaleDetail, afterSaleList } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { type ActionCallbacks, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/* After-sales (issue #21 §5): the company's requests, one request, asking, shipping back, withdrawing. */

const FORM_STATUSES = [422, 429] as const;

/** GET /api/after_sale: the company's requests, newest first. */
export function useAfterSales(query: { status: string; page: number }) {
  return useRead(keys.afterSale.list(query), () => request('/after_sale', { query, schema: afterSaleList }));
}

/** GET /api/after_sale/{id}; another company's request is 404 like a missing one. */
export function useAfterSale(id: number | null) {
  return useRead(id ? keys.afterSale.detail(id) : null, () =>
    request(`/after_sale/${id}`, { schema: afterSaleDetail, handleSelf: [404] }),
  );
}

/**
 * A request or its change moves the request, the order (申请售后, returnable units, its status) and the user
 * state (`is_AfterSale`).
 */
const afterSaleReads = [keys.afterSale.all, keys.order.all, keys.user.base];

const createAfterSale = (orderId: number, body: AfterSaleCreateBody) =>
  requestAnswer(`/order/${orderId}/after_sale`, {
    method: 'POST',
    body,
    json: true,
    schema: afterSaleCreated,
    handleSelf: FORM_STATUSES,
    supersede: false,
  });

/** POST /api/order/{id}/after_sale; a 422 is the form's (`onError` places it by field). */
export function useCreateAfterSale(callbacks: ActionCallbacks<{ id: number }> = {}) {
  return useAction(createAfterSale, { invalidates: afterSaleReads, ...callbacks });
}

const shipBack = (id: number, body: AfterSaleShipBackBody) =>
  requestAnswer(`/after_sale/${id}/ship_back`, { method: 'POST', body, handleSelf: FORM_STATUSES });

/** POST /api/after_sale/{id}/ship_back: 寄回 with carrier and tracking number. */
export function useShipBack(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(shipBack, { invalidates: afterSaleReads, ...callbacks });
}

const cancelAfterSale = (id: number) => requestAnswer(`/after_sale/${id}/cancel`, { method: 'POST' });

/** POST /api/after_sale/{id}/cancel: 撤销 (after confirmation). */
export function useCancelAfterSale() {
  return useAction(cancelAfterSale, { invalidates: afterSaleReads });
}
