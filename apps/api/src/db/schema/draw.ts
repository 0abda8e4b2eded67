import { prizeFulfilment, prizeKind } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { coupons, userCoupons } from './coupons';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { users } from './users';

/*
 * The prize draw (issue #11). A chance is a row with a unique source, used once by a conditional update; a
 * prize's stock falls only by `stock > 0` updates; a record belongs to exactly one chance. Points won go to the
 * points ledger (points.ts). docs/draw.md records the decisions.
 */

const at = () => timestamp({ withTimezone: true });

/** A draw activity: its period and chance rule (domain `ChanceRule`). */
export const drawActivities = pgTable(
  'draw_activities',
  {
    id: serial().primaryKey(),
    name: text().notNull().unique(),
    remarks: text().notNull().default(''),
    /** The rules as lines of text, in order. */
    rules: text().array().notNull().default(sql`'{}'::text[]`),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    dailyChances: integer().notNull().default(1),
    /** A paid order of at least this much that Beijing day grants one more chance; 0: none. */
    orderMinFen: fenAmount().notNull().default(0),
    /** Per-buyer caps on chances: per Beijing day and over the activity; 0: no cap. */
    dailyLimit: integer().notNull().default(0),
    totalLimit: integer().notNull().default(0),
  },
  (t) => [
    check('draw_activities_period', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'draw_activities_counts',
      sql`${t.dailyChances} >= 0 AND ${t.orderMinFen} >= 0 AND ${t.dailyLimit} >= 0 AND ${t.totalLimit} >= 0`,
    ),
  ],
);

/** The activity a row belongs to, going with it. */
const activityRef = () =>
  integer()
    .notNull()
    .references(() => drawActivities.id, { onDelete: 'cascade' });
/** The buyer (login) a chance or record belongs to. */
const buyerRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** What can be won. `stock` null is unlimited; `weight` 0 is never drawn. */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: serial().primaryKey(),
    activityId: activityRef(),
    name: text().notNull(),
    /** What the buyer is told with the name (spec §8 '恭喜您抽中{name}（{remarks}）'). */
    remarks: text().notNull().default(''),
    kind: text({ enum: enumValues(prizeKind.options) }).notNull(),
    weight: integer().notNull(),
    stock: integer(),
    /** Points credited (kind points). */
    points: integer().notNull().default(0),
    /** The coupon template issued (kind coupon). */
    couponId: integer().references(() => coupons.id),
    image: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [
    unique('draw_prizes_name').on(t.activityId, t.name),
    check('draw_prizes_kind', oneOf(t.kind, prizeKind.options)),
    check('draw_prizes_weight', sql`${t.weight} >= 0`),
    check('draw_prizes_stock', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check(
      'draw_prizes_payload',
      sql`(${t.kind} = 'points') = (${t.points} > 0) AND (${t.kind} = 'coupon') = (${t.couponId} IS NOT NULL)`,
    ),
  ],
);

/** The banners of an activity (GET /api/draw/ads). */
export const drawBanners = pgTable(
  'draw_banners',
  {
    id: serial().primaryKey(),
    activityId: activityRef(),
    title: text().notNull(),
    image: text().notNull(),
    url: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('draw_banners_title').on(t.activityId, t.title)],
);

/** One granted chance; its source is unique per buyer and activity, so granting twice adds nothing. */
export const drawChances = pgTable(
  'draw_chances',
  {
    id: serial().primaryKey(),
    activityId: activityRef(),
    userId: buyerRef(),
    /** `day:2026-11-24`, `day:2026-11-24#2`, `order:<id>` (domain `chanceSources`). */
    source: text().notNull(),
    /** The Beijing day it was granted for; it can be used that day only. */
    day: date({ mode: 'string' }).notNull(),
    usedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    unique('draw_chances_source').on(t.activityId, t.userId, t.source),
    index().on(t.activityId, t.userId, t.day),
  ],
);

/** One per used chance: what it won, and for a gift its fulfilment. */
export const drawRecords = pgTable(
  'draw_records',
  {
    id: serial().primaryKey(),
    activityId: activityRef(),
    userId: buyerRef(),
    chanceId: integer()
      .notNull()
      .unique()
      .references(() => drawChances.id, { onDelete: 'cascade' }),
    /** Null when every prize ran out and the draw ended at 谢谢参与 with no such prize configured. */
    prizeId: integer().references(() => drawPrizes.id),
    /** Copies of the prize as won, so an operator's later edit does not rewrite history. */
    prizeName: text().notNull(),
    remarks: text().notNull().default(''),
    kind: text({ enum: enumValues(prizeKind.options) }).notNull(),
    userCouponId: integer().references(() => userCoupons.id),
    fulfilment: text({ enum: enumValues(prizeFulfilment.options) })
      .notNull()
      .default(''),
    carrier: text().notNull().default(''),
    tracking: text().notNull().default(''),
    shippedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('draw_records_kind', oneOf(t.kind, prizeKind.options)),
    check('draw_records_fulfilment', oneOf(t.fulfilment, prizeFulfilment.options)),
    check('draw_records_gift_fulfilment', sql`(${t.kind} = 'gift') = (${t.fulfilment} <> '')`),
    index().on(t.userId, t.createdAt),
    index().on(t.activityId, t.createdAt),
    index('draw_records_pending').on(t.createdAt).where(sql`${t.fulfilment} = 'pending'`),
  ],
);
