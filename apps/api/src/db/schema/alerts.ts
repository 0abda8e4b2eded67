import { ALERT_KINDS, ALERT_STATUSES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { enumValues, oneOf } from './one-of';
import { companies, users } from './users';

const at = () => timestamp({ withTimezone: true });

/**
 * A buyer's 到货提醒 / 降价提醒 on one goods (issue #23 §1, docs/self-service.md "Alerts"). Active until it fires
 * once (a message) or the buyer cancels it; at most one active alert per login, goods and kind.
 */
export const goodsAlerts = pgTable(
  'goods_alerts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    goodsId: integer()
      .notNull()
      .references(() => goods.id),
    kind: text({ enum: enumValues(ALERT_KINDS) }).notNull(),
    status: text({ enum: enumValues(ALERT_STATUSES) })
      .notNull()
      .default('active'),
    /** The buyer's unit price when subscribing (`alertPriceFen`); null for a restock alert. */
    priceFen: integer(),
    /** The buyer's unit price when it fired. */
    firedPriceFen: integer(),
    createdAt: at().notNull().defaultNow(),
    firedAt: at(),
    cancelledAt: at(),
  },
  (t) => [
    uniqueIndex('goods_alerts_one_active').on(t.userId, t.goodsId, t.kind).where(sql`${t.status} = 'active'`),
    // The job reads active alerts by goods; the member page the login's alerts newest first.
    index('goods_alerts_active').on(t.goodsId).where(sql`${t.status} = 'active'`),
    index().on(t.userId, t.id),
    check('goods_alerts_kind', oneOf(t.kind, ALERT_KINDS)),
    check('goods_alerts_status', oneOf(t.status, ALERT_STATUSES)),
    check('goods_alerts_price', sql`${t.kind} = 'restock' OR ${t.priceFen} IS NOT NULL`),
  ],
);
