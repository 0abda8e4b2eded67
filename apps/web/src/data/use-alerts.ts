import type { AlertKind } from '@yaocai/domain';
import { alertItem, alertPage } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { type ActionCallbacks, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/*
 * Goods alerts (到货提醒 / 降价提醒, issue #23 §1): the member page's list, one goods' active alerts on its page,
 * subscribing and cancelling. Every write refreshes everything under `keys.alerts`.
 */

/** GET /api/user/alerts?page&status ('' = all) */
export function useAlerts(page: number, status: string) {
  return useRead(keys.alerts.list({ page, status }), () =>
    request('/user/alerts', {
      query: { page, per_page: 20, ...(status ? { status } : {}) },
      schema: alertPage,
    }),
  );
}

/**
 * The active alerts of one goods (its page's buttons); null: not asked (a visitor). Quiet: a failure (a login
 * without a company has none: 404) only leaves the buttons out, never a dialog over the product page.
 */
export function useGoodsAlerts(goodsId: number | null) {
  return useRead(goodsId ? keys.alerts.goods(goodsId) : null, () =>
    request('/user/alerts', {
      query: { goods_id: goodsId, status: 'active' },
      schema: alertPage,
      quiet: true,
    }),
  );
}

const subscribe = (goodsId: number, kind: AlertKind) =>
  requestAnswer('/user/alerts', { method: 'POST', body: { goods_id: goodsId, kind }, schema: alertItem });

/** POST /api/user/alerts — the server's answer (到货后将通知您) is the toast. */
export function useSubscribeAlert(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(subscribe, { invalidates: [keys.alerts.all], ...callbacks });
}

const cancel = (id: number) =>
  requestAnswer(`/user/alerts/${id}/cancel`, { method: 'POST', body: {}, schema: alertItem });

/** POST /api/user/alerts/{id}/cancel */
export function useCancelAlert() {
  return useAction(cancel, { invalidates: [keys.alerts.all] });
}
