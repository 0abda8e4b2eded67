import {
  type ConsoleMessageBody,
  consoleDrawActivities,
  consoleDrawPendingList,
  consoleDrawRecordPage,
  consoleKxzqApplication,
  consoleKxzqApplications,
  type DrawPrizeBody,
  type DrawShipBody,
  type DrawWindowBody,
  emptyData,
  type KxzqDecisionBody,
  sendResult,
  sentMessagePage,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/*
 * 控销申请 (审核, `controlled-sale`), 抽奖管理 (运营, `promotions`) and 站内消息 (运营 or 客服, `messages`);
 * issue #26 §2 — what `ops kxzq`, `ops draw-*` and `ops message` do, over the same services.
 */

export function useKxzqApplications(status: 'pending' | 'all') {
  const { data, error, isLoading, mutate } = useSWR(keys.kxzq.list(status), () =>
    request('/kxzq/applications', { query: { status }, schema: consoleKxzqApplications }),
  );
  return { list: data?.list, error, isLoading, retry: () => mutate() };
}

export function useDecideKxzq() {
  const send = useCallback(
    (id: number, body: KxzqDecisionBody) =>
      requestAnswer(`/kxzq/applications/${id}/decision`, {
        method: 'POST',
        body,
        schema: consoleKxzqApplication,
      }),
    [],
  );
  return useAction(send, { invalidates: [keys.kxzq.all] });
}

export function useDrawActivities() {
  const { data, error, isLoading, mutate } = useSWR(keys.draw.activities, () =>
    request('/draw', { schema: consoleDrawActivities }),
  );
  return { activities: data?.list, error, isLoading, retry: () => mutate() };
}

export function useDrawRecords(page: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.draw.records(page), () =>
    request('/draw/records', { query: { page }, schema: consoleDrawRecordPage }),
  );
  return { records: data, error, isLoading, retry: () => mutate() };
}

/** The physical prizes waiting to be sent (GET /api/console/draw/pending), oldest first. */
export function useDrawPending() {
  const { data, error, isLoading, mutate } = useSWR(keys.draw.pending, () =>
    request('/draw/pending', { schema: consoleDrawPendingList }),
  );
  return { pending: data?.list, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/draw/records/{id}/ship: the gift is sent, its buyer told (as `ops draw-fulfil`). */
export function useShipDrawGift() {
  const send = useCallback(
    (id: number, body: DrawShipBody) =>
      requestAnswer(`/draw/records/${id}/ship`, { method: 'POST', body, schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.draw.all] });
}

export function useSetDrawPrize() {
  const send = useCallback(
    (id: number, body: DrawPrizeBody) =>
      requestAnswer(`/draw/prizes/${id}`, { method: 'PUT', body, schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.draw.all] });
}

export function useSetDrawWindow() {
  const send = useCallback(
    (id: number, body: DrawWindowBody) =>
      requestAnswer(`/draw/${id}/window`, { method: 'PUT', body, schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.draw.all] });
}

export function useSentMessages(page: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.messages.sent(page), () =>
    request('/messages', { query: { page }, schema: sentMessagePage }),
  );
  return { sent: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/messages; the run resolves to how many logins got it. */
export function useSendMessage() {
  const send = useCallback(
    (body: ConsoleMessageBody) => requestAnswer('/messages', { method: 'POST', body, schema: sendResult }),
    [],
  );
  return useAction(send, { invalidates: [keys.messages.all] });
}
