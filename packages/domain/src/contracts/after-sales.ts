import { z } from 'zod';
import {
  AFTER_SALE_ACTIONS,
  AFTER_SALE_FOLLOWS,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUSES,
  AFTER_SALE_TYPES,
} from '../print/after-sale-labels';
import {
  flagParam,
  idParam,
  intParam,
  multiLineText,
  oneLineText,
  pageOf,
  pageQuery,
  yuanString,
} from './common';
import { warehouseChoice, warehouseIdField } from './console-warehouses';
import { imageId } from './qualifications';

/*
 * After-sales on the wire (issue #21, docs/after-sales.md): the buyer's request, its list and page, shipping the
 * goods back, and the operators' decisions. Paths: POST /api/order/{id}/after_sale, GET /api/after_sale(/{id}),
 * POST /api/after_sale/{id}/ship_back|cancel, /api/console/after_sales/….
 */

export const afterSaleType = z.enum(AFTER_SALE_TYPES, { error: '请选择售后类型' });
export const afterSaleStatus = z.enum(AFTER_SALE_STATUSES, { error: '售后状态不存在' });
export const afterSaleReason = z.enum(AFTER_SALE_REASONS, { error: '请从列表中选择售后原因' });
export const afterSaleAction = z.enum(AFTER_SALE_ACTIONS);

export const AFTER_SALE_DESCRIPTION_MAX = 500;
export const AFTER_SALE_IMAGES_MAX = 9;
export const AFTER_SALE_LINES_MAX = 100;

/** POST /api/order/{id}/after_sale. Quantities are checked against what is returnable on the server. */
export const afterSaleCreateBody = z.strictObject({
  type: afterSaleType,
  reason: afterSaleReason,
  description: multiLineText('问题描述')
    .max(AFTER_SALE_DESCRIPTION_MAX, { error: `问题描述最多${AFTER_SALE_DESCRIPTION_MAX}字` })
    .default(''),
  lines: z
    .array(
      z.strictObject({
        line_id: idParam('订单商品'),
        number: intParam('售后数量', { min: 1, max: 1_000_000, tooSmall: '售后数量至少为1' }),
      }),
      { error: '请选择售后商品' },
    )
    .min(1, { error: '请选择售后商品' })
    .max(AFTER_SALE_LINES_MAX, { error: `一次最多${AFTER_SALE_LINES_MAX}种商品` }),
  image_ids: z
    .array(imageId)
    .max(AFTER_SALE_IMAGES_MAX, { error: `最多上传${AFTER_SALE_IMAGES_MAX}张图片` })
    .default([]),
});
export type AfterSaleCreateBody = z.infer<typeof afterSaleCreateBody>;

export const afterSaleCreated = z.object({ id: z.number().int() });

export const afterSaleIdParams = z.strictObject({ id: idParam('售后申请') });

/** GET /api/after_sale: page, status ('' = all). */
export const afterSaleListQuery = pageQuery.extend({
  status: z.union([z.literal(''), afterSaleStatus]).default(''),
});
export type AfterSaleListQuery = z.infer<typeof afterSaleListQuery>;

/** One step of a request's timeline. */
export const afterSaleEvent = z.object({
  status: afterSaleStatus,
  status_text: z.string(),
  note: z.string(),
  /** Unix seconds. */
  at: z.number().int(),
});
export type AfterSaleEvent = z.infer<typeof afterSaleEvent>;

export const afterSaleLine = z.object({
  id: z.number().int(),
  order_line_id: z.number().int(),
  goods_id: z.number().int().nullable(),
  name: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  goods_image: z.string(),
  /** Units; sets for a combination's set line. */
  number: z.number().int(),
  /** What these units cost after the line's discounts (what a refund of them gives back). */
  amount: yuanString,
  /**
   * Units that follow another line: 'gift' — a gift the kept units no longer earn (赠品随退, refund 0); 'set_part' —
   * a part of the sets returned. null for a line the buyer named.
   */
  follows: z.enum(AFTER_SALE_FOLLOWS).nullable(),
  /** 赠品随退 / 套餐内商品, or ''. */
  follows_text: z.string(),
});
export type AfterSaleLine = z.infer<typeof afterSaleLine>;

export const afterSaleSummary = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_sn: z.string(),
  type: afterSaleType,
  type_text: z.string(),
  status: afterSaleStatus,
  status_text: z.string(),
  reason: afterSaleReason,
  reason_text: z.string(),
  /** Σ line amounts: what a refund of this request is worth (0.00 for 换货 and 补寄资料 too, as shown). */
  amount: yuanString,
  units: z.number().int(),
  created_at: z.number().int(),
});
export type AfterSaleSummary = z.infer<typeof afterSaleSummary>;

export const afterSaleList = pageOf(afterSaleSummary);
export type AfterSaleList = z.infer<typeof afterSaleList>;

/** GET /api/after_sale/{id}. */
export const afterSaleDetail = afterSaleSummary.extend({
  description: z.string(),
  images: z.array(z.object({ image_id: z.string(), url: z.string() })),
  lines: z.array(afterSaleLine),
  /** Set on approval of a return or exchange: where to send the goods, and by when (unix seconds). */
  return_address: z.string(),
  return_deadline: z.number().int().nullable(),
  carrier: z.string(),
  tracking_no: z.string(),
  reject_reason: z.string(),
  /** The refund once made: amount and where it went. */
  refund: z.object({ amount: yuanString, note: z.string() }).nullable(),
  timeline: z.array(afterSaleEvent),
  /** What the buyer may do now (寄回, 撤销). */
  actions: z.array(afterSaleAction),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetail>;

/** POST /api/after_sale/{id}/ship_back. */
export const afterSaleShipBackBody = z.strictObject({
  carrier: oneLineText('快递公司').min(1, { error: '请输入快递公司' }).max(30, { error: '快递公司最多30字' }),
  tracking_no: oneLineText('快递单号')
    .min(4, { error: '请输入快递单号' })
    .max(40, { error: '快递单号最多40位' })
    .regex(/^[A-Za-z0-9-]+$/, { error: '快递单号只能包含字母、数字和-' }),
});
export type AfterSaleShipBackBody = z.infer<typeof afterSaleShipBackBody>;

/* ---------- Operators (/api/console/after_sales) ---------- */

export const consoleAfterSaleQuery = pageQuery.extend({
  status: z.union([z.literal(''), afterSaleStatus]).default('pending'),
});
export type ConsoleAfterSaleQuery = z.infer<typeof consoleAfterSaleQuery>;

export const consoleAfterSaleRow = afterSaleSummary.extend({ company: z.string() });
export const consoleAfterSalePage = pageOf(consoleAfterSaleRow);
export type ConsoleAfterSalePage = z.infer<typeof consoleAfterSalePage>;

export const consoleAfterSaleDetail = afterSaleDetail.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
  pay_method: z.string(),
  /**
   * The warehouse 收货 preselects: the one the request's goods left from (the earliest parcel's, when still
   * active), else the default one (docs/after-sales.md, returns into a warehouse).
   */
  receive_warehouse_id: z.number().int(),
  /** The active warehouses 收货 may choose, the default first. */
  receive_warehouses: z.array(warehouseChoice),
});
export type ConsoleAfterSaleDetail = z.infer<typeof consoleAfterSaleDetail>;

export const afterSaleApproveBody = z.strictObject({
  /** Required for 退货退款 and 换货: where the buyer sends the goods. */
  return_address: oneLineText('退货地址').max(200, { error: '退货地址最多200字' }).default(''),
  /** Days the buyer has to send them back. */
  deadline_days: intParam('寄回期限', { min: 1, max: 30 }).default(7),
});
export const afterSaleRejectBody = z.strictObject({
  reason: oneLineText('驳回原因')
    .min(1, { error: '请输入驳回原因' })
    .max(200, { error: '驳回原因最多200字' }),
});
export const afterSaleReceiveBody = z.strictObject({
  /** 1: the goods are fit to sell again and go back to stock; 0: kept aside (damaged, near expiry). */
  saleable: flagParam('可售').default(0),
  /** The warehouse saleable goods go back into; omitted: the default warehouse (unknown or deactivated: 422). */
  warehouse_id: warehouseIdField,
});
export const afterSaleNoteBody = z.strictObject({
  note: oneLineText('备注').max(200, { error: '备注最多200字' }).default(''),
});
