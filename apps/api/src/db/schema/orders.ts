import {
  BALANCE_ENTRY_KINDS,
  COUPON_SCOPES,
  CREDIT_ENTRY_KINDS,
  INVOICE_TYPES,
  ORDER_STATUSES,
  PAY_METHODS,
  PAYMENT_STATUSES,
} from '@yaocai/domain';
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
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { combinations } from './cart';
import { goods } from './catalogue';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { promotions } from './promotions';
import { companies, users } from './users';

/*
 * Orders, payment, the wallet, coupons and delivery addresses (issue #9). Money is `bigint` fen. Balances and
 * used credit live on `wallets`, and change only together with an append-only `ledger_entries` row in the
 * same transaction (a trigger refuses UPDATE and DELETE on the ledger; CHECKs keep balance ≥ 0 and used
 * credit within the limit). docs/orders-and-payment.md records the decisions.
 */

const at = () => timestamp({ withTimezone: true });

/** A company's delivery addresses (the licensed buyer receives the goods, so addresses are the company's). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    consignee: text().notNull(),
    /** Mobile, or landline with area code (spec §5). */
    phone: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    detail: text().notNull(),
    isDefault: boolean().notNull().default(false),
    /** Deleted addresses stay for the orders that copied them; they leave every list. */
    deletedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId),
    // At most one default per company.
    uniqueIndex('addresses_one_default')
      .on(t.companyId)
      .where(sql`${t.isDefault} AND ${t.deletedAt} IS NULL`),
  ],
);

/** Coupon templates (seeded; a coupon centre comes later). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    /** Stable seed key. */
    code: text().notNull().unique(),
    title: text().notNull(),
    amountFen: fenAmount().notNull(),
    /** Eligible total needed; 0 = 无门槛. */
    thresholdFen: fenAmount().notNull().default(0),
    scope: text({ enum: enumValues(COUPON_SCOPES) })
      .notNull()
      .default('all'),
    /** Category ids (scope categories) or goods ids (scope goods). */
    scopeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
  },
  (t) => [
    check('coupons_scope', oneOf(t.scope, COUPON_SCOPES)),
    check('coupons_amount_positive', sql`${t.amountFen} > 0`),
    check('coupons_threshold_non_negative', sql`${t.thresholdFen} >= 0`),
  ],
);

/** A coupon held by a company; single use, claimed by a conditional update (used_order_id IS NULL). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Set when an order uses it; cleared again (exactly once) when that order is cancelled. */
    usedOrderId: integer(),
    usedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId), index().on(t.usedOrderId)],
);

/** One order: the buyer, a copy of the address, money in fen, the status and its timestamps. */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Human order number, e.g. YC20261124102233000123. */
    orderSn: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    status: text({ enum: enumValues(ORDER_STATUSES) })
      .notNull()
      .default('unpaid'),
    /** The address as it was when ordering (orderAddress of the contract). */
    address: jsonb().notNull(),
    invoiceType: text({ enum: enumValues(INVOICE_TYPES) })
      .notNull()
      .default('none'),
    remark: text().notNull().default(''),
    goodsTotalFen: fenAmount().notNull(),
    /** Full-amount (满减) reductions. */
    discountFen: fenAmount().notNull().default(0),
    userCouponId: integer().references(() => userCoupons.id),
    couponFen: fenAmount().notNull().default(0),
    shippingFen: fenAmount().notNull().default(0),
    totalFen: fenAmount().notNull(),
    paidFen: fenAmount().notNull().default(0),
    /** The method of the payment that paid it; null while unpaid. */
    payMethod: text({ enum: enumValues(PAY_METHODS) }),
    createdAt: at().notNull().defaultNow(),
    payDeadline: at().notNull(),
    paidAt: at(),
    shippedAt: at(),
    completedAt: at(),
    cancelledAt: at(),
    cancelReason: text().notNull().default(''),
    carrier: text().notNull().default(''),
    trackingNo: text().notNull().default(''),
  },
  (t) => [
    check('orders_status', oneOf(t.status, ORDER_STATUSES)),
    check('orders_invoice_type', oneOf(t.invoiceType, INVOICE_TYPES)),
    check(
      'orders_money_non_negative',
      sql`${t.goodsTotalFen} >= 0 AND ${t.discountFen} >= 0 AND ${t.couponFen} >= 0 AND ${t.shippingFen} >= 0 AND ${t.totalFen} >= 0 AND ${t.paidFen} >= 0`,
    ),
    check('orders_paid_within_total', sql`${t.paidFen} <= ${t.totalFen}`),
    index().on(t.companyId, t.createdAt),
    index().on(t.userId, t.createdAt),
    // The expiry job reads unpaid orders past their deadline.
    index('orders_unpaid_deadline').on(t.payDeadline).where(sql`${t.status} = 'unpaid'`),
    index('orders_shipped_at').on(t.shippedAt).where(sql`${t.status} = 'shipped'`),
    // One coupon, one live order: a second claim of a used coupon fails here too.
    uniqueIndex('orders_one_coupon')
      .on(t.userCouponId)
      .where(sql`${t.userCouponId} IS NOT NULL AND ${t.status} <> 'cancelled'`),
  ],
);

/** The lines of an order, with the prices `priceCart` gave them when ordering. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Goods line (or a combination part / gift): the goods; null only for a combination header line. */
    goodsId: integer().references(() => goods.id),
    combinationId: integer().references(() => combinations.id),
    /** The cart line type it came from (0 normal, 1 flash sale, 3 combination). */
    lineType: smallint().notNull().default(0),
    name: text().notNull(),
    sccj: text().notNull().default(''),
    ypgg: text().notNull().default(''),
    pzwh: text().notNull().default(''),
    bzdw: text().notNull().default(''),
    goodsImage: text().notNull().default(''),
    number: integer().notNull(),
    /** Unit price as priced (before full-amount and coupon discounts). */
    priceFen: fenAmount().notNull(),
    amountFen: fenAmount().notNull(),
    /** This line's share of full-amount and coupon discounts. */
    discountFen: fenAmount().notNull().default(0),
    payableFen: fenAmount().notNull(),
    isGift: boolean().notNull().default(false),
    /** The promotion the units at promotion price took, and how many (the flash-sale quota to restore). */
    promotionId: integer().references(() => promotions.id),
    promotionUnits: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    check('order_lines_number_positive', sql`${t.number} > 0`),
    check(
      'order_lines_promotion_units',
      sql`${t.promotionUnits} >= 0 AND ${t.promotionUnits} <= ${t.number}`,
    ),
    check(
      'order_lines_money',
      sql`${t.priceFen} >= 0 AND ${t.amountFen} >= 0 AND ${t.discountFen} >= 0 AND ${t.payableFen} >= 0`,
    ),
  ],
);

/** What was shipped for a line: batch, dates and traceability codes (pharma-buyers). */
export const orderLineBatches = pgTable(
  'order_line_batches',
  {
    id: serial().primaryKey(),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    batchNo: text().notNull(),
    productionDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    number: integer().notNull(),
    traceCodes: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index().on(t.orderLineId),
    check('order_line_batches_number_positive', sql`${t.number} > 0`),
    check('order_line_batches_dates', sql`${t.expiryDate} > ${t.productionDate}`),
  ],
);

/** An order's status history (append-only by convention; the detail's timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: enumValues(ORDER_STATUSES) }).notNull(),
    note: text().notNull().default(''),
    /** 'buyer:<user id>', 'operator:<name>' or 'system'. */
    actor: text().notNull(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId), check('order_events_status', oneOf(t.status, ORDER_STATUSES))],
);

/**
 * Units a company bought at a flash-sale price, per promotion and goods: the per-buyer limit is claimed here
 * with a conditional update (`units + n <= limit`) inside the order transaction, and given back on cancel.
 */
export const promotionPurchases = pgTable(
  'promotion_purchases',
  {
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    units: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.goodsId, t.companyId] }),
    check('promotion_purchases_units_non_negative', sql`${t.units} >= 0`),
  ],
);

/** A payment of an order by one method. A pending one waits for a transfer confirmation or a credit pay. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    method: text({ enum: enumValues(PAY_METHODS) }).notNull(),
    status: text({ enum: enumValues(PAYMENT_STATUSES) })
      .notNull()
      .default('pending'),
    amountFen: fenAmount().notNull(),
    /** Bank-transfer reference (unique); '' for other methods. */
    reference: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
    paidAt: at(),
    refundedAt: at(),
  },
  (t) => [
    check('payments_method', oneOf(t.method, PAY_METHODS)),
    check('payments_status', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
    index().on(t.orderId),
    uniqueIndex('payments_reference').on(t.reference).where(sql`${t.reference} <> ''`),
    // An order is paid at most once: one paid (or later refunded) payment per order.
    uniqueIndex('payments_one_paid_per_order').on(t.orderId).where(sql`${t.status} IN ('paid', 'refunded')`),
  ],
);

/**
 * A company's money: balance and credit (账期). Changed only with a ledger entry in the same transaction;
 * the CHECKs are the last line: a balance never below zero, used credit never past the limit.
 */
export const wallets = pgTable(
  'wallets',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    balanceFen: fenAmount().notNull().default(0),
    creditLimitFen: fenAmount().notNull().default(0),
    creditUsedFen: fenAmount().notNull().default(0),
    /** Day of the month a credit bill closes, 1–28 (0 = no credit). */
    billingDay: smallint().notNull().default(0),
    /** Days after closing that a bill is due. */
    dueDays: smallint().notNull().default(15),
  },
  (t) => [
    check('wallets_balance_non_negative', sql`${t.balanceFen} >= 0`),
    check(
      'wallets_credit_within_limit',
      sql`${t.creditUsedFen} >= 0 AND ${t.creditUsedFen} <= ${t.creditLimitFen}`,
    ),
    check('wallets_billing_day', sql`${t.billingDay} BETWEEN 0 AND 28`),
    check('wallets_due_days', sql`${t.dueDays} BETWEEN 0 AND 90`),
  ],
);

/** Credit bills per billing period (账单). */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' of the closing date. */
    period: text().notNull(),
    amountFen: fenAmount().notNull().default(0),
    repaidFen: fenAmount().notNull().default(0),
    /** YYYY-MM-DD. */
    closesOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    unique('credit_bills_period').on(t.companyId, t.period),
    check('credit_bills_repaid', sql`${t.repaidFen} >= 0 AND ${t.repaidFen} <= ${t.amountFen}`),
  ],
);

/**
 * The append-only ledger: every change of a balance or of used credit. For each company and account, the sum
 * of `amount_fen` equals the wallet column (balance_fen for 'balance', credit_used_fen for 'credit').
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    account: text({ enum: ['balance', 'credit'] }).notNull(),
    /** balance: recharge/payment/refund/repayment/adjustment; credit: payment/refund/repayment/adjustment. */
    kind: text().notNull(),
    /** Signed: + raises the balance (or used credit), − lowers it. */
    amountFen: fenAmount().notNull(),
    /** The account's value after this entry. */
    afterFen: fenAmount().notNull(),
    orderId: integer().references(() => orders.id),
    paymentId: integer().references(() => payments.id),
    billId: integer().references(() => creditBills.id),
    remark: text().notNull().default(''),
    /** 'buyer:<user id>', 'operator:<name>' or 'system'. */
    actor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_account', oneOf(t.account, ['balance', 'credit'])),
    check(
      'ledger_entries_kind',
      sql`(${t.account} = 'balance' AND ${oneOf(t.kind, BALANCE_ENTRY_KINDS)}) OR (${t.account} = 'credit' AND ${oneOf(t.kind, CREDIT_ENTRY_KINDS)})`,
    ),
    check('ledger_entries_amount_non_zero', sql`${t.amountFen} <> 0`),
    index().on(t.companyId, t.account, t.createdAt),
    index().on(t.orderId),
  ],
);

/**
 * Idempotency-Key records (order creation and payment): the first answer, replayed byte for byte. A key is
 * per user and route; the same key with another body hash answers 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text().notNull(),
    statusCode: smallint().notNull(),
    /** The exact response body sent. */
    response: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index().on(t.createdAt)],
);

/** Every operator command (`ops`): who, when, what, and how it ended. */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: serial().primaryKey(),
    operator: text().notNull(),
    command: text().notNull(),
    args: jsonb().notNull(),
    ok: boolean().notNull(),
    result: text().notNull().default(''),
    at: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.at)],
);

/** The e-contract signature of a company (companies.contract_signed is the flag the 459 check reads). */
export const contractSignatures = pgTable('contract_signatures', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer()
    .notNull()
    .references(() => users.id),
  /** The contract version signed. */
  version: text().notNull(),
  signedAt: at().notNull().defaultNow(),
});
