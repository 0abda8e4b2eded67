import { COUPON_AUDIENCES, COUPON_KINDS, COUPON_SCOPES, COUPON_TEMPLATE_STATUSES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { companies } from './users';

/*
 * Coupon templates and the coupons companies hold (issue #9; docs/promotions.md). An order names the held coupon
 * it used (`orders.user_coupon_id`, orders.ts). Money is `bigint` fen.
 */

const at = () => timestamp({ withTimezone: true });

/**
 * Coupon templates: the terms (kind, amount or rate with cap, threshold, scope, exclusions, 满减 stacking), who may
 * hold them, how many (total, per buyer, `claimed_count` moved by the claim's conditional update), when they can be
 * claimed and how long a claimed one is valid (fixed dates, or `validity_days` from claiming). docs/promotions.md.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    /** Stable seed key (operators' templates get a generated one). */
    code: text().notNull().unique(),
    title: text().notNull(),
    kind: text({ enum: enumValues(COUPON_KINDS) })
      .notNull()
      .default('amount'),
    /** The face amount; for a discount coupon the cap (0 = no cap). */
    amountFen: fenAmount().notNull(),
    /** Discount coupons: the percentage paid, 1–99 (88 = 8.8折). */
    ratePercent: smallint(),
    /** Eligible total needed; 0 = 无门槛. */
    thresholdFen: fenAmount().notNull().default(0),
    scope: text({ enum: enumValues(COUPON_SCOPES) })
      .notNull()
      .default('all'),
    /** Category, brand or goods ids (by scope). */
    scopeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** Goods the coupon never applies to. */
    excludeGoodsIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** Stacks with 满减 (false: 不与满减同享). */
    withFullAmount: boolean().notNull().default(true),
    audience: text({ enum: enumValues(COUPON_AUDIENCES) })
      .notNull()
      .default('all'),
    status: text({ enum: enumValues(COUPON_TEMPLATE_STATUSES) })
      .notNull()
      .default('active'),
    /** null: no total. */
    totalQuantity: integer(),
    claimedCount: integer().notNull().default(0),
    perBuyerLimit: integer().notNull().default(1),
    claimStartsAt: at().notNull(),
    claimEndsAt: at().notNull(),
    /** Fixed validity; for `validity_days` templates the claim window's (unused for holders). */
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    validityDays: integer(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('coupons_scope', oneOf(t.scope, COUPON_SCOPES)),
    check('coupons_kind', oneOf(t.kind, COUPON_KINDS)),
    check('coupons_audience', oneOf(t.audience, COUPON_AUDIENCES)),
    check('coupons_status', oneOf(t.status, COUPON_TEMPLATE_STATUSES)),
    check('coupons_amount_positive', sql`${t.amountFen} > 0 OR ${t.kind} = 'discount'`),
    check('coupons_amount_non_negative', sql`${t.amountFen} >= 0`),
    check(
      'coupons_rate',
      sql`(${t.kind} = 'discount') = (${t.ratePercent} IS NOT NULL) AND coalesce(${t.ratePercent} BETWEEN 1 AND 99, true)`,
    ),
    check('coupons_threshold_non_negative', sql`${t.thresholdFen} >= 0`),
    // Never more claimed than the total: the claim's conditional update and this agree.
    check(
      'coupons_claimed_within_total',
      sql`${t.claimedCount} >= 0 AND (${t.totalQuantity} IS NULL OR ${t.claimedCount} <= ${t.totalQuantity})`,
    ),
    check('coupons_per_buyer_positive', sql`${t.perBuyerLimit} >= 1`),
    check('coupons_validity_days_positive', sql`${t.validityDays} IS NULL OR ${t.validityDays} >= 1`),
  ],
);

/**
 * A coupon held by a company, with its own validity (fixed, or from claiming); single use, claimed by a
 * conditional update (used_order_id IS NULL).
 */
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
    /** The holder's validity: valid from `starts_at` inclusive until `ends_at` exclusive. */
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.couponId), index().on(t.usedOrderId)],
);
