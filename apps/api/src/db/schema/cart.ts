import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { fenAmount } from './money';
import { companies, users } from './users';

/*
 * The cart and the pricing facts `priceCart` reads besides goods, ladders and promotions: full-amount (满减)
 * activities, buy-N-get-M gifts, combinations, negotiated prices, and which store accounts a chain buyer
 * manages. docs/cart.md records the decisions.
 */

/** A combination (组合购, type 3 cart line): several goods sold together at one set price. */
export const combinations = pgTable(
  'combinations',
  {
    id: serial().primaryKey(),
    /** Stable seed key: re-seeding updates rather than duplicates. */
    code: text().notNull().unique(),
    name: text().notNull(),
    /** Price of one set, in fen. */
    priceFen: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [check('combinations_price_non_negative', sql`${t.priceFen} >= 0`)],
);

export const combinationParts = pgTable(
  'combination_parts',
  {
    combinationId: integer()
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Units of this goods in one set. */
    number: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.goodsId] }),
    check('combination_parts_number_positive', sql`${t.number} > 0`),
  ],
);

/**
 * A cart line. One row per (buyer, line type, goods or combination, price selection): concurrent adds of the
 * same thing meet on `cart_items_line` and merge (INSERT … ON CONFLICT DO UPDATE), never two rows. Exactly
 * one of goods and combination is set (a combination line is type 3). `ladder_price_id` is not part of the
 * key: the ladder applies to every line of its goods, the id only names the set.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 normal, 1 flash sale, 3 combination. */
    type: smallint().notNull().default(0),
    goodsId: integer().references(() => goods.id, { onDelete: 'cascade' }),
    combinationId: integer().references(() => combinations.id, { onDelete: 'cascade' }),
    goodsPriceId: integer().notNull().default(0),
    ladderPriceId: integer().notNull().default(0),
    goodsManjianId: integer().notNull().default(0),
    isYj: smallint().notNull().default(0),
    ckId: integer().notNull().default(0),
    number: integer().notNull(),
    isSelected: smallint().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.id),
    unique('cart_items_line')
      .on(t.userId, t.type, t.goodsId, t.combinationId, t.goodsPriceId, t.goodsManjianId, t.isYj)
      .nullsNotDistinct(),
    check('cart_items_number_positive', sql`${t.number} > 0`),
    check('cart_items_type', sql`${t.type} IN (0, 1, 3)`),
    check('cart_items_flags', sql`${t.isSelected} IN (0, 1) AND ${t.isYj} IN (0, 1)`),
    check(
      'cart_items_goods_or_combination',
      sql`(${t.type} = 3 AND ${t.combinationId} IS NOT NULL AND ${t.goodsId} IS NULL) OR (${t.type} <> 3 AND ${t.goodsId} IS NOT NULL AND ${t.combinationId} IS NULL)`,
    ),
  ],
);

/** A full-amount (满减) activity: 满 amount 减 reduction over the coupon-eligible selected goods it covers. */
export const fullAmountActivities = pgTable('full_amount_activities', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  title: text().notNull(),
  /** 全场: every goods; otherwise the goods in `full_amount_goods`. */
  allGoods: boolean().notNull().default(false),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
});

export const fullAmountTiers = pgTable(
  'full_amount_tiers',
  {
    activityId: integer()
      .notNull()
      .references(() => fullAmountActivities.id, { onDelete: 'cascade' }),
    amountFen: fenAmount().notNull(),
    reductionFen: fenAmount().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.amountFen] }),
    check('full_amount_tiers_reduction', sql`${t.reductionFen} > 0 AND ${t.reductionFen} < ${t.amountFen}`),
  ],
);

export const fullAmountGoods = pgTable(
  'full_amount_goods',
  {
    activityId: integer()
      .notNull()
      .references(() => fullAmountActivities.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.goodsId] }), index().on(t.goodsId)],
);

/** Buy `buy` get `get` (gift_data): type 1 the same goods, type 2 `gift_goods_id`. One running rule per goods. */
export const giftRules = pgTable(
  'gift_rules',
  {
    goodsId: integer()
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    buy: integer().notNull(),
    get: integer().notNull(),
    type: smallint().notNull(),
    giftGoodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('gift_rules_counts', sql`${t.buy} > 0 AND ${t.get} > 0`),
    check('gift_rules_type', sql`${t.type} IN (1, 2)`),
  ],
);

/** A price agreed with one company (议价, is_yj 1): replaces list and ladder prices for its buyers. */
export const negotiatedPrices = pgTable(
  'negotiated_prices',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    priceFen: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.goodsId] }),
    check('negotiated_prices_non_negative', sql`${t.priceFen} >= 0`),
  ],
);

/** A chain's head-office account manages other store accounts (POST /api/cart/copy `other_user_ids`). */
export const managedStores = pgTable(
  'managed_stores',
  {
    managerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.managerUserId, t.storeUserId] }),
    check('managed_stores_not_self', sql`${t.managerUserId} <> ${t.storeUserId}`),
  ],
);
