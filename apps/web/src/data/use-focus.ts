import useSWR from 'swr';
import { bannerData, brandDetail, focusCommon } from '../api/contracts';
import { ApiError } from '../api/errors';
import { request } from '../api/request';
import { keys } from './keys';

/** GET /api/focus — nav, category trees, carousel and brands shared by the header and the home page. */
export function useFocus() {
  const { data, error, isLoading, mutate } = useSWR(keys.focus.common, () =>
    request('/focus', { schema: focusCommon }),
  );
  return { data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** The home page's bottom banner (spec §7: banner_id 121, answered as data.banner). */
export const BOTTOM_BANNER_ID = 121;

export function useBanner(bannerId: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.focus.banner(bannerId), () =>
    request('/focus/demo', { query: { banner_id: bannerId }, schema: bannerData, quiet: true }),
  );
  return { data: data?.banner, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** GET /api/focus/brand/{id}; `notFound` for an unknown brand. */
export function useBrand(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR(id ? keys.focus.brand(id) : null, () =>
    request(`/focus/brand/${id}`, { schema: brandDetail, handleSelf: [404] }),
  );
  const notFound = error instanceof ApiError && error.status === 404;
  return { data, error: error as unknown, notFound, isLoading, retry: () => void mutate() };
}
