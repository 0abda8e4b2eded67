import { z } from 'zod';
import { ENTERPRISE_TYPES } from '../print/account-labels';
import { activityPageData } from './activity-pages';
import { flag, idParam, intParam, multiLineText, oneLineText, PAGE_MAX } from './common';
import { isoTime } from './coupons';

/*
 * The all-store percentage off (全场94折, `/welfare`) on the wire: the page a buyer opens, and the operators'
 * editing (运营, permission `promotions`). Rules: welfare.ts and cart-pricing/store-wide.ts; docs/pricing.md.
 */

export const welfareQuery = z.strictObject({
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 100 }).default(20),
});
export type WelfareQuery = z.infer<typeof welfareQuery>;

/**
 * GET /api/welfare — the running offer as an activity page (banner, rules, window on the server clock) whose one
 * floor is this page of its goods, each with `store_wide_price` (what one unit costs in it; null for visitors
 * and buyers outside its audience). 404 when none runs.
 */
export const welfareData = activityPageData.extend({
  rate_percent: z.number().int(),
  /** 94折 */
  label: z.string(),
  /** The viewer's company gets the offer (signed in, in its audience). */
  in_audience: flag,
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type WelfareData = z.infer<typeof welfareData>;

export const storeWideExclusionsBody = z.strictObject({
  controlled: z.boolean().default(true),
  promotions: z.boolean().default(true),
  discounted: z.boolean().default(false),
  goods_ids: z.array(idParam('排除商品')).max(500, { error: '排除商品最多500个' }).default([]),
  category_ids: z.array(idParam('排除分类')).max(200, { error: '排除分类最多200个' }).default([]),
});

/** POST /api/console/welfare (create) and PUT /api/console/welfare/{id} (edit). */
export const storeWideOfferBody = z
  .strictObject({
    title: oneLineText('名称').min(1, { error: '请填写名称' }).max(30, { error: '名称最多30字' }),
    /** The percentage paid, 1–99 (94 = 94折). */
    rate_percent: intParam('折扣', { min: 1, max: 99 }),
    starts_at: isoTime('开始时间'),
    ends_at: isoTime('结束时间'),
    banner: oneLineText('图片地址').max(300, { error: '图片地址过长' }).default(''),
    rules: multiLineText('规则').max(2000, { error: '规则最多2000字' }).default(''),
    enterprise_types: z.array(z.enum(ENTERPRISE_TYPES)).default([]),
    regions: z.array(oneLineText('地区').min(2).max(20)).max(40).default([]),
    exclude: storeWideExclusionsBody.default({
      controlled: true,
      promotions: true,
      discounted: false,
      goods_ids: [],
      category_ids: [],
    }),
  })
  .refine((body) => Date.parse(body.starts_at) < Date.parse(body.ends_at), {
    error: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export type StoreWideOfferBody = z.infer<typeof storeWideOfferBody>;

export const storeWideParams = z.strictObject({ id: idParam('活动') });

/** POST /api/console/welfare/{id}/status: pause, resume, or end now. */
export const storeWideStatusBody = z.strictObject({ action: z.enum(['pause', 'resume', 'end']) });
export type StoreWideStatusBody = z.infer<typeof storeWideStatusBody>;

export const consoleStoreWideRow = z.object({
  id: z.number().int(),
  title: z.string(),
  rate_percent: z.number().int(),
  label: z.string(),
  /** ISO 8601. */
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['upcoming', 'ongoing', 'paused', 'ended']),
  banner: z.string(),
  rules: z.string(),
  enterprise_types: z.array(z.enum(ENTERPRISE_TYPES)),
  regions: z.array(z.string()),
  exclude: z.object({
    controlled: z.boolean(),
    promotions: z.boolean(),
    discounted: z.boolean(),
    goods_ids: z.array(z.number().int()),
    category_ids: z.array(z.number().int()),
  }),
});
export type ConsoleStoreWideRow = z.infer<typeof consoleStoreWideRow>;
export const consoleStoreWideList = z.object({ list: z.array(consoleStoreWideRow) });
export type ConsoleStoreWideList = z.infer<typeof consoleStoreWideList>;
