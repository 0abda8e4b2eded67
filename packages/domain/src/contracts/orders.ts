import { z } from 'zod';
import { INVOICE_TYPES, ORDER_STATUSES, PAY_METHODS, PAYMENT_STATUSES } from '../print/order-labels';
import { afterSaleStatus } from './after-sales';
import { orderCashbackWire } from './cashback';
import { flag, idParam, intParam, multiLineText, oneLineText, PAGE_MAX, yuanString } from './common';
import { orderParcel } from './parcels';

/*
 * Orders, payment and the wallet (issue #9; spec §2 Cart steps 3/4/hm, /order, /addr, /wdqb, §7 User wallet
 * calls and Payment). The spec shows no order statuses, order or address calls; these paths and shapes are
 * the ones issue #9 fixed, and docs/orders-and-payment.md records the decisions. Every amount on the wire is a
 * yuan string computed on the server from integer fen; a client amount is never read.
 */

export const orderStatus = z.enum(ORDER_STATUSES);
export const payMethod = z.enum(PAY_METHODS);
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export const invoiceType = z.enum(INVOICE_TYPES);

/** The longest order remark. */
export const ORDER_REMARK_MAX = 200;

/**
 * POST /api/order (header Idempotency-Key): one order from the cart's selected lines. The lines, prices,
 * stock and coupon are read from the tables inside the transaction; only these choices come from the client.
 */
export const orderCreateBody = z.strictObject({
  address_id: idParam('收货地址'),
  invoice_type: invoiceType.default('none'),
  /** 0 or absent: no coupon. */
  coupon_id: intParam('优惠券').default(0),
  /** Cash vouchers (现金券) to pay part of it, after the coupon (docs/cashback.md). */
  cash_voucher_ids: z.array(idParam('现金券')).max(10, { error: '现金券每单最多10张' }).default([]),
  remark: multiLineText('备注')
    .max(ORDER_REMARK_MAX, { error: `备注最多${ORDER_REMARK_MAX}字` })
    .default(''),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;

/** The answer of POST /api/order (replayed byte for byte for the same Idempotency-Key). */
export const orderCreated = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  status: orderStatus,
  total: yuanString,
  /** Unix seconds after which an unpaid order is cancelled (ORDER_PAY_MINUTES). */
  pay_deadline: z.number().int(),
});
export type OrderCreated = z.infer<typeof orderCreated>;

/** The idempotency header (order creation and payment). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII, 8–128 characters: a UUID fits, a whole body does not. */
export const idempotencyKey = z
  .string({ error: '缺少 Idempotency-Key' })
  .regex(/^[\x21-\x7e]{8,128}$/, { error: 'Idempotency-Key 应为 8–128 个可见 ASCII 字符' });

/** The address copied onto an order (a later edit of the address does not change a placed order). */
export const orderAddress = z.object({
  consignee: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

/** A shipped batch of one line (pharma-buyers: batch, production and expiry dates, traceability codes). */
export const orderLineBatch = z.object({
  batch_no: z.string(),
  /** YYYY-MM-DD. */
  production_date: z.string(),
  /** YYYY-MM-DD. */
  expiry_date: z.string(),
  number: z.number().int(),
  /** 药品追溯码, one per unit that carries one. */
  trace_codes: z.array(z.string()),
});
export type OrderLineBatch = z.infer<typeof orderLineBatch>;

/** A line of an order with its final prices (what the buyer paid per unit after every discount). */
export const orderLine = z.object({
  id: z.number().int(),
  goods_id: z.number().int().nullable(),
  combination_id: z.number().int().nullable(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  /** 批准文号. */
  pzwh: z.string(),
  bzdw: z.string(),
  goods_image: z.string(),
  number: z.number().int(),
  /** Unit price before full-amount and coupon discounts (promotion/ladder/negotiated/list as priced). */
  price: yuanString,
  /** number × price. */
  amount: yuanString,
  /** This line's share of full-amount and coupon discounts. */
  discount: yuanString,
  /** amount − discount. */
  payable: yuanString,
  /** payable ÷ number, rounded down to the fen: the final unit price on the delivery note and the export. */
  final_price: yuanString,
  is_gift: flag,
  /**
   * Units one may still ask after-sales for: delivered − returned − in an open request (0 when not askable). A
   * combination's set line (goods_id null) counts sets; its part lines are 0 (they follow their sets).
   */
  returnable: z.number().int(),
  /**
   * A gift recorded with what earned it (orders since migration 0038): the trigger line and the rule, buy `buy` get
   * `get`. A 退货退款 / 仅退款 of the trigger takes back the gift units the kept units no longer earn
   * (giftUnitsToReturn). null: not a gift, or a gift of an older order (then it may come back with a bought line).
   */
  gift_rule: z
    .object({ trigger_line_id: z.number().int(), buy: z.number().int(), get: z.number().int() })
    .nullable(),
  /** The promotion-priced line this rest-price line was split from (one cart line, one gift trigger); else null. */
  split_of_line_id: z.number().int().nullable(),
  batches: z.array(orderLineBatch),
});
export type OrderLine = z.infer<typeof orderLine>;

/** One step of an order's history. */
export const orderEvent = z.object({
  status: orderStatus,
  /** Unix seconds. */
  at: z.number().int(),
  note: z.string(),
});

export const orderPayment = z.object({
  id: z.number().int(),
  method: payMethod,
  status: paymentStatus,
  amount: yuanString,
  /** Transfer reference the buyer writes on the bank transfer; '' for other methods. */
  reference: z.string(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** Money of an order. */
export const orderAmounts = z.object({
  goods_total: yuanString,
  /** Full-amount (满减) reductions. */
  discount: yuanString,
  coupon_discount: yuanString,
  /** What cash vouchers (现金券) paid. */
  cash_voucher: yuanString,
  shipping: yuanString,
  /** goods_total − discount − coupon_discount − cash_voucher + shipping: what is to be paid in money. */
  total: yuanString,
  paid: yuanString,
});

/** An order in the list (/order). */
export const orderSummary = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  status: orderStatus,
  status_text: z.string(),
  created_at: z.number().int(),
  /** Unix seconds; null once the order is no longer unpaid. */
  pay_deadline: z.number().int().nullable(),
  amounts: orderAmounts,
  lines_count: z.number().int(),
  units: z.number().int(),
  /** The first lines (at most 3) for the card. */
  preview: z.array(
    orderLine.pick({
      goods_id: true,
      name: true,
      ypgg: true,
      bzdw: true,
      goods_image: true,
      number: true,
      price: true,
    }),
  ),
  can_pay: flag,
  can_cancel: flag,
  can_receive: flag,
  /** 申请售后 is offered (shipped or completed within the operators' window) — the server re-checks it. */
  can_after_sale: flag,
  /** The order's newest after-sales request, if any. */
  after_sale: z.object({ id: z.number().int(), status: afterSaleStatus, status_text: z.string() }).nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /api/order/{id}. */
export const orderDetail = orderSummary.extend({
  address: orderAddress,
  invoice_type: invoiceType,
  /** The 20-digit 数电发票号码 an operator recorded (`ops invoice`); '' until then. */
  invoice_no: z.string(),
  remark: z.string(),
  coupon: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The cash-back campaign the order joined and the voucher it earned (docs/cashback.md); null when none. */
  cashback: orderCashbackWire.nullable(),
  lines: z.array(orderLine),
  payments: z.array(orderPayment),
  history: z.array(orderEvent),
  /** The first parcel's carrier and tracking number once shipped (kept for clients that show one parcel). */
  logistics: z
    .object({ carrier: z.string(), tracking_no: z.string(), shipped_at: z.number().int() })
    .nullable(),
  /** Every parcel of the shipment (docs/logistics.md); empty before shipping. */
  parcels: z.array(orderParcel),
  cancel_reason: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET /api/order: status tab ('all' or a status), keywords (order number or goods name), dates, page. */
export const orderListQuery = z.strictObject({
  status: z.union([z.literal('all'), orderStatus]).default('all'),
  keywords: oneLineText('关键词').max(50, { error: '关键词最多50字' }).default(''),
  /** YYYY-MM-DD, Beijing dates, inclusive. */
  start_date: z.union([z.literal(''), z.iso.date({ error: '开始日期格式应为 YYYY-MM-DD' })]).default(''),
  end_date: z.union([z.literal(''), z.iso.date({ error: '结束日期格式应为 YYYY-MM-DD' })]).default(''),
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 50 }).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderList = z.object({
  list: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Orders per tab, for the tab badges. */
  counts: z.record(z.union([z.literal('all'), orderStatus]), z.number().int()),
});
export type OrderList = z.infer<typeof orderList>;

export const orderIdParams = z.strictObject({ id: idParam('订单') });

/** POST /api/order/{id}/cancel. */
export const orderCancelBody = z.strictObject({
  reason: oneLineText('取消原因').max(100, { error: '取消原因最多100字' }).default(''),
});

/** POST /api/order/{id}/rebuy: how many lines went back into the cart, and which could not. */
export const orderRebuyResult = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});

/** The e-contract (§8 status 459 → /dzht): GET /api/user/contract, POST /api/user/contract/sign. */
export const contractState = z.object({
  title: z.string(),
  /** Plain text, paragraphs separated by blank lines. */
  body: z.string(),
  company: z.string(),
  /** 1 once the version in force (`version`) is signed. */
  signed: flag,
  /** Unix seconds of the signature of the version in force; null until signed. */
  signed_at: z.number().int().nullable(),
  /** The version in force (the text above). */
  version: z.string(),
  /** The newest version the company signed; null for none. */
  signed_version: z.string().nullable(),
  /**
   * Unix seconds from which ordering needs the version in force, while an older signature still lets the company
   * order (it is asked to sign); null otherwise.
   */
  sign_by: z.number().int().nullable(),
});
export type ContractState = z.infer<typeof contractState>;
