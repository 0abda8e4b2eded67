import { z } from 'zod';
import { CONTROLLED_AUTH_STATUSES, REVIEW_STATUSES } from '../print/account-labels';
import { flag, idParam, pageOf, pageQuery } from './common';
import { advert } from './content';
import { goods } from './goods';

/**
 * Controlled sale (控销, route prefix kxzq): a controlled product belongs to one programme (控销计划); a buyer's
 * company may buy it when its region is one of the programme's regions or it holds an approved application.
 */

/** Why (or why not) the company may buy a programme's goods. `none` also answers visitors. */
export const controlledAuthStatus = z.enum(CONTROLLED_AUTH_STATUSES);
export type ControlledAuthStatus = z.infer<typeof controlledAuthStatus>;

/** An application is reviewed like a qualification: 待审核 / 已通过 / 已驳回. */
export const controlledApplicationStatus = z.enum(REVIEW_STATUSES);
export type ControlledApplicationStatus = z.infer<typeof controlledApplicationStatus>;

/** One application of a company for a programme. Times are 10-digit seconds; decided_at 0 while pending. */
export const controlledApplication = z.object({
  id: z.number().int(),
  status: controlledApplicationStatus,
  /** The operator's note (the reason of a rejection); '' when none. */
  note: z.string(),
  created_at: z.number().int(),
  decided_at: z.number().int(),
});
export type ControlledApplication = z.infer<typeof controlledApplication>;

/** The company's standing for one programme. */
export const controlledAuth = z.object({
  auth_status: controlledAuthStatus,
  is_authorised: flag,
  /** The application that decides the status (approved, else pending, else the latest rejected); null if none. */
  application: controlledApplication.nullable(),
});
export type ControlledAuth = z.infer<typeof controlledAuth>;

export const controlledProgramme = z.object({
  id: z.number().int(),
  /** Slug of /kxzq/goods/:url. */
  url: z.string(),
  title: z.string(),
  /** The programme's manufacturer, '' for a programme across makers. */
  manufacturer: z.string(),
  description: z.string(),
  /** Provinces whose buyers are authorised without applying. */
  regions: z.array(z.string()),
  goods_count: z.number().int(),
  ...controlledAuth.shape,
});
export type ControlledProgramme = z.infer<typeof controlledProgramme>;

/** GET /api/kxzq — every programme with the signed-in company's standing. */
export const controlledProgrammeList = z.object({ list: z.array(controlledProgramme) });
export type ControlledProgrammeList = z.infer<typeof controlledProgrammeList>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;
const slug = z.string({ error: '控销计划不存在' }).trim().regex(SLUG, { error: '控销计划不存在' });

export const controlledProgrammeParams = z.strictObject({ url: slug });

/** GET /api/kxzq/goods/:url?page= — one programme and a page of its goods (the list's goods shape). */
export const controlledProgrammePage = pageOf(goods).extend({ programme: controlledProgramme });
export type ControlledProgrammePage = z.infer<typeof controlledProgrammePage>;
export const controlledGoodsQuery = pageQuery;

/** POST /api/kxzq/apply — a programme by its url, or by one of its goods (the product detail page). */
export const controlledApplyBody = z
  .strictObject({
    url: slug.optional(),
    goods_id: idParam('商品').optional(),
  })
  .refine((body) => (body.url === undefined) !== (body.goods_id === undefined), {
    error: '请选择要申请的控销计划',
    path: ['url'],
  });
export type ControlledApplyBody = z.infer<typeof controlledApplyBody>;

/** The answer of an application: the programme and the company's standing after it. */
export const controlledApplyResult = controlledAuth.extend({
  programme: z.object({ url: z.string(), title: z.string() }),
});
export type ControlledApplyResult = z.infer<typeof controlledApplyResult>;

/** GET /api/kxzq/applications — the company's applications, newest first. */
export const controlledApplicationItem = controlledApplication.extend({
  programme: z.object({ url: z.string(), title: z.string() }),
});
export type ControlledApplicationItem = z.infer<typeof controlledApplicationItem>;
export const controlledApplicationPage = pageOf(controlledApplicationItem);

/** GET /api/kxzq/goods_access/:id — a product's programme and the company's standing (detail page). */
export const controlledGoodsAccess = controlledAuth.extend({
  goods_id: z.number().int(),
  is_controlled: flag,
  /** Null for goods outside controlled sale, and for controlled goods not yet in a programme. */
  programme: z.object({ url: z.string(), title: z.string() }).nullable(),
});
export type ControlledGoodsAccess = z.infer<typeof controlledGoodsAccess>;

/** Zone banners: GET /api/focus/kxzq, /api/focus/new_kxzq and /api/focus/kxzq_ad. */
export const advertList = z.object({ list: z.array(advert) });
export type AdvertList = z.infer<typeof advertList>;

/** `ids` of /api/focus/kxzq_ad: a comma list (or repeated ids[]) of advert ids, at most 20. */
export const advertIdsQuery = z.strictObject({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
    z
      .array(idParam('广告'), { error: '请指定广告' })
      .min(1, { error: '请指定广告' })
      .max(20, { error: '一次最多20个广告' })
      .transform((ids) => [...new Set(ids)]),
  ),
});
