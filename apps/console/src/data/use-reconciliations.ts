import { type ConsoleReconcileBody, consoleReconciliations, statementCheck } from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 在线支付对账 (财务; issue #24 §4): the stored statement comparisons, and running one for a provider and day. */

/** GET /api/console/reconciliations. */
export function useReconciliations() {
  const { data, error, isLoading, mutate } = useSWR(keys.reconciliations.list, () =>
    request('/reconciliations', { schema: consoleReconciliations }),
  );
  return { data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/reconciliations; resolves to the comparison. */
export function useReconcile() {
  const send = useCallback(
    (body: ConsoleReconcileBody) =>
      requestAnswer('/reconciliations', { method: 'POST', body, schema: statementCheck }),
    [],
  );
  return useAction(send, { invalidates: [keys.reconciliations.all] });
}
