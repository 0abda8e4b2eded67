import {
  type ConsoleInvoiceQuery,
  consoleInvoicePage,
  emptyData,
  type InvoiceIssueBody,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 发票管理 (财务): the invoices waiting for their number, issuing them, and 开票有误 reversals (issue #21 §3). */

/** GET /api/console/invoices: 待开票 or 已开票, one page. */
export function useInvoiceQueue(query: ConsoleInvoiceQuery) {
  const { data, error, isLoading, mutate } = useSWR(keys.invoices.list(query), () =>
    request('/invoices', { query, schema: consoleInvoicePage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** What issuing or reversing changes: the invoice lists. */
const changed = { invalidates: [keys.invoices.all] };

/** POST /api/console/invoices/{id}/issue; resolves to the server's words. */
export function useIssueInvoice() {
  const send = useCallback(async (id: number, body: InvoiceIssueBody) => {
    const answer = await requestAnswer(`/invoices/${id}/issue`, { method: 'POST', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, changed);
}

/** POST /api/console/invoices/{id}/red_letter (开票有误); resolves to the server's words. */
export function useReverseInvoice() {
  const send = useCallback(async (id: number, body: InvoiceIssueBody) => {
    const answer = await requestAnswer(`/invoices/${id}/red_letter`, {
      method: 'POST',
      body,
      schema: emptyData,
    });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, changed);
}
