import {
  type CompanyCreditBody,
  type CompanyManagerBody,
  type ConsoleCreditQuery,
  consoleCompanyAccount,
  consoleCreditPage,
  creditTerms,
  emptyData,
  type StoreBody,
  type StoreEditBody,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 企业账户 (审核) and 账期管理 (财务): a company's account, its manager, every company's 账期 (issue #26 §2). */

/** GET /api/console/companies/{id}/account. */
export function useCompanyAccount(id: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.companies.account(id), () =>
    request(`/companies/${id}/account`, { schema: consoleCompanyAccount }),
  );
  return { account: data, error, isLoading, retry: () => mutate() };
}

/** PUT /api/console/companies/{id}/manager; resolves to the server's words. */
export function useManagerAssign(id: number) {
  const send = useCallback(
    async (body: CompanyManagerBody) => {
      const answer = await requestAnswer(`/companies/${id}/manager`, {
        method: 'PUT',
        body,
        schema: emptyData,
      });
      return { data: answer.message, message: answer.message };
    },
    [id],
  );
  return useAction(send, { invalidates: [keys.companies.all] });
}

/** GET /api/console/credit (财务). */
export function useCreditList(query: Partial<ConsoleCreditQuery>) {
  const { data, error, isLoading, mutate } = useSWR(keys.credit.list(query), () =>
    request('/credit', { query, schema: consoleCreditPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** PUT /api/console/companies/{id}/credit (财务); resolves to the server's words. */
export function useCreditTerms() {
  const send = useCallback(async ({ id, body }: { id: number; body: CompanyCreditBody }) => {
    const answer = await requestAnswer(`/companies/${id}/credit`, {
      method: 'PUT',
      body,
      schema: creditTerms,
    });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, { invalidates: [keys.credit.all, keys.companies.all] });
}

/** POST /api/console/companies/{id}/stores: a store of the chain head office (the member centre's rules). */
export function useStoreAdd(id: number) {
  const send = useCallback(
    async (body: StoreBody) => {
      const answer = await requestAnswer(`/companies/${id}/stores`, {
        method: 'POST',
        body,
        schema: emptyData,
      });
      return { data: answer.message, message: answer.message };
    },
    [id],
  );
  return useAction(send, { invalidates: [keys.companies.all] });
}

/** PUT /api/console/companies/{id}/stores/{store_id}: a store's 门店名称 and 联系人. */
export function useStoreEdit(id: number) {
  const send = useCallback(
    async ({ storeId, body }: { storeId: number; body: StoreEditBody }) => {
      const answer = await requestAnswer(`/companies/${id}/stores/${storeId}`, {
        method: 'PUT',
        body,
        schema: emptyData,
      });
      return { data: answer.message, message: answer.message };
    },
    [id],
  );
  return useAction(send, { invalidates: [keys.companies.all] });
}
