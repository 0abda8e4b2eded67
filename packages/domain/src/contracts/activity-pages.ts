import { z } from 'zod';
import { idParam, multiLineText, oneLineText } from './common';
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

/* ---------- Console: activity pages and templates (运营, permission `content`) ---------- */

const pageFloorBody = z.strictObject({
  title: oneLineText('楼层标题').min(1, { error: '请填写楼层标题' }).max(20, { error: '楼层标题最多20字' }),
  goods_ids: z.array(idParam('商品')).max(60, { error: '每个楼层最多60个商品' }),
});

/** POST /api/console/activity-pages (create) and PUT /api/console/activity-pages/{id} (edit). */
export const activityPageBody = z
  .strictObject({
    /** What `/activity/{url}` and `/yjh/{url}` name: letters, digits and dashes. */
    url: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: '地址只能用小写字母、数字和短横线（最多40个）' }),
    title: oneLineText('活动名称').min(1, { error: '请填写活动名称' }).max(30, { error: '活动名称最多30字' }),
    /** Site-relative picture address (/api/picture/…); '' for none. */
    banner: z
      .string()
      .max(300)
      .regex(/^(\/[^/].*)?$/, { error: '图片地址须为站内地址' })
      .default(''),
    rules: multiLineText('活动规则')
      .min(1, { error: '请填写活动规则' })
      .max(2000, { error: '活动规则最多2000字' }),
    starts_at: z.string().refine((text) => !Number.isNaN(Date.parse(text)), { error: '开始时间格式不正确' }),
    ends_at: z.string().refine((text) => !Number.isNaN(Date.parse(text)), { error: '结束时间格式不正确' }),
    floors: z.array(pageFloorBody).min(1, { error: '至少一个商品楼层' }).max(10, { error: '最多10个楼层' }),
    sort: z.number().int().min(0).max(999).default(0),
  })
  .refine((body) => Date.parse(body.starts_at) < Date.parse(body.ends_at), {
    error: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export type ActivityPageBody = z.infer<typeof activityPageBody>;

/** POST /api/console/activity-pages/{id}/status: pause, resume, or end now. */
export const activityPageStatusBody = z.strictObject({ action: z.enum(['pause', 'resume', 'end']) });
export type ActivityPageStatusBody = z.infer<typeof activityPageStatusBody>;

export const consoleActivityPageRow = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  banner: z.string(),
  rules: z.string(),
  /** ISO 8601. */
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['upcoming', 'ongoing', 'paused', 'ended']),
  floors: z.array(z.object({ title: z.string(), goods_ids: z.array(z.number().int()) })),
  sort: z.number().int(),
});
export type ConsoleActivityPageRow = z.infer<typeof consoleActivityPageRow>;
export const consoleActivityPageList = z.object({ list: z.array(consoleActivityPageRow) });
