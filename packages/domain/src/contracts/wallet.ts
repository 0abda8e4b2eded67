import { z } from 'zod';
import { COUPON_KINDS } from '../cart-pricing/coupon';
import {
  BALANCE_ENTRY_KINDS,
  COUPON_SCOPES,
  COUPON_STATUSES,
  CREDIT_BILL_STATUSES,
} from '../print/order-labels';
import { isMobile } from '../validators';
import { flag, flagParam, idParam, intParam, oneLineText, PAGE_MAX, yuanString } from './common';
import { orderStatus, payMethod, paymentStatus } from './orders';

/*
 * Payment, the wallet (balance, credit period 账期, coupons) and delivery addresses (issue #9). Balance and used
 * credit change only through ledger entries (docs/orders-and-payment.md); these are the wire shapes.
 */

/* ---------- Payment ---------- */

/** POST /api/pay/balance (Idempotency-Key), /api/pay/user_credit_create, /api/pay/transfer: pay one order. */
export const payOrderBody = z.strictObject({ order_id: idParam('订单') });

/** POST /api/pay/user_credit_pay and /api/pay/user_credit_check: one credit payment. */
export const creditPaymentBody = z.strictObject({ payment_id: idParam('账期支付单') });

/** What a payment call answers: the payment, and the order's status after it. */
export const paymentResult = z.object({
  payment_id: z.number().int(),
  order_id: z.number().int(),
  method: payMethod,
  status: paymentStatus,
  amount: yuanString,
  order_status: orderStatus,
});
export type PaymentResult = z.infer<typeof paymentResult>;

/** POST /api/pay/transfer: where to transfer and the reference to write on it; paid when an operator confirms. */
export const transferInstructions = paymentResult.extend({
  payee: z.object({ name: z.string(), bank: z.string(), account: z.string() }),
  reference: z.string(),
});
export type TransferInstructions = z.infer<typeof transferInstructions>;

/** GET /api/pay/options?order_id=: what step 3 offers for one order, with amounts and limits. */
export const payOptions = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  total: yuanString,
  pay_deadline: z.number().int().nullable(),
  order_status: orderStatus,
  methods: z.array(
    z.object({
      method: payMethod,
      /** 1 when it can pay this order now; `reason` says why not (余额不足, 可用额度不足…). */
      available: flag,
      reason: z.string(),
      /** Balance, or available credit; '' for transfer. */
      funds: z.union([yuanString, z.literal('')]),
    }),
  ),
  /** A pending transfer or credit payment already made for this order, if any. */
  pending: z.array(z.object({ payment_id: z.number().int(), method: payMethod, reference: z.string() })),
});
export type PayOptions = z.infer<typeof payOptions>;
export const payOptionsQuery = z.strictObject({ order_id: idParam('订单') });

/* ---------- Balance and its ledger ---------- */

export const balanceEntryKind = z.enum(BALANCE_ENTRY_KINDS);

/** GET /api/user/user_money. */
export const userMoney = z.object({ balance: yuanString });
export type UserMoney = z.infer<typeof userMoney>;

/** GET /api/user/user_money_log: use_type '' = all; start_time/end_time Beijing dates YYYY-MM-DD, inclusive. */
export const moneyLogQuery = z.strictObject({
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 50 }).default(20),
  use_type: z.union([z.literal(''), balanceEntryKind], { error: '类型不存在' }).default(''),
  start_time: z.union([z.literal(''), z.iso.date({ error: '开始日期格式应为 YYYY-MM-DD' })]).default(''),
  end_time: z.union([z.literal(''), z.iso.date({ error: '结束日期格式应为 YYYY-MM-DD' })]).default(''),
});
export type MoneyLogQuery = z.infer<typeof moneyLogQuery>;

export const ledgerRow = z.object({
  id: z.number().int(),
  at: z.number().int(),
  use_type: balanceEntryKind,
  type_text: z.string(),
  /** Signed: "+100.00" credits, "-38.50" debits. */
  amount: z.string().regex(/^[+-]\d+\.\d{2}$/),
  balance_after: yuanString,
  order_sn: z.string(),
  remark: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

export const moneyLog = z.object({
  list: z.array(ledgerRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MoneyLog = z.infer<typeof moneyLog>;

/* ---------- Credit period (账期) ---------- */

/** GET /api/user/user_credit. */
export const userCredit = z.object({
  limit: yuanString,
  used: yuanString,
  available: yuanString,
  /** Day of the month a bill closes (1–28); 0 when the company has no credit. */
  billing_day: z.number().int(),
  /** Days after closing a bill is due. */
  due_days: z.number().int(),
  overdue: yuanString,
  /** 1 while a bill is overdue: credit payments are refused until it is repaid. */
  frozen: flag,
});
export type UserCredit = z.infer<typeof userCredit>;

/** Bill tabs (spec §7 user_credit_list `type`): 0 all, 1 open (not yet due), 2 repaid, 3 overdue. */
export const creditListQuery = z.strictObject({
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 50 }).default(20),
  type: intParam('账单类型', { max: 3, tooBig: '账单类型不存在' }).default(0),
});

export const creditBillStatus = z.enum(CREDIT_BILL_STATUSES);

/**
 * A repayment of a bill by bank transfer (对公转账还款) waiting for an operator's confirmation: the platform's
 * account, the amount asked (what the bill owed when asked) and the reference to write on the transfer.
 */
export const billTransfer = z.object({
  reference: z.string(),
  amount: yuanString,
  payee: transferInstructions.shape.payee,
  /** Unix seconds of the request. */
  created_at: z.number().int(),
});
export type BillTransfer = z.infer<typeof billTransfer>;

export const creditBill = z.object({
  id: z.number().int(),
  /** Billing period, e.g. '2026-11'. */
  period: z.string(),
  amount: yuanString,
  repaid: yuanString,
  outstanding: yuanString,
  /** YYYY-MM-DD. */
  due_date: z.string(),
  status: creditBillStatus,
  /** The pending repayment by bank transfer, if one was asked for and not yet confirmed. */
  transfer: billTransfer.nullable(),
});
export type CreditBill = z.infer<typeof creditBill>;

export const creditBillList = z.object({
  list: z.array(creditBill),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/**
 * POST /api/pay/credit_repay (Idempotency-Key): repay a bill from the balance; POST /api/pay/credit_repay_transfer:
 * ask to repay it by bank transfer (the bill answered with its pending `transfer`).
 */
export const creditRepayBody = z.strictObject({ bill_id: idParam('账单') });

/* ---------- Coupons ---------- */

export const couponScope = z.enum(COUPON_SCOPES);
export const couponStatus = z.enum(COUPON_STATUSES);

export const coupon = z.object({
  /** The buyer's coupon (user_coupons.id): what coupon_id names everywhere. */
  id: z.number().int(),
  title: z.string(),
  /** amount: 满减券 / 无门槛; discount: 折扣券 (`rate`, with `amount` as its cap, "0.00" = none). */
  kind: z.enum(COUPON_KINDS),
  /** The reduction (amount coupons) or the cap (discount coupons). */
  amount: yuanString,
  /** Discount coupons: "8.8" is 8.8折; null otherwise. */
  rate: z.string().nullable(),
  /** The eligible total needed; "0.00" = 无门槛. */
  threshold: yuanString,
  scope: couponScope,
  /** Chinese: 全场通用 / 限指定分类：… / 限指定商品. */
  scope_text: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  status: couponStatus,
});
export type Coupon = z.infer<typeof coupon>;

/** GET /api/user/coupon: status 0 unused, 1 used, 2 expired (spec §7 `status`); `type` is unused for now. */
export const couponListQuery = z.strictObject({
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 50 }).default(20),
  status: intParam('优惠券状态', { max: 2, tooBig: '优惠券状态不存在' }).default(0),
  type: intParam('优惠券类型').optional(),
});
export const couponList = z.object({
  list: z.array(coupon),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CouponList = z.infer<typeof couponList>;
/** GET /api/user/couponNum. */
export const couponNum = z.object({
  unused: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
});
export type CouponNum = z.infer<typeof couponNum>;

/** A coupon offered at checkout: usable or not with the current selection, best (largest reduction) first. */
export const checkoutCoupon = coupon.extend({
  usable: flag,
  /** Why not (未满足使用条件：还差¥…, 不适用于所选商品…); '' when usable. */
  reason: z.string(),
  /** The reduction it would give the current selection. */
  discount: yuanString,
});
export type CheckoutCoupon = z.infer<typeof checkoutCoupon>;

/* ---------- Delivery addresses ---------- */

export const ADDRESS_MAX = 20;

export const address = z.object({
  id: z.number().int(),
  consignee: z.string(),
  /** A mobile number, or a landline with area code (spec §5 landline option). */
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  is_default: flag,
});
export type Address = z.infer<typeof address>;

const addressText = (label: string, max: number) =>
  oneLineText(label)
    .min(1, { error: `请填写${label}` })
    .max(max, { error: `${label}最多${max}字` });

/** POST /api/user/address and /api/user/address/{id}/edit. */
export const addressBody = z.strictObject({
  consignee: addressText('收货人', 20),
  phone: oneLineText('联系电话').refine((value) => isMobile(value, { landline: true }), {
    error: '请填写正确的手机号码或固定电话（区号-号码）',
  }),
  province: addressText('省份', 20),
  city: addressText('城市', 20),
  district: addressText('区县', 20),
  detail: addressText('详细地址', 120),
  is_default: flagParam('默认地址').default(0),
});
export type AddressBody = z.infer<typeof addressBody>;
export const addressIdParams = z.strictObject({ id: idParam('收货地址') });
export const addressList = z.object({ list: z.array(address) });
