import { focusAdverts, friendLinks } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

/** The /api/focus/{variant} lists this app shows (see docs/content.md for where each one appears). */
export type FocusVariant = 'top' | 'right' | 'xrtj' | 'ppzq' | 'zyzq' | 'login' | 'yx' | 'postList';

/**
 * The adverts of one position. Adverts are decoration: a failure shows nothing rather than an alert, so the
 * request is quiet; `data` is undefined until (or unless) the server answers, and callers show nothing then.
 */
export function useFocusAdverts(variant: FocusVariant) {
  const read = useRead(keys.focus.position(variant), () =>
    request(`/focus/${variant}`, { schema: focusAdverts, quiet: true }),
  );
  return { ...read, data: read.data?.list };
}

/** GET /api/global/links — the footer's 友情链接 (quiet: the footer simply goes without them). */
export function useFriendLinks() {
  const read = useRead(keys.links.all, () => request('/global/links', { schema: friendLinks, quiet: true }));
  return { ...read, data: read.data?.list };
}
