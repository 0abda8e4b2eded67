import {
  type ConsoleHmLimitBody,
  type ConsoleHmReceiptQuery,
  consoleHmLimit,
  consoleHmLimitPage,
  consoleHmReceiptPage,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 含麻 (issue #21 §4): every company's receipts (审核, 仓储) and the per-company limits (审核). */

/** GET /api/console/hm-receipts */
export function useHmReceipts(query: Pick<ConsoleHmReceiptQuery, 'status' | 'keywords' | 'page'>) {
  const { data, error, isLoading, mutate } = useSWR(keys.hmReceipts.list(query), () =>
    request('/hm-receipts', { query, schema: consoleHmReceiptPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** GET /api/console/hm-limits */
export function useHmLimits(query: { keywords: string; page: number }) {
  const { data, error, isLoading, mutate } = useSWR(keys.hmLimits.list(query), () =>
    request('/hm-limits', { query, schema: consoleHmLimitPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/hm-limits/{company_id} */
export function useSetHmLimits() {
  const send = useCallback(
    (companyId: number, body: ConsoleHmLimitBody) =>
      requestAnswer(`/hm-limits/${companyId}`, { method: 'POST', body, schema: consoleHmLimit }),
    [],
  );
  return useAction(send, { invalidates: [keys.hmLimits.all] });
}
