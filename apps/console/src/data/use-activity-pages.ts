import {
  type ActivityPageBody,
  consoleActivityPageList,
  consoleActivityPageRow,
  type ScheduleAction,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 活动页 (运营, permission `content`; issue #22 §3, §5): activity pages and templates. docs/promotions.md. */

/** GET /api/console/activity-pages. */
export function useActivityPages() {
  const { data, error, isLoading, mutate } = useSWR(keys.activityPages.list, () =>
    request('/activity-pages', { schema: consoleActivityPageList }),
  );
  return { list: data?.list, error, isLoading, retry: () => mutate() };
}

const changed = { invalidates: [keys.activityPages.all] };

/** POST /api/console/activity-pages (no id) or PUT /api/console/activity-pages/{id} (409 once ended). */
export function useSaveActivityPage() {
  const send = useCallback(
    (id: number | null, body: ActivityPageBody) =>
      id === null
        ? requestAnswer('/activity-pages', { method: 'POST', body, schema: consoleActivityPageRow })
        : requestAnswer(`/activity-pages/${id}`, { method: 'PUT', body, schema: consoleActivityPageRow }),
    [],
  );
  return useAction(send, changed);
}

/** POST /api/console/activity-pages/{id}/status: pause, resume or end. */
export function useSetActivityPageStatus() {
  const send = useCallback(
    (id: number, action: ScheduleAction) =>
      requestAnswer(`/activity-pages/${id}/status`, {
        method: 'POST',
        body: { action },
        schema: consoleActivityPageRow,
      }),
    [],
  );
  return useAction(send, changed);
}
