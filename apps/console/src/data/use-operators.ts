import {
  type OperatorCreateBody,
  type OperatorUpdateBody,
  operatorList,
  operatorSaved,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/** GET /api/console/operators (管理员). */
export function useOperators() {
  const { data, error, isLoading, mutate } = useSWR(keys.operators.list, () =>
    request('/operators', { schema: operatorList }),
  );
  return { operators: data?.list, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/operators; the answer carries the TOTP secret to show once. */
export function useCreateOperator() {
  const send = useCallback(
    (body: OperatorCreateBody) =>
      requestAnswer('/operators', { method: 'POST', body, schema: operatorSaved }),
    [],
  );
  return useAction(send, { invalidates: [keys.operators.all] });
}

/** PATCH /api/console/operators/{id}. */
export function useUpdateOperator() {
  const send = useCallback(
    (id: number, body: OperatorUpdateBody) =>
      requestAnswer(`/operators/${id}`, { method: 'PATCH', body, schema: operatorSaved }),
    [],
  );
  return useAction(send, { invalidates: [keys.operators.all] });
}
