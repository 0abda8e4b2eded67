import {
  type CompanyApproveBody,
  type CompanyScopeBody,
  type ConsoleCompanyQuery,
  consoleCompanyDetail,
  consoleCompanyPage,
  emptyData,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 企业审核 (审核): the company queue, a company's page, and the decisions (issue #26 §2). */

/** GET /api/console/companies with the queue's status filter and page. */
export function useCompanyQueue(query: Partial<ConsoleCompanyQuery>) {
  const { data, error, isLoading, mutate } = useSWR(keys.companies.list(query), () =>
    request('/companies', { query, schema: consoleCompanyPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** GET /api/console/companies/{id}. */
export function useCompanyReview(id: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.companies.detail(id), () =>
    request(`/companies/${id}`, { schema: consoleCompanyDetail }),
  );
  return { detail: data, error, isLoading, retry: () => mutate() };
}

/** What a decision changes: the queue and every company page (and the dashboard's counts). */
const decided = { invalidates: [keys.companies.all, keys.dashboard.all] };

/** One review decision: approve or reject a company or a certificate; the answer's message says what was done. */
export type Decision =
  | { kind: 'company'; verdict: 'first_review'; id: number; body: Record<string, never> }
  | { kind: 'company'; verdict: 'approve'; id: number; body: CompanyApproveBody }
  | { kind: 'company' | 'certificate'; verdict: 'reject'; id: number; body: { reason: string } }
  | { kind: 'certificate'; verdict: 'approve'; id: number; body: Record<string, never> };

const PATHS = { company: 'companies', certificate: 'certificates' } as const;

export function useDecision() {
  // The answer's data is null; the run resolves to the server's words for what was done (undefined: refused).
  const send = useCallback(async ({ kind, verdict, id, body }: Decision) => {
    const answer = await requestAnswer(`/${PATHS[kind]}/${id}/${verdict}`, {
      method: 'POST',
      body,
      schema: emptyData,
    });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, decided);
}

/** PUT /api/console/companies/{id}/scope: an approved company's business scope; resolves to the server's words. */
export function useScopeEdit(id: number) {
  const send = useCallback(
    async (body: CompanyScopeBody) => {
      const answer = await requestAnswer(`/companies/${id}/scope`, {
        method: 'PUT',
        body,
        schema: emptyData,
      });
      return { data: answer.message, message: answer.message };
    },
    [id],
  );
  return useAction(send, decided);
}
