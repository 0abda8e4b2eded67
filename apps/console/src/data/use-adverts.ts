import {
  type AdvertBody,
  consoleAdvert,
  consoleAdverts,
  consoleHotWord,
  consoleHotWords,
  consoleNav,
  consoleNavItem,
  emptyData,
  type HotWordBody,
  type NavBody,
  uploadedPicture,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/*
 * 广告管理 and 导航与热词 (运营, permission `content`; issue #26 §2): /api/console/adverts, /api/console/pictures,
 * /api/console/nav and /api/console/hot-words. Every write is audited on the server, clears the buyer's caches
 * there, and refreshes the list it changed here.
 */

export function useAdverts(positionId?: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.adverts.list(positionId), () =>
    request('/adverts', { query: positionId ? { position_id: positionId } : {}, schema: consoleAdverts }),
  );
  return { adverts: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/adverts (no id) or PUT /api/console/adverts/{id}. */
export function useSaveAdvert() {
  const send = useCallback(
    (id: number | null, body: AdvertBody) =>
      id === null
        ? requestAnswer('/adverts', { method: 'POST', body, schema: consoleAdvert })
        : requestAnswer(`/adverts/${id}`, { method: 'PUT', body, schema: consoleAdvert }),
    [],
  );
  return useAction(send, { invalidates: [keys.adverts.all] });
}

export function useDeleteAdvert() {
  const send = useCallback(
    (id: number) => requestAnswer(`/adverts/${id}`, { method: 'DELETE', schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.adverts.all] });
}

/** POST /api/console/pictures: the picture store's address of the uploaded file. */
export function useUploadPicture() {
  const send = useCallback(
    (file: Blob) => requestAnswer('/pictures', { method: 'POST', file, schema: uploadedPicture }),
    [],
  );
  return useAction(send, { invalidates: [] });
}

export function useNav() {
  const { data, error, isLoading, mutate } = useSWR(keys.nav.list, () =>
    request('/nav', { schema: consoleNav }),
  );
  return { nav: data?.list, error, isLoading, retry: () => mutate() };
}

export function useSaveNav() {
  const send = useCallback(
    (id: number | null, body: NavBody) =>
      id === null
        ? requestAnswer('/nav', { method: 'POST', body, schema: consoleNavItem })
        : requestAnswer(`/nav/${id}`, { method: 'PUT', body, schema: consoleNavItem }),
    [],
  );
  return useAction(send, { invalidates: [keys.nav.all] });
}

export function useDeleteNav() {
  const send = useCallback(
    (id: number) => requestAnswer(`/nav/${id}`, { method: 'DELETE', schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.nav.all] });
}

export function useHotWords() {
  const { data, error, isLoading, mutate } = useSWR(keys.hotWords.list, () =>
    request('/hot-words', { schema: consoleHotWords }),
  );
  return { words: data?.list, error, isLoading, retry: () => mutate() };
}

export function useSaveHotWord() {
  const send = useCallback(
    (id: number | null, body: HotWordBody) =>
      id === null
        ? requestAnswer('/hot-words', { method: 'POST', body, schema: consoleHotWord })
        : requestAnswer(`/hot-words/${id}`, { method: 'PUT', body, schema: consoleHotWord }),
    [],
  );
  return useAction(send, { invalidates: [keys.hotWords.all] });
}

export function useDeleteHotWord() {
  const send = useCallback(
    (id: number) => requestAnswer(`/hot-words/${id}`, { method: 'DELETE', schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.hotWords.all] });
}
