import { type ContractPublishBody, consoleContractVersions, emptyData } from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 电子合同 (运营, 管理员; issue #26 §2): the e-contract's versions and publishing a new one. */

/** GET /api/console/contract. */
export function useContractVersions() {
  const { data, error, isLoading, mutate } = useSWR(keys.contract.list, () =>
    request('/contract', { schema: consoleContractVersions }),
  );
  return { versions: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/contract; resolves to the server's words. A company's page shows its standing anew. */
export function usePublishContract() {
  const send = useCallback(async (body: ContractPublishBody) => {
    const answer = await requestAnswer('/contract', { method: 'POST', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, { invalidates: [keys.contract.all, keys.companies.all] });
}
