import {
  type ConsoleOrderCancelBody,
  type ConsoleOrderQuery,
  consoleOrderDetail,
  consoleOrderPage,
  emptyData,
  type ShipOrderBody,
  type TrackingEntryBody,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/*
 * 订单管理 (仓储, 财务, 客服 read; issue #26 §2): the orders list, an order's page, the shipment (仓储) and the
 * cancellation with refund (财务).
 */

/** GET /api/console/orders with the queue's status filter, keywords and page. */
export function useOrderQueue(query: Partial<ConsoleOrderQuery>) {
  const { data, error, isLoading, mutate } = useSWR(keys.orders.list(query), () =>
    request('/orders', { query, schema: consoleOrderPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** GET /api/console/orders/{id}. */
export function useConsoleOrder(id: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.orders.detail(id), () =>
    request(`/orders/${id}`, { schema: consoleOrderDetail }),
  );
  return { order: data, error, isLoading, retry: () => mutate() };
}

/** What a shipment changes: the queue, every order page, the dashboard's 待发货 count. */
const shipped = { invalidates: [keys.orders.all, keys.dashboard.all] };

/** POST /api/console/orders/{id}/ship; resolves to the server's words for what was done (undefined: refused). */
export function useShipOrder() {
  const send = useCallback(async (id: number, body: ShipOrderBody) => {
    const answer = await requestAnswer(`/orders/${id}/ship`, { method: 'POST', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, shipped);
}

/** POST /api/console/orders/{id}/parcels/{pid}/tracking: one entry of a parcel's timeline; the order's pages refresh. */
export function useAddTracking() {
  const send = useCallback(async (id: number, parcelId: number, body: TrackingEntryBody) => {
    const answer = await requestAnswer(`/orders/${id}/parcels/${parcelId}/tracking`, {
      method: 'POST',
      body,
      schema: emptyData,
    });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, { invalidates: [keys.orders.all] });
}

/** Where the console opens a parcel's 随货同行单 PDF to print it (the browser's PDF viewer prints). */
export const deliveryNoteHref = (orderId: number, parcelId: number) =>
  `/api/console/orders/${orderId}/parcels/${parcelId}/delivery_note`;

/** What a cancellation changes: the orders, the dashboard's counts, the transfers queue (a pending one closes). */
const cancelled = { invalidates: [keys.orders.all, keys.dashboard.all, keys.transfers.all] };

/** POST /api/console/orders/{id}/cancel; resolves to the server's words (where the money went). */
export function useCancelOrder() {
  const send = useCallback(async (id: number, body: ConsoleOrderCancelBody) => {
    const answer = await requestAnswer(`/orders/${id}/cancel`, { method: 'POST', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, cancelled);
}
