import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './users';

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
