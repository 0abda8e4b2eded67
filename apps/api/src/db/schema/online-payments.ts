import { ONLINE_PAY_METHODS, ONLINE_PAYMENT_STATUSES, ONLINE_REFUND_STATUSES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { orders } from './orders';
import { companies } from './users';
import { payments } from './wallet';

/*
 * Online payment (issue #24; docs/payments.md): each attempt at a provider, its refunds, every notification
 * received (applied or not), and the daily statement comparisons. Money is `bigint` fen. An order's attempt
 * also has its `payments` row (method alipay/wechat), which is what marks the order paid; a top-up lands on the
 * ledger as a `recharge` entry naming the provider's transaction id.
 */

const at = () => timestamp({ withTimezone: true });

export const ONLINE_PURPOSES = ['order', 'recharge'] as const;
/** domain's ONLINE_REFUND_STATUSES (the console prints them). */
export const REFUND_STATUSES = ONLINE_REFUND_STATUSES;

/** One payment attempt at a provider: the QR code or page the buyer was given, and what the provider said. */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    method: text({ enum: enumValues(ONLINE_PAY_METHODS) }).notNull(),
    purpose: text({ enum: enumValues(ONLINE_PURPOSES) }).notNull(),
    orderId: integer().references(() => orders.id),
    /** The order's payments row this attempt pays (purpose order). */
    paymentId: integer().references(() => payments.id),
    /** Our number at the provider (out_trade_no). */
    outTradeNo: text().notNull().unique(),
    amountFen: fenAmount().notNull(),
    status: text({ enum: enumValues(ONLINE_PAYMENT_STATUSES) })
      .notNull()
      .default('pending'),
    /** The provider's transaction id (支付宝 trade_no, 微信支付 transaction_id), once paid. */
    providerTradeNo: text(),
    qrCode: text().notNull().default(''),
    payUrl: text().notNull().default(''),
    refundedFen: fenAmount().notNull().default(0),
    /**
     * Combined payment: the part of the order taken from the balance when the attempt was made (a ledger
     * `payment` entry of the order's payment); `amount_fen` is the rest, paid online. 0 for a plain attempt.
     */
    balanceFen: fenAmount().notNull().default(0),
    /** The balance part went back (the attempt failed or its order was cancelled before it was paid). */
    balanceReleased: boolean().notNull().default(false),
    /** Who asked ('buyer:<id>'). */
    actor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    paidAt: at(),
  },
  (t) => [
    check('online_payments_method', oneOf(t.method, ONLINE_PAY_METHODS)),
    check('online_payments_purpose', oneOf(t.purpose, ONLINE_PURPOSES)),
    check('online_payments_status', oneOf(t.status, ONLINE_PAYMENT_STATUSES)),
    check('online_payments_amount_positive', sql`${t.amountFen} > 0`),
    check(
      'online_payments_balance',
      sql`${t.balanceFen} >= 0 AND (${t.balanceFen} = 0 OR ${t.purpose} = 'order')`,
    ),
    check('online_payments_refunded', sql`${t.refundedFen} >= 0 AND ${t.refundedFen} <= ${t.amountFen}`),
    check(
      'online_payments_order',
      sql`(${t.purpose} = 'order') = (${t.orderId} IS NOT NULL AND ${t.paymentId} IS NOT NULL)`,
    ),
    check(
      'online_payments_paid_trade',
      sql`${t.status} = 'pending' OR ${t.status} = 'closed' OR ${t.providerTradeNo} IS NOT NULL`,
    ),
    uniqueIndex('online_payments_provider_trade')
      .on(t.method, t.providerTradeNo)
      .where(sql`${t.providerTradeNo} IS NOT NULL`),
    index().on(t.orderId),
    index().on(t.companyId, t.createdAt),
    index('online_payments_pending').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('online_payments_paid_at').on(t.method, t.paidAt),
  ],
);

/** A refund of an online payment through its provider (partial allowed; the sum never above the payment). */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: serial().primaryKey(),
    onlinePaymentId: integer()
      .notNull()
      .references(() => onlinePayments.id),
    /** Our number at the provider (out_refund_no / out_request_no). */
    outRefundNo: text().notNull().unique(),
    /** The caller's idempotency key: the same key again answers the same refund. */
    key: text().notNull(),
    amountFen: fenAmount().notNull(),
    reason: text().notNull(),
    status: text({ enum: enumValues(REFUND_STATUSES) })
      .notNull()
      .default('pending'),
    providerRefundId: text(),
    error: text().notNull().default(''),
    actor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    settledAt: at(),
  },
  (t) => [
    check('online_refunds_status', oneOf(t.status, REFUND_STATUSES)),
    check('online_refunds_amount_positive', sql`${t.amountFen} > 0`),
    unique('online_refunds_key').on(t.onlinePaymentId, t.key),
    index('online_refunds_open').on(t.createdAt).where(sql`${t.status} IN ('pending', 'processing')`),
    index('online_refunds_settled_at').on(t.settledAt),
  ],
);

/** Every notification received, verified or not, and what was done with it (the log of forged and late ones). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    method: text({ enum: enumValues(ONLINE_PAY_METHODS) }).notNull(),
    /** applied, duplicate, refunded_late, bad_signature, unknown_trade, amount_mismatch, ignored… */
    outcome: text().notNull(),
    reference: text().notNull().default(''),
    detail: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);

/** The latest comparison of one provider's statement of one day with our payments and refunds. */
export const statementChecks = pgTable(
  'statement_checks',
  {
    id: serial().primaryKey(),
    method: text({ enum: enumValues(ONLINE_PAY_METHODS) }).notNull(),
    billDate: date({ mode: 'string' }).notNull(),
    statementRows: integer().notNull(),
    ourRows: integer().notNull(),
    /** StatementDifference[] (domain). */
    differences: jsonb().notNull(),
    checkedAt: at().notNull().defaultNow(),
    checkedBy: text().notNull(),
  },
  (t) => [unique('statement_checks_day').on(t.method, t.billDate)],
);
