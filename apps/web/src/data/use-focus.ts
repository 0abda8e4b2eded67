import { bannerData, focusCommon } from '@yaocai/domain';
import useSWR from 'swr';
import { request } from '../api/request';

/** GET /api/focus — nav, category trees, carousel and brands shared by the header and the home page. */
export function useFocus() {
  const { data, error, isLoading, mutate } = useSWR('/focus', () =>
    request('/focus', { schema: focusCommon }),
  );
  return { focus: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** The home page's bottom banner (spec §7: banner_id 121, answered as data.banner). */
export const BOTTOM_BANNER_ID = 121;

export function useBanner(bannerId: number) {
  const { data } = useSWR(['/focus/demo', bannerId], () =>
    request('/focus/demo', { query: { banner_id: bannerId }, schema: bannerData, quiet: true }),
  );
  return data?.banner ?? null;
}
