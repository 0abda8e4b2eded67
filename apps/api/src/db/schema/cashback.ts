import { CASHBACK_STATUSES, COUPON_AUDIENCES, COUPON_SCOPES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { orders } from './orders';
import { companies } from './users';

/*
 * Cash-back on the full amount (满返) and the cash vouchers it earns (现金券), issue #22 §1; docs/cashback.md.
 * A campaign's tiers are jsonb (a short ordered list read whole); an order that joins a campaign keeps a copy of
 * them (order_cashback), so an operator's later change never moves what an order earned. A voucher's
 * `remaining_fen` changes only with an entry in cash_voucher_entries in the same transaction (cashback/ledger.ts):
 * every voucher's remaining equals the sum of its entries. Order and request ids on vouchers and entries carry no
 * foreign key (the append-only trigger would refuse the ON DELETE action of the suites that clear orders).
 */

const at = () => timestamp({ withTimezone: true });

export const CASH_VOUCHER_ENTRY_KINDS = ['issue', 'spend', 'return', 'take_back'] as const;

/** One tier: paid ≥ threshold_fen → a voucher of voucher_fen. */
export interface CashbackTierRow {
  thresholdFen: number;
  voucherFen: number;
}

export const cashbackCampaigns = pgTable(
  'cashback_campaigns',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    /** The rules as the /hb page shows them. */
    ruleText: text().notNull().default(''),
    audience: text({ enum: enumValues(COUPON_AUDIENCES) })
      .notNull()
      .default('all'),
    scope: text({ enum: enumValues(COUPON_SCOPES) })
      .notNull()
      .default('all'),
    scopeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    excludeGoodsIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    tiers: jsonb().$type<CashbackTierRow[]>().notNull(),
    /** A voucher is valid this many days from its issue. */
    validityDays: integer().notNull(),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    status: text({ enum: enumValues(CASHBACK_STATUSES) })
      .notNull()
      .default('active'),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('cashback_campaigns_audience', oneOf(t.audience, COUPON_AUDIENCES)),
    check('cashback_campaigns_scope', oneOf(t.scope, COUPON_SCOPES)),
    check('cashback_campaigns_status', oneOf(t.status, CASHBACK_STATUSES)),
    check('cashback_campaigns_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('cashback_campaigns_validity', sql`${t.validityDays} BETWEEN 1 AND 3650`),
  ],
);

/** The campaign an order joined at creation, and what became of its cash-back. */
export const orderCashback = pgTable(
  'order_cashback',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    campaignId: integer()
      .notNull()
      .references(() => cashbackCampaigns.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** The campaign's tiers and validity when the order joined. */
    tiers: jsonb().$type<CashbackTierRow[]>().notNull(),
    validityDays: integer().notNull(),
    /** The order lines in the campaign's scope: what counts toward the tier. */
    lineIds: integer().array().notNull(),
    /** The voucher issued at completion (null until then). */
    voucherId: integer(),
    /** Spent value a refund took back out of the money it paid out, and what even that could not cover. */
    deductedFen: fenAmount().notNull().default(0),
    owedFen: fenAmount().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [check('order_cashback_amounts', sql`${t.deductedFen} >= 0 AND ${t.owedFen} >= 0`)],
);

export const cashVouchers = pgTable(
  'cash_vouchers',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    campaignId: integer().references(() => cashbackCampaigns.id),
    /** The order that earned it (no foreign key: the test suites delete orders; production never does). */
    orderId: integer(),
    title: text().notNull(),
    amountFen: fenAmount().notNull(),
    remainingFen: fenAmount().notNull(),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    /** Set when a refund took all of it back (已收回). */
    revokedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check(
      'cash_vouchers_amounts',
      sql`${t.amountFen} > 0 AND ${t.remainingFen} BETWEEN 0 AND ${t.amountFen}`,
    ),
    index().on(t.companyId, t.endsAt),
    index().on(t.orderId),
  ],
);

/** Append-only: what moved each voucher's remaining value, with the value after it. */
export const cashVoucherEntries = pgTable(
  'cash_voucher_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    voucherId: integer()
      .notNull()
      .references(() => cashVouchers.id),
    kind: text({ enum: enumValues(CASH_VOUCHER_ENTRY_KINDS) }).notNull(),
    /** Signed, never 0: + issue and return, − spend and take_back. */
    amountFen: fenAmount().notNull(),
    afterFen: fenAmount().notNull(),
    /** The order it paid or was returned from (spend, return), or that earned it (issue, take_back). */
    orderId: integer(),
    afterSaleRequestId: integer(),
    actor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('cash_voucher_entries_kind', oneOf(t.kind, CASH_VOUCHER_ENTRY_KINDS)),
    check('cash_voucher_entries_amount', sql`${t.amountFen} <> 0 AND ${t.afterFen} >= 0`),
    index().on(t.voucherId),
    index().on(t.orderId),
  ],
);
