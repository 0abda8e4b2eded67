import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { companies, users } from './users';

/**
 * A company's own 含麻 quantity limits (issue #21 §4), set by an operator; a company without a row has the site
 * settings' `hm_order_units` / `hm_month_units`. Units are the goods' own units (盒, 瓶) summed over every
 * ephedrine-containing line (docs/regulatory.md "含麻").
 */
export const ephedrineLimits = pgTable(
  'ephedrine_limits',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id),
    perOrderUnits: integer().notNull(),
    perMonthUnits: integer().notNull(),
    /** 'operator:<name>' who set them last. */
    setBy: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ephedrine_limits_units',
      sql`${t.perOrderUnits} >= 0 AND ${t.perMonthUnits} >= ${t.perOrderUnits}`,
    ),
  ],
);

/**
 * A buyer's confirmation of a shipped 含麻 order's receipt (回执): who received it, their ID number and the date.
 * The receipt itself is the shipped order (its id is the order's); the row is written once, never updated or
 * deleted (records kept until a year past the goods' expiry: docs/regulatory.md "含麻").
 */
export const hmReceipts = pgTable('hm_receipts', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  receiver: text().notNull(),
  idNumber: text().notNull(),
  receivedOn: date({ mode: 'string' }).notNull(),
  confirmedBy: integer()
    .notNull()
    .references(() => users.id),
  confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
