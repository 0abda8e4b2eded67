import { enterpriseType, type InvoiceDetails, messageKind } from '@yaocai/domain';
import {
  boolean,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { enumValues, oneOf } from './one-of';

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull().unique(),
    /**
     * Qualification documents approved: only then may the company order. The company's review status is this
     * flag and `reviewReason` (approved when set; else rejected when a reason is given; else pending) — one
     * stored truth, so no writer can leave a flag and a status disagreeing.
     */
    qualificationPassed: boolean().notNull().default(false),
    /** The operator's reason for the last rejection; '' when pending or approved. */
    reviewReason: text().notNull().default(''),
    /** null for companies created before registration step 2 existed. */
    enterpriseType: text({ enum: enumValues(enterpriseType.options) }),
    /** E-contract signed (status 459 until it is). */
    contractSigned: boolean().notNull().default(false),
    region: text().notNull().default(''),
    address: text().notNull().default(''),
    legalPerson: text().notNull().default(''),
    purchaser: text().notNull().default(''),
    purchaserPhone: text().notNull().default(''),
    /** 开票资料 as the contract's `invoiceDetails`; null until given. */
    invoice: jsonb().$type<InvoiceDetails>(),
    /** When registration step 2 (or a resubmission) was sent for review. */
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    /**
     * The operator (username) who passed 初审 in the current review round; null before, and again after a
     * rejection or a resubmission (domain company-review.ts: the quality review waits on it, by someone else).
     */
    firstReviewedBy: text(),
    firstReviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('companies_enterprise_type', oneOf(t.enterpriseType, enterpriseType.options))],
);

export const accountManagers = pgTable('account_managers', {
  id: serial().primaryKey(),
  name: text().notNull(),
  phone: text().notNull().unique(),
  /** The platform-wide manager shown when a buyer has no dedicated one. */
  isDefault: boolean().notNull().default(false),
  /**
   * The manager's own console login, when they have one: 客服's chat inbox lists their companies first (issue #23
   * §3). A reference by id only (operators live in the console's schema file, which imports this one).
   */
  operatorId: integer().unique(),
});

export const users = pgTable('users', {
  id: serial().primaryKey(),
  phone: text().notNull().unique(),
  passwordHash: text().notNull(),
  name: text().notNull().default(''),
  username: text().notNull().default(''),
  companyId: integer().references(() => companies.id),
  managerId: integer().references(() => accountManagers.id),
  face: text().notNull().default(''),
  rank: integer().notNull().default(0),
  points: integer().notNull().default(0),
  isCanChat: smallint().notNull().default(0),
  isSpecial: smallint().notNull().default(0),
  isShowYoux: smallint().notNull().default(0),
  switch: smallint().notNull().default(0),
  wechat: text().notNull().default(''),
  qualityInspectionUrl: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * The store a head office buys for in this session (/ddgl switch, docs/accounts.md "Multi-store"); null buys
     * for itself. Honoured only while `managed_stores` relates the two, so removing the relation ends it.
     */
    actingUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.userId)],
);

/** Every login attempt, for per-account and per-IP throttling. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    phone: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    success: boolean().notNull(),
  },
  (t) => [index().on(t.phone, t.at), index().on(t.ip, t.at)],
);

/** Secrets generated once and shared by every API instance (e.g. the CSRF HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is about (contracts/messages.ts `messageKind`). */
    kind: text().notNull().default('system'),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** A page of the app the message is about, '' when none. */
    link: text().notNull().default(''),
    /**
     * Set when the message is sent once per event (e.g. `cert-expiring:42`): a unique key per user, so a job that
     * runs again, or on two instances at once, sends it once.
     */
    dedupeKey: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    uniqueIndex().on(t.userId, t.dedupeKey),
    check('messages_kind', oneOf(t.kind, messageKind.options)),
  ],
);

/** A buyer's favourite goods (spec: /star); one row per pair, so favouriting twice changes nothing. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goodsId] }),
    index().on(t.userId, t.createdAt),
    index().on(t.goodsId),
  ],
);
