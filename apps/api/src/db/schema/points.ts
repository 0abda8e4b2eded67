import { POINTS_ENTRY_KINDS, POINTS_ITEM_KINDS, POINTS_ORDER_STATUSES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
import { coupons, userCoupons } from './coupons';
import { drawRecords } from './draw';
import { enumValues, oneOf } from './one-of';
import { orders } from './orders';
import { companies, users } from './users';

/*
 * Points (issue #22 §4, docs/points.md): the one append-only ledger (a trigger refuses UPDATE, DELETE and
 * TRUNCATE; users.points changes only with an entry in the same transaction, points/ledger.ts), the operator-set
 * rules, the points mall's items and the orders paid in points.
 */

const at = () => timestamp({ withTimezone: true });

/** For each user, the sum of `amount` equals `users.points` (a CHECK keeps that at zero or more). */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: enumValues(POINTS_ENTRY_KINDS) }).notNull(),
    /** Signed, never 0. */
    amount: integer().notNull(),
    /** The balance after this entry. */
    after: integer().notNull(),
    drawRecordId: integer().references(() => drawRecords.id),
    /** The order that earned the points (kind order) or whose refund took them back (kind refund). */
    orderId: integer().references(() => orders.id),
    /** The points order they paid (kind exchange). */
    pointsOrderId: integer().references(() => pointsOrders.id),
    /** When a credit's points expire; null for debits (and credits from before expiry existed: never). */
    expiresAt: at(),
    /** What makes a system posting happen once per user, e.g. 'expiry:2028-01-01'. */
    ref: text(),
    remark: text().notNull().default(''),
    /** 'buyer:<user id>', 'operator:<name>' or 'system'. */
    actor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('points_entries_kind', oneOf(t.kind, POINTS_ENTRY_KINDS)),
    check('points_entries_amount_non_zero', sql`${t.amount} <> 0`),
    check('points_entries_after_non_negative', sql`${t.after} >= 0`),
    check('points_entries_expiry_on_credits', sql`${t.expiresAt} IS NULL OR ${t.amount} > 0`),
    index().on(t.userId, t.createdAt),
    unique('points_entries_draw_record').on(t.drawRecordId),
    unique('points_entries_ref').on(t.userId, t.ref),
    // An order earns once.
    uniqueIndex('points_entries_order_earned').on(t.orderId).where(sql`${t.kind} = 'order'`),
    index('points_entries_refunds').on(t.orderId).where(sql`${t.kind} = 'refund'`),
  ],
);

/** The operator-set rules: one row (id 1). */
export const pointsSettings = pgTable(
  'points_settings',
  {
    id: smallint().primaryKey().default(1),
    fenPerPoint: integer().notNull().default(1000),
    expiryYears: integer().notNull().default(1),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('points_settings_one_row', sql`${t.id} = 1`),
    check('points_settings_rate', sql`${t.fenPerPoint} >= 1`),
    check('points_settings_expiry', sql`${t.expiryYears} BETWEEN 1 AND 10`),
  ],
);

/** A points-mall item: goods shipped to the buyer, or a coupon of an existing template. */
export const pointsItems = pgTable(
  'points_items',
  {
    id: serial().primaryKey(),
    kind: text({ enum: enumValues(POINTS_ITEM_KINDS) }).notNull(),
    name: text().notNull(),
    image: text().notNull().default(''),
    description: text().notNull().default(''),
    /** Points per unit. */
    points: integer().notNull(),
    /** Units left; falls only by `stock >= n` updates. */
    stock: integer().notNull(),
    /** Units one buyer may exchange in all; 0 = no limit. */
    perBuyerLimit: integer().notNull().default(0),
    onSale: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    couponId: integer().references(() => coupons.id),
    /** Units exchanged in all. */
    exchanged: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('points_items_kind', oneOf(t.kind, POINTS_ITEM_KINDS)),
    check('points_items_points_positive', sql`${t.points} > 0`),
    check('points_items_stock_non_negative', sql`${t.stock} >= 0`),
    check('points_items_limit_non_negative', sql`${t.perBuyerLimit} >= 0`),
    check('points_items_coupon', sql`(${t.kind} = 'coupon') = (${t.couponId} IS NOT NULL)`),
    index('points_items_on_sale').on(t.sort, t.id).where(sql`${t.onSale}`),
  ],
);

/** Units of an item each buyer has exchanged: the per-buyer limit is claimed on this row. */
export const pointsItemClaims = pgTable(
  'points_item_claims',
  {
    itemId: integer()
      .notNull()
      .references(() => pointsItems.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    number: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId] }),
    check('points_item_claims_positive', sql`${t.number} > 0`),
  ],
);

/** An order paid in points: a copy of the item, the address (goods), shipping, the coupon issued. */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial().primaryKey(),
    orderSn: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    itemId: integer()
      .notNull()
      .references(() => pointsItems.id),
    kind: text({ enum: enumValues(POINTS_ITEM_KINDS) }).notNull(),
    name: text().notNull(),
    image: text().notNull().default(''),
    number: integer().notNull(),
    points: integer().notNull(),
    status: text({ enum: enumValues(POINTS_ORDER_STATUSES) }).notNull(),
    address: jsonb(),
    carrier: text().notNull().default(''),
    trackingNo: text().notNull().default(''),
    userCouponId: integer().references(() => userCoupons.id),
    couponTitle: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
    shippedAt: at(),
    completedAt: at(),
  },
  (t) => [
    check('points_orders_status', oneOf(t.status, POINTS_ORDER_STATUSES)),
    check('points_orders_number_positive', sql`${t.number} > 0 AND ${t.points} > 0`),
    check('points_orders_goods_address', sql`(${t.kind} = 'goods') = (${t.address} IS NOT NULL)`),
    index().on(t.companyId, t.createdAt),
    index('points_orders_to_ship').on(t.createdAt).where(sql`${t.status} = 'paid'`),
  ],
);
