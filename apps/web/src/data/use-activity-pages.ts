import { activityPageData, activityPageList, welfareData } from '../api/contracts';
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

/** GET /api/activity/clinic — the clinics' page (/yyh), its floors within the buyer's business scope. */
export function useClinicPage() {
  return useRead(keys.promotion.clinicPage, () =>
    request('/activity/clinic', { schema: activityPageData, handleSelf: [404] }),
  );
}

/** GET /api/welfare — the running 全场94折 as an activity page, one page of its goods at the price in it. */
export function useWelfare(page: number) {
  return useRead(keys.promotion.welfare(page), () =>
    request(`/welfare?page=${page}&per_page=20`, { schema: welfareData, handleSelf: [404] }),
  );
}
