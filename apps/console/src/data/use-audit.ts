import { type ConsoleAuditQuery, consoleAuditPage } from '@yaocai/domain';
import useSWR from 'swr';
import { request } from '../api/request';
import { keys } from './keys';

/** GET /api/console/audit with the page's filters (管理员). */
export function useAudit(query: Partial<ConsoleAuditQuery>) {
  const { data, error, isLoading, mutate } = useSWR(keys.audit.list(query), () =>
    request('/audit', { query, schema: consoleAuditPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}
