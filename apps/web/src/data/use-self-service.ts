import type { CartImportApplyBody, FeedbackBody, ItemRequestBody } from '@yaocai/domain';
import {
  cartAddResult,
  cartImportApplyResult,
  cartImportResult,
  fastBuyPage,
  feedbackItem,
  feedbackPage,
  itemRequest,
  itemRequestPage,
} from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { type ActionCallbacks, NOTHING_CACHED, quietSuccess, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/*
 * Self-service (/zzfw, issue #23 §1): quick purchase, the purchase-list upload, item-wanted requests and feedback.
 * Reads are keyed under `keys.selfService`; every write refreshes what it changes (the cart, the lists).
 */

/** The forms show a 422's field message and a 429 themselves, inline. */
const FORM_STATUSES = [422, 429] as const;

/** GET /api/user/fast_buy?page&order */
export function useFastBuy(page: number, order: string) {
  return useRead(keys.selfService.fastBuy({ page, order }), () =>
    request('/user/fast_buy', { query: { page, order, per_page: 20 }, schema: fastBuyPage }),
  );
}

const addLines = (lines: { goods_id: number; number: number }[]) =>
  requestAnswer('/cart', { method: 'POST', body: { params: lines }, schema: cartAddResult });

/** 加入购物车 of the ticked quick-purchase rows: POST /api/cart, the cart's own write path. */
export function useAddToCartMany() {
  return useAction(addLines, { invalidates: [keys.cart.all] });
}

const uploadList = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return requestAnswer('/cart/import', {
    method: 'POST',
    body,
    schema: cartImportResult,
    handleSelf: [...FORM_STATUSES, 413],
    supersede: false,
  });
};

/** POST /api/cart/import: the matched rows are the answer (nothing cached changes until apply). */
export function useImportList(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(uploadList, { invalidates: NOTHING_CACHED, onSuccess: quietSuccess, ...callbacks });
}

const applyList = (id: number, body: CartImportApplyBody) =>
  requestAnswer(`/cart/import/${id}/apply`, {
    method: 'POST',
    body,
    json: true,
    schema: cartImportApplyResult,
    supersede: false,
  });

/** POST /api/cart/import/{id}/apply: the cart and the item-wanted list change. */
export function useApplyImport() {
  return useAction(applyList, { invalidates: [keys.cart.all, keys.selfService.all] });
}

/** GET /api/user/buy?page */
export function useItemRequests(page: number) {
  return useRead(keys.selfService.requests(page), () =>
    request('/user/buy', { query: { page, per_page: 20 }, schema: itemRequestPage }),
  );
}

/** GET /api/user/buy/{id} */
export function useItemRequest(id: number | null) {
  return useRead(id ? keys.selfService.request(id) : null, () =>
    request(`/user/buy/${id}`, { schema: itemRequest }),
  );
}

const sendItemRequest = (body: ItemRequestBody) =>
  requestAnswer('/user/buy', { method: 'POST', body, schema: itemRequest, handleSelf: FORM_STATUSES });

/** POST /api/user/buy */
export function useCreateItemRequest(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(sendItemRequest, { invalidates: [keys.selfService.all], ...callbacks });
}

/** GET /api/user/feedback?page */
export function useFeedbackList(page: number) {
  return useRead(keys.selfService.feedback(page), () =>
    request('/user/feedback', { query: { page, per_page: 10 }, schema: feedbackPage }),
  );
}

const sendFeedback = (body: FeedbackBody) =>
  requestAnswer('/user/feedback', {
    method: 'POST',
    body,
    json: true,
    schema: feedbackItem,
    handleSelf: FORM_STATUSES,
  });

/** POST /api/user/feedback */
export function useSendFeedback(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(sendFeedback, { invalidates: [keys.selfService.all], ...callbacks });
}
