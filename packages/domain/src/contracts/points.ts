import { z } from 'zod';
import { POINTS_ENTRY_KINDS, POINTS_ITEM_KINDS, POINTS_ORDER_STATUSES } from '../print/points-labels';
import { idParam, intParam, PAGE_MAX, pageOf } from './common';
import { orderAddress } from './orders';

/*
 * Points and the points mall (issue #22 §4, docs/points.md): the buyer's points log with what expires when, the
 * mall's items, exchanging (an order paid in points) and the points orders. The spec leaves these "not shown";
 * the paths are the issue's.
 */

export const pointsEntryKind = z.enum(POINTS_ENTRY_KINDS, { error: '类型不存在' });
export const pointsItemKind = z.enum(POINTS_ITEM_KINDS, { error: '商品类型不存在' });
export const pointsOrderStatus = z.enum(POINTS_ORDER_STATUSES, { error: '订单状态不存在' });

const page = intParam('页码', { min: 1, max: PAGE_MAX }).default(1);
const perPage = intParam('每页数量', { min: 1, max: 100, tooBig: '每页数量最多100' }).default(20);

/** GET /api/user/points_log: type '' = all kinds. */
export const pointsLogQuery = z.strictObject({
  page,
  per_page: perPage,
  type: z.union([z.literal(''), pointsEntryKind], { error: '类型不存在' }).default(''),
});
export type PointsLogQuery = z.infer<typeof pointsLogQuery>;

export const pointsLogRow = z.object({
  id: z.number().int(),
  /** Unix seconds. */
  time: z.number().int(),
  type: pointsEntryKind,
  /** Signed: + earned, − spent, taken back or expired. */
  points: z.number().int(),
  balance_after: z.number().int(),
  remark: z.string(),
  /** Unix seconds the points of a credit expire; null for debits and credits that never expire. */
  expires_at: z.number().int().nullable(),
});
export type PointsLogRow = z.infer<typeof pointsLogRow>;

/** Points still held, grouped by when they expire (first in, first out), earliest first. */
export const pointsExpiring = z.array(z.object({ expires_at: z.number().int(), points: z.number().int() }));

export const pointsLog = pageOf(pointsLogRow).extend({
  balance: z.number().int(),
  expiring: pointsExpiring,
});
export type PointsLog = z.infer<typeof pointsLog>;

/** GET /api/points_mall. */
export const pointsMallQuery = z.strictObject({ page, per_page: perPage });
export type PointsMallQuery = z.infer<typeof pointsMallQuery>;

/** The coupon a coupon item issues (a template of the coupons table). */
export const pointsItemCoupon = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: z.string(),
  threshold: z.string(),
});

export const pointsMallItem = z.object({
  id: z.number().int(),
  kind: pointsItemKind,
  name: z.string(),
  image: z.string(),
  description: z.string(),
  /** Points per unit. */
  points: z.number().int(),
  stock: z.number().int(),
  /** Units one buyer may exchange in all; 0 = no limit. */
  per_buyer_limit: z.number().int(),
  /** Units this buyer has exchanged (0 for a visitor). */
  exchanged: z.number().int(),
  coupon: pointsItemCoupon.nullable(),
});
export type PointsMallItem = z.infer<typeof pointsMallItem>;

/** The page, and the visitor's or buyer's points (0 for a visitor). */
export const pointsMallPage = pageOf(pointsMallItem).extend({ balance: z.number().int() });
export type PointsMallPage = z.infer<typeof pointsMallPage>;

export const pointsItemParams = z.strictObject({ id: idParam('积分商品') });
export const pointsOrderParams = z.strictObject({ id: idParam('积分订单') });

/** POST /api/points_mall/{id}/exchange (Idempotency-Key): a goods item needs the address it ships to. */
export const pointsExchangeBody = z.strictObject({
  number: intParam('兑换数量', {
    min: 1,
    max: 99,
    tooSmall: '兑换数量至少为1',
    tooBig: '兑换数量最多99',
  }).default(1),
  address_id: idParam('收货地址').optional(),
});
export type PointsExchangeBody = z.infer<typeof pointsExchangeBody>;

export const pointsOrder = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  item_id: z.number().int(),
  kind: pointsItemKind,
  name: z.string(),
  image: z.string(),
  number: z.number().int(),
  /** Points paid in all. */
  points: z.number().int(),
  status: pointsOrderStatus,
  /** The shipping address (goods); null for a coupon. */
  address: orderAddress.nullable(),
  carrier: z.string(),
  tracking_no: z.string(),
  /** Unix seconds; shipped_at and completed_at null until then. */
  created_at: z.number().int(),
  shipped_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  /** The coupon issued (coupon items). */
  coupon_title: z.string(),
});
export type PointsOrder = z.infer<typeof pointsOrder>;

/** The exchange's answer: the order and the points left. */
export const pointsExchangeResult = z.object({ order: pointsOrder, balance: z.number().int() });
export type PointsExchangeResult = z.infer<typeof pointsExchangeResult>;

export const pointsOrderQuery = z.strictObject({ page, per_page: perPage });
export const pointsOrderPage = pageOf(pointsOrder);
export type PointsOrderPage = z.infer<typeof pointsOrderPage>;
