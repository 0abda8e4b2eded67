import { certificateType, REVIEW_STAGES, REVIEW_STEPS, reviewStatus, scopeCategory } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enumValues, oneOf } from './one-of';
import { companies, users } from './users';

/*
 * Qualifications (#10 §3, docs/accounts.md § Qualifications): a company's business scope, its certificates and
 * their images, and the uploaded files those images are.
 */

/** One category of a company's business scope: asked for at registration, approved by an operator. */
export const companyScopes = pgTable(
  'company_scopes',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    category: text({ enum: enumValues(scopeCategory.options) }).notNull(),
    /** Only `approved` lets the company buy goods of the category. */
    status: text({ enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.category] }),
    check('company_scopes_category', oneOf(t.category, scopeCategory.options)),
    check('company_scopes_status', oneOf(t.status, ['pending', 'approved'])),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text({ enum: enumValues(certificateType.options) }).notNull(),
    number: text().notNull(),
    issuer: text().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    /** null: 长期有效. */
    validUntil: date({ mode: 'string' }),
    status: text({ enum: enumValues(reviewStatus.options) })
      .notNull()
      .default('pending'),
    /** The operator's reason when rejected. */
    reason: text().notNull().default(''),
    /** Who decided (the operator's name as given to `ops`), '' until reviewed. */
    reviewedBy: text().notNull().default(''),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId),
    // The expiry job's scan: approved certificates by end date.
    index().on(t.validUntil).where(sql`status = 'approved'`),
    check('certificates_type', oneOf(t.type, certificateType.options)),
    check('certificates_status', oneOf(t.status, reviewStatus.options)),
    check('certificates_dates', sql`${t.validUntil} IS NULL OR ${t.validUntil} >= ${t.validFrom}`),
  ],
);

/**
 * A file a buyer uploaded (a certificate image): stored under DATA_DIR by a random name, never by the name the
 * buyer gave. Unused ones are orphans (see docs/accounts.md).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Random and opaque: the image id of the contract and the file's name on disk. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Decided from the file's bytes (image/jpeg, image/png, image/webp). */
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Relative to DATA_DIR. */
    path: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    check('uploads_content_type', oneOf(t.contentType, ['image/jpeg', 'image/png', 'image/webp'])),
  ],
);

/** The images of a certificate; an upload serves one certificate only. */
export const certificateImages = pgTable(
  'certificate_images',
  {
    certificateId: integer()
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    uploadId: text()
      .notNull()
      .unique()
      .references(() => uploads.id),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.position] })],
);

/**
 * A company's review history (issue #26 §2, the console's 审核进度 timeline): submissions, 初审 passed, the final
 * approval, rejections with the stage they happened at, scope changes. Append-only; the audit trail holds the
 * same actions with before → after, this is the company's own story in order.
 */
export const companyReviewEvents = pgTable(
  'company_review_events',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    step: text({ enum: enumValues(REVIEW_STEPS) }).notNull(),
    /** The stage a rejection happened at; null for other steps and for an approval taken back. */
    stage: text({ enum: enumValues(REVIEW_STAGES) }),
    /** The operator's username, `ops:<who>` from the ops tool, or '' for the buyer's submission. */
    actor: text().notNull().default(''),
    /** The rejection's reason, or the scope change in words. */
    note: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId, t.id),
    check('company_review_events_step', oneOf(t.step, REVIEW_STEPS)),
    check('company_review_events_stage', sql`${t.stage} IS NULL OR ${oneOf(t.stage, REVIEW_STAGES)}`),
  ],
);
