import { type CashbackStatus, consoleCashbackList, consoleCashbackRow } from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 满返活动 (运营): cash-back campaigns, creating one, pausing, resuming and ending (issue #22 §1, §5). */

/** GET /api/console/cashback. */
export function useCashbackCampaigns() {
  const { data, error, isLoading, mutate } = useSWR(keys.cashback.list, () =>
    request('/cashback', { schema: consoleCashbackList }),
  );
  return { list: data?.list, error, isLoading, retry: () => mutate() };
}

const changed = { invalidates: [keys.cashback.all] };

/** POST /api/console/cashback; the form's values as typed (the server parses them with `cashbackCampaignBody`). */
export function useCreateCashback() {
  const send = useCallback(async (body: Record<string, unknown>) => {
    const answer = await requestAnswer('/cashback', { method: 'POST', body, schema: consoleCashbackRow });
    return { data: `已创建「${answer.data.title}」`, message: answer.message };
  }, []);
  return useAction(send, changed);
}

/** POST /api/console/cashback/{id}/status: pause, resume or end. */
export function useSetCashbackStatus() {
  const send = useCallback(async (id: number, status: CashbackStatus) => {
    const answer = await requestAnswer(`/cashback/${id}/status`, {
      method: 'POST',
      body: { status },
      schema: consoleCashbackRow,
    });
    return { data: answer.data.status, message: answer.message };
  }, []);
  return useAction(send, changed);
}

/** POST /api/console/cashback/{id}/schedule: a new window (409 once ended). */
export function useScheduleCashback() {
  const send = useCallback(async (id: number, starts_at: string, ends_at: string) => {
    const answer = await requestAnswer(`/cashback/${id}/schedule`, {
      method: 'POST',
      body: { starts_at, ends_at },
      schema: consoleCashbackRow,
    });
    return { data: answer.data.starts_at, message: answer.message };
  }, []);
  return useAction(send, changed);
}
