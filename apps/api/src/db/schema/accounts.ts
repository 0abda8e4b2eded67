import { codePurpose } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { enumValues, oneOf } from './one-of';
import { users } from './users';

/**
 * SMS verification codes (#10 §1). Only an HMAC of the code is stored (accounts/codes.ts), never the code. A code
 * is valid for 5 minutes from `created_at`, is used once (`used_at`) and burns after 5 wrong tries; the rate
 * limits count the rows of a phone by `created_at`.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    phone: text().notNull(),
    purpose: text({ enum: enumValues(codePurpose.options) }).notNull(),
    codeHash: text().notNull(),
    /** For `phone` (a new phone for a signed-in buyer): whose change it is, so nobody else can use the code. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.phone, t.createdAt),
    check('verification_codes_purpose', oneOf(t.purpose, codePurpose.options)),
    check('verification_codes_failed_attempts', sql`${t.failedAttempts} >= 0`),
  ],
);

/**
 * Per-IP counters of requests that could enumerate buyers or send SMS to strangers (the phone check, code
 * requests); counted like login_attempts, so every instance shares the limit.
 */
export const ipRequests = pgTable(
  'ip_requests',
  {
    id: serial().primaryKey(),
    ip: text().notNull(),
    action: text({ enum: ['phone_check', 'create_code'] }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ip, t.action, t.at),
    check('ip_requests_action', oneOf(t.action, ['phone_check', 'create_code'])),
  ],
);
