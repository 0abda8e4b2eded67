import { activityPageData, activityPageList } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

/** GET /api/activity/pages — the activity pages that have not ended, running first (issue #22 §3). */
export function useActivityPages() {
  return useRead(keys.promotion.activityPages, () =>
    request('/activity/pages', { schema: activityPageList }),
  );
}

/** GET /api/activity/{id} — one page: banner, rules, window on the server clock, goods floors. Null id: none. */
export function useActivityPage(id: number | null) {
  return useRead(id === null ? null : keys.promotion.activityPage(id), () =>
    request(`/activity/${id}`, { schema: activityPageData, handleSelf: [404] }),
  );
}
