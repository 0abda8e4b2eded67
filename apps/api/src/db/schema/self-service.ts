import { FEEDBACK_TYPES, ITEM_REQUEST_STATUSES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { enumValues, oneOf } from './one-of';
import { uploads } from './qualifications';
import { companies, users } from './users';

/*
 * Self-service (issue #23 §1, docs/self-service.md): item-wanted requests, feedback with its photos, and the
 * matched purchase lists waiting to be applied to a cart.
 */

const at = () => timestamp({ withTimezone: true });

/** 品种求购: a goods the company wants that is not listed; 客服 answers it (listed with a goods, or unavailable). */
export const itemRequests = pgTable(
  'item_requests',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    spec: text().notNull().default(''),
    manufacturer: text().notNull().default(''),
    approvalNo: text().notNull().default(''),
    number: integer().notNull(),
    /** Expected unit price; null when none was given. */
    priceFen: integer(),
    remark: text().notNull().default(''),
    status: text({ enum: enumValues(ITEM_REQUEST_STATUSES) })
      .notNull()
      .default('pending'),
    goodsId: integer().references(() => goods.id),
    reason: text().notNull().default(''),
    source: text({ enum: ['form', 'import'] })
      .notNull()
      .default('form'),
    answeredBy: text().notNull().default(''),
    answeredAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId, t.id),
    index().on(t.status, t.id),
    check('item_requests_status', oneOf(t.status, ITEM_REQUEST_STATUSES)),
    check('item_requests_source', oneOf(t.source, ['form', 'import'])),
    check('item_requests_number_positive', sql`${t.number} > 0`),
    check('item_requests_price_non_negative', sql`${t.priceFen} IS NULL OR ${t.priceFen} >= 0`),
    check(
      'item_requests_answer',
      sql`(${t.status} = 'pending') OR (${t.status} = 'listed' AND ${t.goodsId} IS NOT NULL)
        OR (${t.status} = 'unavailable' AND ${t.reason} <> '')`,
    ),
  ],
);

/** 意见反馈: what a buyer tells the marketplace, and 客服's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    type: text({ enum: enumValues(FEEDBACK_TYPES) }).notNull(),
    content: text().notNull(),
    contact: text().notNull().default(''),
    reply: text().notNull().default(''),
    repliedBy: text().notNull().default(''),
    repliedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId, t.id),
    index().on(t.repliedAt, t.id),
    check('feedback_type', oneOf(t.type, FEEDBACK_TYPES)),
  ],
);

/** A feedback's photos: uploads of the same store as certificate images; an upload serves one feedback. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: integer()
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    uploadId: text()
      .notNull()
      .unique()
      .references(() => uploads.id),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.position] })],
);

/** A matched purchase list (the rows as answered), applied at most once, removed a day later. */
export const cartImports = pgTable(
  'cart_imports',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rows: jsonb().notNull(),
    appliedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
