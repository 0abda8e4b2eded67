import { type ConsoleTransferQuery, consoleTransferList, emptyData } from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 对公转账 (财务): the transfers awaiting confirmation, and the confirmation (issue #26 §2). */

/** GET /api/console/transfers with the status filter. */
export function useTransferQueue(query: ConsoleTransferQuery) {
  const { data, error, isLoading, mutate } = useSWR(keys.transfers.list(query), () =>
    request('/transfers', { query, schema: consoleTransferList }),
  );
  return { list: data?.list, error, isLoading, retry: () => mutate() };
}

/** What a confirmation changes: the queue (and the dashboard's count). */
const confirmed = { invalidates: [keys.transfers.all, keys.dashboard.all] };

/** POST /api/console/transfers/confirm; the run resolves to the server's words for what was done. */
export function useConfirmTransfer() {
  const send = useCallback(async (reference: string) => {
    const answer = await requestAnswer('/transfers/confirm', {
      method: 'POST',
      body: { reference },
      schema: emptyData,
    });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, confirmed);
}
