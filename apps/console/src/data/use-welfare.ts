import {
  consoleStoreWideList,
  consoleStoreWideRow,
  type ScheduleAction,
  type StoreWideOfferBody,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 全场折扣 (运营, permission `promotions`; issue #22 §5): the store-wide offers of /welfare. docs/promotions.md. */

/** GET /api/console/welfare. */
export function useStoreWideOffers() {
  const { data, error, isLoading, mutate } = useSWR(keys.welfare.list, () =>
    request('/welfare', { schema: consoleStoreWideList }),
  );
  return { list: data?.list, error, isLoading, retry: () => mutate() };
}

const changed = { invalidates: [keys.welfare.all] };

/** POST /api/console/welfare (no id) or PUT /api/console/welfare/{id} (409 once ended). */
export function useSaveStoreWide() {
  const send = useCallback(
    (id: number | null, body: StoreWideOfferBody) =>
      id === null
        ? requestAnswer('/welfare', { method: 'POST', body, schema: consoleStoreWideRow })
        : requestAnswer(`/welfare/${id}`, { method: 'PUT', body, schema: consoleStoreWideRow }),
    [],
  );
  return useAction(send, changed);
}

/** POST /api/console/welfare/{id}/status: pause, resume or end. */
export function useSetStoreWideStatus() {
  const send = useCallback(
    (id: number, action: ScheduleAction) =>
      requestAnswer(`/welfare/${id}/status`, {
        method: 'POST',
        body: { action },
        schema: consoleStoreWideRow,
      }),
    [],
  );
  return useAction(send, changed);
}
