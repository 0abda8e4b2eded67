import { BALANCE_ENTRY_KINDS, CREDIT_ENTRY_KINDS, PAY_METHODS, PAYMENT_STATUSES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { orders } from './orders';
import { companies } from './users';

/*
 * Money: payments of orders, each company's wallet (balance and credit), credit bills and the append-only
 * ledger. Balances and used credit change only with a ledger entry in the same transaction (wallet/ledger.ts);
 * a trigger refuses UPDATE, DELETE and TRUNCATE on the ledger. docs/orders-and-payment.md records the decisions.
 */

const at = () => timestamp({ withTimezone: true });

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
