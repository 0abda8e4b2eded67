import { z } from 'zod';
import { COUPON_KINDS } from '../cart-pricing/coupon';
import { COUPON_AUDIENCES, COUPON_TEMPLATE_STATUSES } from '../coupon-centre';
import { yuanToFen } from '../money';
import { COUPON_SCOPES } from '../print/order-labels';
import { flag, idParam, intParam, oneLineText, PAGE_MAX, yuanInput, yuanString } from './common';

/*
 * The coupon centre (/lqzx) and the operators' coupon templates (issue #22 §2, §5). Rules: coupon-centre.ts;
 * the engine: cart-pricing/coupon.ts; decisions: docs/promotions.md.
 */

export const couponKind = z.enum(COUPON_KINDS);
export const couponAudience = z.enum(COUPON_AUDIENCES);
export const couponTemplateStatus = z.enum(COUPON_TEMPLATE_STATUSES);
export const claimStateSchema = z.enum(['claimable', 'claimed', 'sold_out', 'unavailable']);

/** GET /api/user/availableCoupon: type 0 全部, 1 店铺券, 2 品类券, 3 新人券. */
export const availableCouponQuery = z.strictObject({
  type: intParam('优惠券类型', { max: 3, tooBig: '优惠券类型不存在' }).default(0),
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 50 }).default(20),
});
export type AvailableCouponQuery = z.infer<typeof availableCouponQuery>;

/** A template in the centre, as this buyer sees it. */
export const availableCoupon = z.object({
  /** The template (coupons.id): what POST /api/coupon/{id}/claim names. */
  id: z.number().int(),
  title: z.string(),
  kind: couponKind,
  /** Amount off (amount); the cap for a discount coupon ("0.00" = no cap). */
  amount: yuanString,
  /** Discount coupons: "8.8" is 8.8折; null for amount coupons. */
  rate: z.string().nullable(),
  threshold: yuanString,
  scope: z.enum(COUPON_SCOPES),
  scope_text: z.string(),
  /** 1 店铺券, 2 品类券, 3 新人券. */
  group: z.number().int(),
  /** Fixed validity (10-digit seconds) or null with `validity_days`. */
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
  validity_days: z.number().int().nullable(),
  /** Left to claim; null when the template has no total. */
  remaining: z.number().int().nullable(),
  per_buyer_limit: z.number().int(),
  /** How many this buyer's company holds (used or not). */
  claimed: z.number().int(),
  state: claimStateSchema,
  /** Why not claimable ('' when claimable). */
  reason: z.string(),
});
export type AvailableCoupon = z.infer<typeof availableCoupon>;
export const availableCouponList = z.object({
  list: z.array(availableCoupon),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AvailableCouponList = z.infer<typeof availableCouponList>;

/** POST /api/coupon/{id}/claim. */
export const couponClaimParams = z.strictObject({ id: idParam('优惠券') });
export const couponClaimResult = z.object({
  /** The coupon now held (user_coupons.id). */
  user_coupon_id: z.number().int(),
  claimed: z.number().int(),
  remaining: z.number().int().nullable(),
  state: claimStateSchema,
});
export type CouponClaimResult = z.infer<typeof couponClaimResult>;

/* ---------- Console: coupon templates (运营, permission `promotions`) ---------- */

export const isoTime = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: `${label}格式不正确` });
const idList = (label: string) =>
  z
    .array(idParam(label))
    .max(500, { error: `${label}最多500个` })
    .default([]);

export const couponTemplateBody = z
  .strictObject({
    title: oneLineText('名称').min(1, { error: '请填写名称' }).max(30, { error: '名称最多30字' }),
    kind: couponKind,
    /** Amount off; for a discount coupon the cap ("0" = no cap). */
    amount: yuanInput('面额'),
    /** Discount coupons: the percentage paid, 1–99 (88 = 8.8折). */
    rate_percent: intParam('折扣', { min: 1, max: 99 }).optional(),
    threshold: yuanInput('使用门槛').default('0'),
    scope: z.enum(COUPON_SCOPES),
    scope_ids: idList('适用范围'),
    exclude_goods_ids: idList('排除商品'),
    with_full_amount: z.boolean().default(true),
    audience: couponAudience.default('all'),
    /** Absent: no total. */
    total_quantity: intParam('发放总量', { min: 1, max: 10_000_000 }).optional(),
    per_buyer_limit: intParam('每人限领', { min: 1, max: 100 }).default(1),
    claim_starts_at: isoTime('领取开始时间'),
    claim_ends_at: isoTime('领取结束时间'),
    /** Fixed validity, or `validity_days` after claiming. */
    starts_at: isoTime('有效期开始').optional(),
    ends_at: isoTime('有效期结束').optional(),
    validity_days: intParam('领取后有效天数', { min: 1, max: 3650 }).optional(),
  })
  .refine((body) => body.kind !== 'discount' || body.rate_percent !== undefined, {
    error: '请填写折扣',
    path: ['rate_percent'],
  })
  .refine((body) => body.kind === 'discount' || yuanToFen(body.amount) > 0, {
    error: '面额须大于0',
    path: ['amount'],
  })
  .refine((body) => body.scope === 'all' || body.scope_ids.length > 0, {
    error: '请选择适用范围',
    path: ['scope_ids'],
  })
  .refine((body) => Date.parse(body.claim_starts_at) < Date.parse(body.claim_ends_at), {
    error: '领取结束时间须晚于开始时间',
    path: ['claim_ends_at'],
  })
  .refine(
    (body) =>
      body.validity_days !== undefined ||
      (body.starts_at !== undefined &&
        body.ends_at !== undefined &&
        Date.parse(body.starts_at) < Date.parse(body.ends_at)),
    { error: '请填写有效期（起止日期，或领取后天数）', path: ['validity_days'] },
  );
export type CouponTemplateBody = z.infer<typeof couponTemplateBody>;

/** POST /api/console/coupons/{id}/schedule: a new claim window. */
export const couponScheduleBody = z
  .strictObject({ claim_starts_at: isoTime('领取开始时间'), claim_ends_at: isoTime('领取结束时间') })
  .refine((body) => Date.parse(body.claim_starts_at) < Date.parse(body.claim_ends_at), {
    error: '领取结束时间须晚于开始时间',
    path: ['claim_ends_at'],
  });
export type CouponScheduleBody = z.infer<typeof couponScheduleBody>;

/** POST /api/console/coupons/{id}/status: pause, resume (active) or end. */
export const couponStatusBody = z.strictObject({ status: couponTemplateStatus });

export const consoleCouponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: couponKind,
  amount: yuanString,
  rate: z.string().nullable(),
  threshold: yuanString,
  scope_text: z.string(),
  audience: couponAudience,
  status: couponTemplateStatus,
  with_full_amount: flag,
  total_quantity: z.number().int().nullable(),
  claimed_count: z.number().int(),
  used_count: z.number().int(),
  per_buyer_limit: z.number().int(),
  /** ISO 8601. */
  claim_starts_at: z.string(),
  claim_ends_at: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  validity_days: z.number().int().nullable(),
});
export type ConsoleCouponRow = z.infer<typeof consoleCouponRow>;
export const consoleCouponList = z.object({ list: z.array(consoleCouponRow) });
export type ConsoleCouponList = z.infer<typeof consoleCouponList>;
