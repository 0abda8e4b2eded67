import type { EnterpriseType, StoreWideExclusions } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The all-store percentage off (全场94折, `/welfare`, docs/pricing.md "全场94折"): a rate over every goods sold online
 * but the operator's exclusions, in a window, for an audience. Operators edit it in the console (运营) and `ops
 * welfare`; the one running for a buyer is the first active one whose window holds now, lowest id first.
 */
export const storeWideOffers = pgTable(
  'store_wide_offers',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    /** The percentage paid, 1–99 (94 = 94折). */
    ratePercent: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Paused by an operator: not running whatever the window says. */
    paused: boolean().notNull().default(false),
    /** Site-relative picture address; '' for none. */
    banner: text().notNull().default(''),
    rules: text().notNull().default(''),
    /** Enterprise types that get it; empty = every buyer. */
    enterpriseTypes: text().array().$type<EnterpriseType[]>().notNull().default(sql`'{}'::text[]`),
    /** Province names as companies.region holds them (北京市, 河北省...); empty = every region. */
    regions: text().array().notNull().default(sql`'{}'::text[]`),
    exclude: jsonb().$type<StoreWideExclusions>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_wide_offers_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('store_wide_offers_rate', sql`${t.ratePercent} BETWEEN 1 AND 99`),
  ],
);
