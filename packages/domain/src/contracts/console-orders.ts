import { z } from 'zod';
import { ONLINE_REFUND_STATUSES } from '../online-pay';
import { BALANCE_ENTRY_KINDS } from '../print/order-labels';
import { flag, idParam, oneLineText, pageOf, pageQuery, yuanString } from './common';
import { orderDetail, orderStatus, payMethod } from './orders';

/*
 * 订单发货 in the console (issue #26 §2, docs/console.md): the orders queue for 仓储, an order's page, and the
 * shipment — the same rules as `ops ship` (orders/ship.ts). A shipment's batch rules that need no database live
 * in parcels.ts (dates, quantity, trace codes' count and format), which `ops ship` checks its `--line` words with.
 */

/** GET /api/console/orders — `status` '' is every order; 待发货 (paid) first, oldest first. */
export const consoleOrderQuery = pageQuery.extend({
  status: z.union([z.literal(''), orderStatus], { error: '订单状态不存在' }).default('paid'),
  /** Order number or company name, a literal substring. */
  keywords: oneLineText('关键词').max(50, { error: '关键词最多50字' }).default(''),
  /** Part of the buying company's name. */
  company: oneLineText('采购单位').max(50, { error: '采购单位最多50字' }).default(''),
  /** Part of a goods name (or trade name, 批准文号) on one of the order's lines. */
  goods: oneLineText('商品').max(50, { error: '商品最多50字' }).default(''),
  /** YYYY-MM-DD, Beijing dates of placing the order, inclusive. */
  start_date: z.union([z.literal(''), z.iso.date({ error: '开始日期格式应为 YYYY-MM-DD' })]).default(''),
  end_date: z.union([z.literal(''), z.iso.date({ error: '结束日期格式应为 YYYY-MM-DD' })]).default(''),
});
export type ConsoleOrderQuery = z.infer<typeof consoleOrderQuery>;

export const consoleOrderRow = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  status: orderStatus,
  status_text: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** Unix seconds. */
  created_at: z.number().int(),
  total: yuanString,
  lines_count: z.number().int(),
  units: z.number().int(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;

export const consoleOrderPage = pageOf(consoleOrderRow);
export type ConsoleOrderPage = z.infer<typeof consoleOrderPage>;

/** A provider refund of an order's online payment (支付宝 / 微信支付). */
export const consoleOnlineRefund = z.object({
  out_refund_no: z.string(),
  amount: yuanString,
  status: z.enum(ONLINE_REFUND_STATUSES),
  reason: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
  settled_at: z.number().int().nullable(),
});

/** An order's online payment attempt that the provider took: its numbers there and its refunds. */
export const consoleOnlinePayment = z.object({
  payment_id: z.number().int().nullable(),
  method: payMethod,
  /** Our number at the provider (out_trade_no). */
  out_trade_no: z.string(),
  /** The provider's transaction id ('' until paid). */
  provider_trade_no: z.string(),
  amount: yuanString,
  /** The part a combined payment took from the balance. */
  balance_part: yuanString,
  refunds: z.array(consoleOnlineRefund),
});

/** A ledger entry of the order (balance or 账期): what moved, and why. */
export const consoleOrderLedgerEntry = z.object({
  id: z.number().int(),
  account: z.enum(['balance', 'credit']),
  kind: z.enum(BALANCE_ENTRY_KINDS),
  /** Signed yuan: + into the account (a balance refund; on 账期, credit used), − out of it. */
  amount: z.string(),
  remark: z.string(),
  /** Unix seconds. */
  at: z.number().int(),
});

/** GET /api/console/orders/{id}: the buyer's detail (lines with batches, payments, history) and the company. */
export const consoleOrderDetail = orderDetail.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** 1 when the order is paid and not yet shipped. */
  can_ship: flag,
  /** 1 while an operator may cancel it (unpaid, or paid and not shipped): a paid one is refunded to its source. */
  can_cancel_refund: flag,
  online_payments: z.array(consoleOnlinePayment),
  ledger: z.array(consoleOrderLedgerEntry),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetail>;

export const consoleOrderIdParams = z.strictObject({ id: idParam('订单') });

/** POST /api/console/orders/{id}/cancel: the reason is told to the buyer as written. */
export const consoleOrderCancelBody = z.strictObject({
  reason: oneLineText('取消原因')
    .min(1, { error: '请填写取消原因' })
    .max(200, { error: '取消原因最多200个字' }),
});
export type ConsoleOrderCancelBody = z.infer<typeof consoleOrderCancelBody>;
