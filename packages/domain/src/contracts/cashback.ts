import { z } from 'zod';
import { CASH_VOUCHER_STATUSES, CASHBACK_STATUSES } from '../cashback';
import { COUPON_AUDIENCES } from '../coupon-centre';
import { yuanToFen } from '../money';
import { COUPON_SCOPES } from '../print/order-labels';
import { idParam, intParam, multiLineText, oneLineText, PAGE_MAX, yuanInput, yuanString } from './common';

/*
 * Cash-back (满返, /hb) and cash vouchers (现金券, /wdqb/xjq), issue #22 §1. Rules: cashback.ts and
 * cart-pricing/cash-voucher.ts; decisions: docs/cashback.md.
 */

export const cashVoucherStatus = z.enum(CASH_VOUCHER_STATUSES);

/** GET /api/user/cash_voucher: status '' = all. */
export const cashVoucherQuery = z.strictObject({
  status: z.union([z.literal(''), cashVoucherStatus]).default(''),
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 100 }).default(20),
});
export type CashVoucherQuery = z.infer<typeof cashVoucherQuery>;

export const cashVoucherItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The face amount and what is left of it. */
  amount: yuanString,
  remaining: yuanString,
  status: cashVoucherStatus,
  status_text: z.string(),
  /** 10-digit seconds: valid from, until (exclusive). */
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  /** The order that earned it. */
  order_id: z.number().int().nullable(),
  order_sn: z.string().nullable(),
});
export type CashVoucherItem = z.infer<typeof cashVoucherItem>;
export const cashVoucherList = z.object({
  list: z.array(cashVoucherItem),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Σ remaining of the unused vouchers. */
  usable_total: yuanString,
});
export type CashVoucherList = z.infer<typeof cashVoucherList>;

export const cashbackTierWire = z.object({ threshold: yuanString, voucher: yuanString });

/** A running campaign on /hb. */
export const cashbackCampaignItem = z.object({
  id: z.number().int(),
  title: z.string(),
  rule_text: z.string(),
  audience: z.enum(COUPON_AUDIENCES),
  scope: z.enum(COUPON_SCOPES),
  scope_text: z.string(),
  tiers: z.array(cashbackTierWire),
  validity_days: z.number().int(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  /** Up to 12 goods of a goods, category or brand scope (none for the whole store), never banned online. */
  goods: z.array(z.object({ id: z.number().int(), name: z.string(), ypgg: z.string(), image: z.string() })),
});
export type CashbackCampaignItem = z.infer<typeof cashbackCampaignItem>;
export const cashbackCampaignList = z.object({ list: z.array(cashbackCampaignItem) });
export type CashbackCampaignList = z.infer<typeof cashbackCampaignList>;

/** The cash-back an order earned, on its detail. */
export const orderCashbackWire = z.object({
  campaign_title: z.string(),
  /** What the voucher was issued for, null until the order completes (or when refunds left no tier). */
  voucher: z.object({ id: z.number().int(), amount: yuanString, status_text: z.string() }).nullable(),
});
export type OrderCashbackWire = z.infer<typeof orderCashbackWire>;

/* ---------- Console: cash-back campaigns (运营, permission `promotions`) ---------- */

const isoTime = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: `${label}格式不正确` });

export const cashbackTierInput = z.strictObject({
  threshold: yuanInput('返现门槛'),
  voucher: yuanInput('返现金额'),
});

export const cashbackCampaignBody = z
  .strictObject({
    title: oneLineText('名称').min(1, { error: '请填写名称' }).max(30, { error: '名称最多30字' }),
    rule_text: multiLineText('活动规则').max(1000, { error: '活动规则最多1000字' }).default(''),
    audience: z.enum(COUPON_AUDIENCES).default('all'),
    scope: z.enum(COUPON_SCOPES),
    scope_ids: z.array(idParam('适用范围')).max(500).default([]),
    exclude_goods_ids: z.array(idParam('排除商品')).max(500).default([]),
    tiers: z.array(cashbackTierInput).min(1, { error: '请至少设置一档' }).max(10, { error: '最多10档' }),
    validity_days: intParam('现金券有效天数', { min: 1, max: 3650 }),
    starts_at: isoTime('开始时间'),
    ends_at: isoTime('结束时间'),
  })
  .refine((body) => body.scope === 'all' || body.scope_ids.length > 0, {
    error: '请选择适用范围',
    path: ['scope_ids'],
  })
  .refine((body) => Date.parse(body.starts_at) < Date.parse(body.ends_at), {
    error: '结束时间须晚于开始时间',
    path: ['ends_at'],
  })
  .refine(
    (body) =>
      body.tiers.every(
        (tier) =>
          yuanToFen(tier.threshold) > 0 &&
          yuanToFen(tier.voucher) > 0 &&
          yuanToFen(tier.voucher) < yuanToFen(tier.threshold),
      ),
    { error: '每档门槛和返现须大于0，返现须小于门槛', path: ['tiers'] },
  )
  .refine((body) => new Set(body.tiers.map((tier) => yuanToFen(tier.threshold))).size === body.tiers.length, {
    error: '各档门槛不能相同',
    path: ['tiers'],
  });
export type CashbackCampaignBody = z.infer<typeof cashbackCampaignBody>;

export const cashbackCampaignParams = z.strictObject({ id: idParam('满返活动') });
export const cashbackScheduleBody = z
  .strictObject({ starts_at: isoTime('开始时间'), ends_at: isoTime('结束时间') })
  .refine((body) => Date.parse(body.starts_at) < Date.parse(body.ends_at), {
    error: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export const cashbackStatusBody = z.strictObject({ status: z.enum(CASHBACK_STATUSES) });

export const consoleCashbackRow = z.object({
  id: z.number().int(),
  title: z.string(),
  rule_text: z.string(),
  audience: z.enum(COUPON_AUDIENCES),
  scope: z.enum(COUPON_SCOPES),
  scope_ids: z.array(z.number().int()),
  exclude_goods_ids: z.array(z.number().int()),
  tiers: z.array(cashbackTierWire),
  validity_days: z.number().int(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  status: z.enum(CASHBACK_STATUSES),
  status_text: z.string(),
  /** Orders that joined, vouchers issued and their value. */
  orders: z.number().int(),
  issued: yuanString,
});
export type ConsoleCashbackRow = z.infer<typeof consoleCashbackRow>;
export const consoleCashbackList = z.object({ list: z.array(consoleCashbackRow) });
