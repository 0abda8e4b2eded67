import { bannerData, brandDetail, focusCommon } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

/** GET /api/focus — nav, category trees, carousel and brands shared by the header and the home page. */
export function useFocus() {
  return useRead(keys.focus.common, () => request('/focus', { schema: focusCommon }));
}

/** The home page's bottom banner (spec §7: banner_id 121, answered as data.banner). */
export const BOTTOM_BANNER_ID = 121;

export function useBanner(bannerId: number) {
  const read = useRead(keys.focus.banner(bannerId), () =>
    request('/focus/demo', { query: { banner_id: bannerId }, schema: bannerData, quiet: true }),
  );
  return { ...read, data: read.data?.banner };
}

/** GET /api/focus/brand/{id}; `notFound` for an unknown brand. */
export function useBrand(id: number | null) {
  return useRead(id ? keys.focus.brand(id) : null, () =>
    request(`/focus/brand/${id}`, { schema: brandDetail, handleSelf: [404] }),
  );
}
