import {
  consolePointsItem,
  consolePointsItemList,
  consolePointsOrderPage,
  emptyData,
  type PointsGrantBody,
  type PointsItemCreateBody,
  type PointsItemUpdateBody,
  type PointsOrderStatus,
  type PointsRulesBody,
  type PointsShipBody,
  pointsGrantResult,
  pointsRulesWire,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* Points (issue #22 §5): the mall's items and rules (运营), grants (财务), points orders to ship (仓储). */

/** GET /api/console/points/items. */
export function usePointsItems() {
  const { data, error, isLoading, mutate } = useSWR(keys.points.items, () =>
    request('/points/items', { schema: consolePointsItemList }),
  );
  return { items: data?.list, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/points/items. */
export function useCreatePointsItem() {
  const send = useCallback(
    (body: Partial<PointsItemCreateBody>) =>
      requestAnswer('/points/items', { method: 'POST', body, schema: consolePointsItem }),
    [],
  );
  return useAction(send, { invalidates: [keys.points.items] });
}

/** PATCH /api/console/points/items/{id}. */
export function useUpdatePointsItem() {
  const send = useCallback(
    (id: number, body: PointsItemUpdateBody) =>
      requestAnswer(`/points/items/${id}`, { method: 'PATCH', body, schema: consolePointsItem }),
    [],
  );
  return useAction(send, { invalidates: [keys.points.items] });
}

/** GET /api/console/points/rules. */
export function usePointsRules() {
  const { data, error, isLoading, mutate } = useSWR(keys.points.rules, () =>
    request('/points/rules', { schema: pointsRulesWire }),
  );
  return { rules: data, error, isLoading, retry: () => mutate() };
}

/** PUT /api/console/points/rules. */
export function useSetPointsRules() {
  const send = useCallback(
    (body: PointsRulesBody) =>
      requestAnswer('/points/rules', { method: 'PUT', body, schema: pointsRulesWire }),
    [],
  );
  return useAction(send, { invalidates: [keys.points.rules] });
}

/** POST /api/console/points/grants (财务). */
export function useGrantPoints() {
  const send = useCallback(
    (body: PointsGrantBody) =>
      requestAnswer('/points/grants', { method: 'POST', body, schema: pointsGrantResult }),
    [],
  );
  return useAction(send, { invalidates: [] });
}

/** GET /api/console/points/orders: status '' = all; paid is the shipping queue. */
export function usePointsOrders(query: { status: PointsOrderStatus | ''; page: number }) {
  const { data, error, isLoading, mutate } = useSWR(keys.points.orders(query), () =>
    request('/points/orders', { query, schema: consolePointsOrderPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/points/orders/{id}/ship. */
export function useShipPointsOrder() {
  const send = useCallback(
    (id: number, body: PointsShipBody) =>
      requestAnswer(`/points/orders/${id}/ship`, { method: 'POST', body, schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.points.all] });
}
