import type { StoreBody } from '@yaocai/domain';
import { storeList } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { browser } from '../lib/browser';
import { type ActionCallbacks, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/*
 * Multi-store (issue #10 §4, spec §2 /ddgl): GET/POST /api/user/stores and POST /api/user/stores/switch.
 */

/** GET /api/user/stores: the head office's store accounts, the one the session buys for marked active. */
export function useStores() {
  const read = useRead(keys.stores.list, () => request('/user/stores', { schema: storeList }));
  return { ...read, data: read.data?.list };
}

const addStore = (body: StoreBody) =>
  requestAnswer('/user/stores', {
    method: 'POST',
    body,
    schema: storeList,
    handleSelf: [422],
    supersede: false,
  });

/** POST /api/user/stores; `onError` gets the 422 (a taken phone or store name) for the form to place. */
export function useAddStore(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(addStore, { invalidates: [keys.stores.all], ...callbacks });
}

const switchStore = (storeId: number) =>
  requestAnswer('/user/stores/switch', { method: 'POST', body: { store_id: storeId }, schema: storeList });

/**
 * POST /api/user/stores/switch (0: the head office itself). Whom the session buys for changes every buyer read
 * (cart, prices and standing, addresses, orders, wallet), so the page reloads as after a login rather than
 * listing each of them here.
 */
export function useSwitchStore() {
  return useAction(switchStore, { invalidates: [keys.stores.all], onSuccess: () => browser.reload() });
}
