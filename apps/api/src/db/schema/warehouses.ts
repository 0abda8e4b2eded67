import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Warehouses (issue #26 §2 Goods, docs/console.md 仓库管理): where batches are kept and parcels leave from. Exactly
 * one is the default (migration 0040 makes 武汉一号仓): batches and parcels written without a warehouse are its
 * (`default_warehouse_id()` is their columns' default). A warehouse is deactivated, never deleted: parcels and
 * batches keep naming it (sales records).
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial().primaryKey(),
    /** Short code for scripts (`ops ship --warehouse WH1`): letters, digits, '-'. */
    code: text().notNull(),
    name: text().notNull(),
    address: text().notNull().default(''),
    /** Province / city it serves from, e.g. 湖北省武汉市. */
    region: text().notNull().default(''),
    active: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.code),
    uniqueIndex().on(t.name),
    uniqueIndex('warehouses_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
    check('warehouses_default_active', sql`NOT ${t.isDefault} OR ${t.active}`),
  ],
);
