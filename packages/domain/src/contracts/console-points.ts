import { z } from 'zod';
import { intParam, multiLineText, oneLineText, PAGE_MAX, pageOf } from './common';
import { pointsItemCoupon, pointsItemKind, pointsOrder, pointsOrderStatus } from './points';

/*
 * Points in the operations console (issue #22 §5, docs/points.md): the mall's items with their stock, the
 * points rules, grants and deductions with a reason, and shipping points orders. Every write is audited.
 */

/** PUT /api/console/points/rules. */
export const pointsRulesBody = z.strictObject({
  /** Fen actually paid per point earned: 1000 = 1 point per ¥10. */
  fen_per_point: intParam('每积分所需金额(分)', { min: 1, max: 1_000_000 }),
  /** Points earned in year Y expire at the end of year Y + this (1 = the end of next year). */
  expiry_years: intParam('有效年数', { min: 1, max: 10 }),
});
export type PointsRulesBody = z.infer<typeof pointsRulesBody>;
/** GET /api/console/points/rules, and PUT's answer. */
export const pointsRulesWire = z.object({ fen_per_point: z.number().int(), expiry_years: z.number().int() });
export type PointsRulesWire = z.infer<typeof pointsRulesWire>;

export const consolePointsItem = z.object({
  id: z.number().int(),
  kind: pointsItemKind,
  name: z.string(),
  image: z.string(),
  description: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  per_buyer_limit: z.number().int(),
  /** On sale in the mall. */
  on_sale: z.boolean(),
  sort: z.number().int(),
  coupon: pointsItemCoupon.nullable(),
  /** Units exchanged in all. */
  exchanged: z.number().int(),
});
export type ConsolePointsItem = z.infer<typeof consolePointsItem>;
export const consolePointsItemList = z.object({ list: z.array(consolePointsItem) });
export type ConsolePointsItemList = z.infer<typeof consolePointsItemList>;

const itemFields = {
  name: oneLineText('商品名称').min(1, { error: '请填写商品名称' }).max(60, { error: '商品名称最多60字' }),
  image: oneLineText('图片地址').max(500, { error: '图片地址最多500字' }).default(''),
  description: multiLineText('商品说明').max(1000, { error: '商品说明最多1000字' }).default(''),
  points: intParam('所需积分', { min: 1, max: 10_000_000 }),
  stock: intParam('库存', { min: 0, max: 1_000_000 }),
  per_buyer_limit: intParam('每人限兑', { min: 0, max: 10_000 }).default(0),
  on_sale: z.boolean({ error: '上架状态只能是是或否' }).default(true),
  sort: intParam('排序', { min: 0, max: 10_000 }).default(0),
};

/** POST /api/console/points/items: a coupon item names an existing coupon template. */
export const pointsItemCreateBody = z
  .strictObject({
    kind: pointsItemKind,
    coupon_id: intParam('优惠券模板', { min: 1 }).nullable().default(null),
    ...itemFields,
  })
  .refine((body) => (body.kind === 'coupon') === (body.coupon_id !== null), {
    error: '优惠券商品须选择优惠券模板，实物商品不选',
    path: ['coupon_id'],
  });
export type PointsItemCreateBody = z.infer<typeof pointsItemCreateBody>;

/** PATCH /api/console/points/items/{id}: any of the fields; the kind and coupon stay. */
export const pointsItemUpdateBody = z.strictObject({
  name: itemFields.name.optional(),
  image: oneLineText('图片地址').max(500, { error: '图片地址最多500字' }).optional(),
  description: multiLineText('商品说明').max(1000, { error: '商品说明最多1000字' }).optional(),
  points: itemFields.points.optional(),
  stock: itemFields.stock.optional(),
  per_buyer_limit: intParam('每人限兑', { min: 0, max: 10_000 }).optional(),
  on_sale: z.boolean({ error: '上架状态只能是是或否' }).optional(),
  sort: intParam('排序', { min: 0, max: 10_000 }).optional(),
});
export type PointsItemUpdateBody = z.infer<typeof pointsItemUpdateBody>;

export const consolePointsIdParams = z.strictObject({ id: intParam('编号', { min: 1 }) });

/** POST /api/console/points/grants: + grants, − deducts (never below 0: 409), to the login with this phone. */
export const pointsGrantBody = z.strictObject({
  phone: z.string({ error: '请填写手机号' }).regex(/^1\d{10}$/, { error: '手机号格式不正确' }),
  points: intParam('积分', { min: -1_000_000, max: 1_000_000 }).refine((value) => value !== 0, {
    error: '积分不能为0',
  }),
  reason: oneLineText('原因').min(1, { error: '请填写原因' }).max(100, { error: '原因最多100字' }),
});
export type PointsGrantBody = z.infer<typeof pointsGrantBody>;
export const pointsGrantResult = z.object({ user_id: z.number().int(), balance: z.number().int() });
export type PointsGrantResult = z.infer<typeof pointsGrantResult>;

/** GET /api/console/points/orders: status '' = all; paid first-in first-out is the shipping queue. */
export const consolePointsOrderQuery = z.strictObject({
  status: z.union([z.literal(''), pointsOrderStatus], { error: '订单状态不存在' }).default('paid'),
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
});
export const consolePointsOrder = pointsOrder.extend({
  buyer: z.object({ phone: z.string(), company: z.string() }),
});
export type ConsolePointsOrder = z.infer<typeof consolePointsOrder>;
export const consolePointsOrderPage = pageOf(consolePointsOrder);
export type ConsolePointsOrderPage = z.infer<typeof consolePointsOrderPage>;

/** POST /api/console/points/orders/{id}/ship. */
export const pointsShipBody = z.strictObject({
  carrier: oneLineText('承运商').min(1, { error: '请填写承运商' }).max(50, { error: '承运商最多50字' }),
  tracking_no: oneLineText('运单号').min(1, { error: '请填写运单号' }).max(50, { error: '运单号最多50字' }),
});
export type PointsShipBody = z.infer<typeof pointsShipBody>;
