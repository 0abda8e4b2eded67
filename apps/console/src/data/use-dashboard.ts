import { consoleDashboard } from '@yaocai/domain';
import useSWR from 'swr';
import { request } from '../api/request';
import { keys } from './keys';

/** GET /api/console/dashboard: the counts of the queues this operator's roles may open. */
export function useDashboard() {
  const { data, error, isLoading, mutate } = useSWR(keys.dashboard.all, () =>
    request('/dashboard', { schema: consoleDashboard }),
  );
  return { queues: data?.queues, error, isLoading, retry: () => mutate() };
}
