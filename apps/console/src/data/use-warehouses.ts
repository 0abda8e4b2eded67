import {
  type ConsoleWarehouseBody,
  type ConsoleWarehousePatch,
  consoleWarehouse,
  consoleWarehouseList,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/** GET /api/console/warehouses (仓储, 管理员): every warehouse, the default first. */
export function useWarehouses() {
  const { data, error, isLoading, mutate } = useSWR(keys.warehouses.list, () =>
    request('/warehouses', { schema: consoleWarehouseList }),
  );
  return { warehouses: data?.list, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/warehouses. */
export function useCreateWarehouse() {
  const send = useCallback(
    (body: ConsoleWarehouseBody) =>
      requestAnswer('/warehouses', { method: 'POST', body, schema: consoleWarehouse }),
    [],
  );
  return useAction(send, { invalidates: [keys.warehouses.all, keys.goods.all] });
}

/** PATCH /api/console/warehouses/{id}: edit, deactivate or reactivate. */
export function useUpdateWarehouse() {
  const send = useCallback(
    (id: number, body: ConsoleWarehousePatch) =>
      requestAnswer(`/warehouses/${id}`, { method: 'PATCH', body, schema: consoleWarehouse }),
    [],
  );
  return useAction(send, { invalidates: [keys.warehouses.all, keys.goods.all] });
}
