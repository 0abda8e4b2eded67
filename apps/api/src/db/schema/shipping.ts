import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';
import { warehouses } from './warehouses';

/*
 * What left the warehouse (issue #21 §2, #26 §2, docs/logistics.md): an order's parcels (carrier, tracking
 * number), the batches of its lines packed in each (batch, dates, quantity, 药品追溯码), and each parcel's
 * tracking timeline. Sales records: kept until one year past expiry, nothing deletes them.
 */

const at = () => timestamp({ withTimezone: true });

/** One parcel of an order's shipment; `seq` 1, 2, … numbers its delivery note `<order_sn>-<seq>`. */
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    carrier: text().notNull(),
    trackingNo: text().notNull(),
    /** Where it left from; the default warehouse when the shipment named none (docs/console.md 仓库管理). */
    warehouseId: integer()
      .notNull()
      .default(sql`default_warehouse_id()`)
      .references(() => warehouses.id),
    shippedAt: at().notNull().defaultNow(),
    /** 'operator:<name>' (console or ops). */
    actor: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.orderId, t.seq), check('order_parcels_seq_positive', sql`${t.seq} > 0`)],
);

/** What was shipped for a line, in which parcel: batch, dates and traceability codes (pharma-buyers). */
export const orderLineBatches = pgTable(
  'order_line_batches',
  {
    id: serial().primaryKey(),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    parcelId: integer()
      .notNull()
      .references(() => orderParcels.id, { onDelete: 'cascade' }),
    batchNo: text().notNull(),
    productionDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    number: integer().notNull(),
    traceCodes: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index().on(t.orderLineId),
    index().on(t.parcelId),
    check('order_line_batches_number_positive', sql`${t.number} > 0`),
    check('order_line_batches_dates', sql`${t.expiryDate} > ${t.productionDate}`),
  ],
);

/**
 * A parcel's tracking timeline: entries operators type from the carrier (source 'operator'), or a
 * carrier-tracking provider's events (source = its name) — none is configured here (orders/tracking.ts).
 */
export const parcelTracking = pgTable(
  'parcel_tracking',
  {
    id: serial().primaryKey(),
    parcelId: integer()
      .notNull()
      .references(() => orderParcels.id, { onDelete: 'cascade' }),
    /** When it happened, as the carrier reported it. */
    at: at().notNull(),
    description: text().notNull(),
    location: text().notNull().default(''),
    source: text().notNull().default('operator'),
    /** 'operator:<name>', or 'provider:<name>'. */
    actor: text().notNull(),
    recordedAt: at().notNull().defaultNow(),
  },
  // The same event read twice from a provider is one entry.
  (t) => [uniqueIndex().on(t.parcelId, t.source, t.at, t.description)],
);
