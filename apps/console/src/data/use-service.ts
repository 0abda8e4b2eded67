import {
  type ConsoleFeedbackQuery,
  type ConsoleItemRequestQuery,
  consoleFeedbackPage,
  consoleItemRequestPage,
  emptyData,
  type ItemRequestAnswerBody,
  itemRequest,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 客服 (issue #23 §1): the item-wanted queue and its answer, the feedback queue and its reply. */

/** GET /api/console/item-requests */
export function useItemRequestQueue(query: Pick<ConsoleItemRequestQuery, 'status' | 'page'>) {
  const { data, error, isLoading, mutate } = useSWR(keys.itemRequests.list(query), () =>
    request('/item-requests', { query, schema: consoleItemRequestPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/item-requests/{id}/answer */
export function useAnswerItemRequest() {
  const send = useCallback(
    (id: number, body: ItemRequestAnswerBody) =>
      requestAnswer(`/item-requests/${id}/answer`, { method: 'POST', body, schema: itemRequest }),
    [],
  );
  return useAction(send, { invalidates: [keys.itemRequests.all, keys.dashboard.all] });
}

/** GET /api/console/feedback */
export function useFeedbackQueue(query: Pick<ConsoleFeedbackQuery, 'replied' | 'page'>) {
  const { data, error, isLoading, mutate } = useSWR(keys.feedback.list(query), () =>
    request('/feedback', { query, schema: consoleFeedbackPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/feedback/{id}/reply */
export function useReplyFeedback() {
  const send = useCallback(
    (id: number, reply: string) =>
      requestAnswer(`/feedback/${id}/reply`, { method: 'POST', body: { reply }, schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.feedback.all, keys.dashboard.all] });
}
