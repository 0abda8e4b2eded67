import type { PointsEntryKind, PointsExchangeResult, PointsOrder } from '@yaocai/domain';
import { useCallback } from 'react';
import {
  pointsExchangeResult,
  pointsLog,
  pointsMallPage,
  pointsOrder,
  pointsOrderPage,
} from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { type ActionCallbacks, useAction } from './action';
import { idempotent, useAttemptKey } from './attempt-key';
import { keys } from './keys';
import { useRead } from './read';

/* Points (issue #22 §4, docs/points.md): the points log, the points mall, exchanging and points orders. */

export const POINTS_PATHS = { log: '/wdqb/jfgl', mall: '/jfsc', orders: '/order/jfdd' } as const;

/** The points log's filters as the address bar carries them: type '' = every kind. */
export interface PointsLogFilters {
  type: PointsEntryKind | '';
  page: number;
}

/** GET /api/user/points_log: entries, the balance and what expires when. */
export function usePointsLog(filters: PointsLogFilters) {
  return useRead(keys.points.log({ ...filters }), () =>
    request('/user/points_log', { query: { ...filters }, schema: pointsLog }),
  );
}

/** GET /api/points_mall?page: the items on sale (a visitor sees them too) and this buyer's points. */
export function usePointsMall(page: number) {
  return useRead(keys.points.mall(page), () =>
    request('/points_mall', { query: { page }, schema: pointsMallPage }),
  );
}

/** GET /api/points_order?page: this buyer's points orders, newest first. */
export function usePointsOrders(page: number) {
  return useRead(keys.points.orders(page), () =>
    request('/points_order', { query: { page }, schema: pointsOrderPage }),
  );
}

/** An exchange moves the mall (stock, what the buyer exchanged), the log, the orders, the points on user/base and coupons. */
const EXCHANGE_INVALIDATES = [keys.points.all, keys.user.base, keys.wallet.all];

export interface ExchangeInput {
  itemId: number;
  number: number;
  /** Goods only: the address it ships to. */
  addressId?: number;
}

/** POST /api/points_mall/{id}/exchange with an Idempotency-Key per attempt (`useAttemptKey`). */
export function useExchangePoints(callbacks: ActionCallbacks<PointsExchangeResult> = {}) {
  const withKey = useAttemptKey();
  const send = useCallback(
    ({ itemId, number, addressId }: ExchangeInput) => {
      const body = addressId === undefined ? { number } : { number, address_id: addressId };
      return withKey({ itemId, ...body }, (key) =>
        requestAnswer(`/points_mall/${itemId}/exchange`, {
          method: 'POST',
          body,
          headers: idempotent(key),
          schema: pointsExchangeResult,
        }),
      );
    },
    [withKey],
  );
  return useAction(send, { invalidates: EXCHANGE_INVALIDATES, ...callbacks });
}

/** POST /api/points_order/{id}/receive: 已发货 → 已完成. */
export function useReceivePointsOrder(callbacks: ActionCallbacks<PointsOrder> = {}) {
  const send = useCallback(
    (id: number) => requestAnswer(`/points_order/${id}/receive`, { method: 'POST', schema: pointsOrder }),
    [],
  );
  return useAction(send, { invalidates: [keys.points.all], ...callbacks });
}
