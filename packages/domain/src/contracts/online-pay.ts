import { z } from 'zod';
import { isYuanInput } from '../money';
import { STATEMENT_DIFFERENCE_KINDS } from '../online-pay';
import { ONLINE_PAY_METHODS } from '../print/order-labels';
import { flagParam, idParam, yuanString } from './common';
import { orderStatus } from './orders';

/* Online payment (支付宝, 微信支付) of an order or a top-up (issue #24; docs/payments.md). */

export const onlinePayMethod = z.enum(ONLINE_PAY_METHODS, { error: '请选择支付宝或微信支付' });

/** POST /api/pay/online: an order (`order_id`) or a top-up (`recharge_amount`, yuan), and the provider. */
export const payOnlineBody = z
  .strictObject({
    order_id: idParam('订单').optional(),
    recharge_amount: z
      .string({ error: '请输入充值金额' })
      .refine((text) => isYuanInput(text), { error: '充值金额格式不正确' })
      .optional(),
    method: onlinePayMethod,
    /** 1: combined payment — the balance first, the rest online (orders only). */
    use_balance: flagParam('使用余额').default(0),
  })
  .refine((body) => (body.order_id === undefined) !== (body.recharge_amount === undefined), {
    error: '请指定订单或充值金额（二选一）',
    path: ['order_id'],
  })
  .refine((body) => body.use_balance === 0 || body.order_id !== undefined, {
    error: '充值不能使用余额',
    path: ['use_balance'],
  });
export type PayOnlineBody = z.infer<typeof payOnlineBody>;
/** What a client sends (use_balance may be left out). */
export type PayOnlineInput = z.input<typeof payOnlineBody>;

export const ONLINE_PAYMENT_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const;
export const onlinePaymentStatus = z.enum(ONLINE_PAYMENT_STATUSES);
export type OnlinePaymentStatus = z.infer<typeof onlinePaymentStatus>;

/** POST /api/pay/online and GET /api/pay/online/{id}: what to show and what the server knows. */
export const onlinePayment = z.object({
  payment_id: z.number().int(),
  method: onlinePayMethod,
  purpose: z.enum(['order', 'recharge']),
  order_id: z.number().int().nullable(),
  order_status: orderStatus.nullable(),
  /** What is paid online. */
  amount: yuanString,
  /** Combined payment: the part taken from the balance ('0.00' for a plain online payment). */
  balance_amount: yuanString,
  /** pending until a verified notification or a query says paid; closed when it expired unpaid. */
  status: onlinePaymentStatus,
  /** The content to draw as a QR code (微信支付 Native); '' when the buyer is sent to `pay_url`. */
  qr_code: z.string(),
  /** The provider's payment page (支付宝 PC); '' for a QR code. */
  pay_url: z.string(),
  /** 10-digit seconds after which this QR code or page no longer pays. */
  expires_at: z.number().int(),
});
export type OnlinePayment = z.infer<typeof onlinePayment>;

export const onlinePaymentParams = z.strictObject({ id: idParam('支付单') });

/** One difference between a provider's daily statement and our payments and refunds. */
export const statementDifference = z.object({
  kind: z.enum(STATEMENT_DIFFERENCE_KINDS),
  method: onlinePayMethod,
  /** Our out_trade_no / out_refund_no. */
  reference: z.string(),
  provider_amount: yuanString.nullable(),
  our_amount: yuanString.nullable(),
});
export type StatementDifference = z.infer<typeof statementDifference>;

/** GET /api/pay/recharge_options: the methods configured (none without keys) and the limits, in yuan. */
export const rechargeOptions = z.object({
  methods: z.array(onlinePayMethod),
  min: yuanString,
  max: yuanString,
});
export type RechargeOptions = z.infer<typeof rechargeOptions>;

/* ---------- 对账 in the console (finance, permission `reconciliation`) ---------- */

/** POST /api/console/reconciliations: compare one provider's statement of one Beijing day. */
export const consoleReconcileBody = z.strictObject({
  method: onlinePayMethod,
  bill_date: z.iso.date({ error: '对账日期格式应为 YYYY-MM-DD' }),
});
export type ConsoleReconcileBody = z.infer<typeof consoleReconcileBody>;

/** One stored comparison: the day, how many rows each side had, and every difference. */
export const statementCheck = z.object({
  method: onlinePayMethod,
  bill_date: z.string(),
  statement_rows: z.number().int(),
  our_rows: z.number().int(),
  differences: z.array(statementDifference),
  /** ISO 8601. */
  checked_at: z.string(),
  checked_by: z.string(),
});
export type StatementCheckWire = z.infer<typeof statementCheck>;

/** GET /api/console/reconciliations: the latest 60 comparisons, newest day first, and the methods configured. */
export const consoleReconciliations = z.object({
  methods: z.array(onlinePayMethod),
  list: z.array(statementCheck),
});
export type ConsoleReconciliations = z.infer<typeof consoleReconciliations>;
