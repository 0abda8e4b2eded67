import { z } from 'zod';
import { idParam } from './common';
import { goods } from './goods';

/*
 * Activity pages (issue #22 §3): an operator-made page with a banner, a rule text, a window and goods floors.
 * The goods carry the price this viewer would pay (null for visitors, like every price). docs/promotions.md.
 */

export const activityPageParams = z.strictObject({ id: idParam('活动') });

export const activityFloor = z.object({
  title: z.string(),
  list: z.array(goods),
});
export type ActivityFloor = z.infer<typeof activityFloor>;

/** GET /api/activity/{id} — 404 for an unknown page or one that has ended. */
export const activityPageData = z.object({
  id: z.number().int(),
  /** The address part of `/activity/{url}` that resolves to this page. */
  url: z.string(),
  title: z.string(),
  /** Site-relative picture address, or '' when the page has none. */
  banner: z.string(),
  rules: z.string(),
  /** upcoming until `start`, ongoing until `end`. */
  status: z.enum(['upcoming', 'ongoing']),
  /** 10-digit seconds. */
  start: z.number().int(),
  end: z.number().int(),
  /** Server clock, 10-digit seconds, for the countdown. */
  timestamp: z.number().int(),
  floors: z.array(activityFloor),
});
export type ActivityPageData = z.infer<typeof activityPageData>;

export const activityPageSummary = activityPageData.pick({
  id: true,
  url: true,
  title: true,
  status: true,
  start: true,
  end: true,
});
export type ActivityPageSummary = z.infer<typeof activityPageSummary>;

/** GET /api/activity/pages — the pages that have not ended, running first: what /activity/{url} resolves against. */
export const activityPageList = z.object({
  timestamp: z.number().int(),
  list: z.array(activityPageSummary),
});
export type ActivityPageList = z.infer<typeof activityPageList>;
