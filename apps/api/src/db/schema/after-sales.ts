import { AFTER_SALE_REASONS, AFTER_SALE_STATUSES, AFTER_SALE_TYPES, PAY_METHODS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { orderLines, orders } from './orders';
import { uploads } from './qualifications';
import { companies, users } from './users';

/*
 * After-sales (issue #21 §1, migration 0020): requests with their lines, photos and timeline, the quantity each
 * order line still has to give, the one refund per request, and the goods operators exclude from after-sales.
 * docs/after-sales.md records the decisions.
 */

const at = () => timestamp({ withTimezone: true });

/** A buyer's request about an order: its kind, state, reason and what operators and the buyer added on the way. */
export const afterSaleRequests = pgTable(
  'after_sale_requests',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    type: text({ enum: enumValues(AFTER_SALE_TYPES) }).notNull(),
    status: text({ enum: enumValues(AFTER_SALE_STATUSES) })
      .notNull()
      .default('pending'),
    reason: text({ enum: enumValues(AFTER_SALE_REASONS) }).notNull(),
    description: text().notNull().default(''),
    /** Where the goods go back (set on approval of a return or exchange) and by when. */
    returnAddress: text().notNull().default(''),
    returnDeadline: at(),
    carrier: text().notNull().default(''),
    trackingNo: text().notNull().default(''),
    rejectReason: text().notNull().default(''),
    /** Set on receipt: whether the returned goods went back to stock. */
    saleable: boolean(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('after_sale_requests_type', oneOf(t.type, AFTER_SALE_TYPES)),
    check('after_sale_requests_status', oneOf(t.status, AFTER_SALE_STATUSES)),
    check('after_sale_requests_reason', oneOf(t.reason, AFTER_SALE_REASONS)),
    index().on(t.companyId, t.createdAt),
    index().on(t.orderId),
    index().on(t.status, t.createdAt),
  ],
);

/** The units of order lines a request is about; `refundFen` is the estimate until the refund fixes it. */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => afterSaleRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id),
    number: integer().notNull(),
    refundFen: fenAmount().notNull().default(0),
    /**
     * Units that follow another line of the request rather than being asked for: a gift no longer earned (赠品随退)
     * follows its trigger line, a combination's part follows its set line. Null for the lines the buyer named.
     */
    followsLineId: integer().references(() => orderLines.id),
  },
  (t) => [
    index().on(t.requestId),
    index().on(t.orderLineId),
    check('after_sale_lines_number_positive', sql`${t.number} > 0`),
    check('after_sale_lines_refund_non_negative', sql`${t.refundFen} >= 0`),
  ],
);

/** The buyer's photos: uploads made through the certificate-image route (its checks and daily quota). */
export const afterSaleImages = pgTable(
  'after_sale_images',
  {
    requestId: integer()
      .notNull()
      .references(() => afterSaleRequests.id, { onDelete: 'cascade' }),
    uploadId: text()
      .notNull()
      .references(() => uploads.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.uploadId] }), index().on(t.uploadId)],
);

/** The timeline: one row per state change (append-only by convention). */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => afterSaleRequests.id, { onDelete: 'cascade' }),
    status: text({ enum: enumValues(AFTER_SALE_STATUSES) }).notNull(),
    note: text().notNull().default(''),
    /** 'buyer:<user id>', 'operator:<name>' or 'system'. */
    actor: text().notNull(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.requestId), check('after_sale_events_status', oneOf(t.status, AFTER_SALE_STATUSES))],
);

/**
 * Per order line: units delivered, and units held by requests (returned, or in a request still open). A request
 * claims with `held + n <= delivered` in one conditional statement, so concurrent requests never over-claim.
 */
export const afterSaleQuantities = pgTable(
  'after_sale_quantities',
  {
    orderLineId: integer()
      .primaryKey()
      .references(() => orderLines.id),
    delivered: integer().notNull(),
    held: integer().notNull().default(0),
  },
  (t) => [check('after_sale_quantities_held', sql`${t.held} >= 0 AND ${t.held} <= ${t.delivered}`)],
);

/** The refund of a request: one per request (the primary key makes a second one impossible). */
export const afterSaleRefunds = pgTable(
  'after_sale_refunds',
  {
    requestId: integer()
      .primaryKey()
      .references(() => afterSaleRequests.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    method: text({ enum: enumValues(PAY_METHODS) }),
    amountFen: fenAmount().notNull(),
    /** Where it went: back onto the credit line, into the balance, and through the provider (支付宝 / 微信支付). */
    toCreditFen: fenAmount().notNull().default(0),
    toBalanceFen: fenAmount().notNull().default(0),
    toOnlineFen: fenAmount().notNull().default(0),
    actor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orderId),
    check(
      'after_sale_refunds_split',
      sql`${t.amountFen} >= 0 AND ${t.toCreditFen} >= 0 AND ${t.toBalanceFen} >= 0 AND ${t.toOnlineFen} >= 0 AND ${t.toCreditFen} + ${t.toBalanceFen} + ${t.toOnlineFen} = ${t.amountFen}`,
    ),
  ],
);

/** Goods operators keep out of after-sales (cold chain, opened packs…), with the reason the buyer reads. */
export const afterSaleExclusions = pgTable('after_sale_exclusions', {
  goodsId: integer()
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  createdAt: at().notNull().defaultNow(),
});
