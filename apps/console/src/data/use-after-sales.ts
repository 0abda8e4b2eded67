import {
  type ConsoleAfterSaleQuery,
  consoleAfterSaleDetail,
  consoleAfterSalePage,
  emptyData,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 售后 (客服 answers, 仓储 receives and exchanges, 财务 refunds): the queue, a request's page, the decisions. */

/** GET /api/console/after_sales by status and page. */
export function useAfterSaleQueue(query: Partial<ConsoleAfterSaleQuery>) {
  const { data, error, isLoading, mutate } = useSWR(keys.afterSales.list(query), () =>
    request('/after_sales', { query, schema: consoleAfterSalePage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** GET /api/console/after_sales/{id}. */
export function useConsoleAfterSale(id: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.afterSales.detail(id), () =>
    request(`/after_sales/${id}`, { schema: consoleAfterSaleDetail }),
  );
  return { request: data, error, isLoading, retry: () => mutate() };
}

export type AfterSaleDecision = 'approve' | 'reject' | 'receive' | 'refund' | 'exchange' | 'send_documents';

/** A decision changes the request, the queue and the dashboard's counts (and stock, the wallet: not cached here). */
const decided = { invalidates: [keys.afterSales.all, keys.dashboard.all] };

/** POST /api/console/after_sales/{id}/{decision}; resolves to the server's words (undefined: refused). */
export function useAfterSaleDecision() {
  const send = useCallback(async (id: number, decision: AfterSaleDecision, body: Record<string, unknown>) => {
    const answer = await requestAnswer(`/after_sales/${id}/${decision}`, {
      method: 'POST',
      body,
      schema: emptyData,
    });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, decided);
}
