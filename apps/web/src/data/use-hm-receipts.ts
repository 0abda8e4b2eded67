import type { HmReceipt, HmReceiptConfirmBody } from '@yaocai/domain';
import { hmReceipt, hmReceiptList } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { type ActionCallbacks, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/* 含麻 receipts (回执, issue #21 §4): the company's list and the buyer's confirmation. */

/** GET /api/hm_receipt: unconfirmed first. */
export function useHmReceipts(page: number) {
  return useRead(keys.hmReceipt.list(page), () =>
    request('/hm_receipt', { query: { page }, schema: hmReceiptList }),
  );
}

const confirm = (id: number, body: HmReceiptConfirmBody) =>
  requestAnswer(`/hm_receipt/${id}/confirm`, {
    method: 'POST',
    body,
    json: true,
    schema: hmReceipt,
    handleSelf: [409, 422],
  });

/** POST /api/hm_receipt/{id}/confirm; a 422 or 409 is the form's (`onError`). */
export function useConfirmHmReceipt(callbacks: ActionCallbacks<HmReceipt> = {}) {
  return useAction(confirm, { invalidates: [keys.hmReceipt.all], ...callbacks });
}
