import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { companies, users } from './users';

/*
 * What the order and payment write paths keep beside the orders themselves: Idempotency-Key answers, the operators'
 * audit trail and e-contract signatures.
 */

const at = () => timestamp({ withTimezone: true });

/**
 * Idempotency-Key records (order creation and payment): the first answer, replayed byte for byte. A key is
 * per user and route; the same key with another body hash answers 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text().notNull(),
    statusCode: smallint().notNull(),
    /** The exact response body sent. */
    response: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index().on(t.createdAt)],
);

/**
 * Every operator action, from `ops` or the console: who, when, what, how it ended, and the changed thing before
 * and after (console actions that change one thing; null otherwise).
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: serial().primaryKey(),
    operator: text().notNull(),
    /** 'ops' (a command line) or 'console' (a console call). */
    source: text().notNull().default('ops'),
    command: text().notNull(),
    args: jsonb().notNull(),
    ok: boolean().notNull(),
    result: text().notNull().default(''),
    before: jsonb(),
    after: jsonb(),
    at: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.at),
    index().on(t.operator, t.at),
    check('ops_audit_source', sql`${t.source} IN ('ops', 'console')`),
  ],
);

/**
 * The e-contract signatures of a company, one per version it signed (older ones stay: who agreed to which text,
 * when). companies.contract_signed says it signed some version; accounts/contract.ts decides what is in force.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The contract version signed. */
    version: text().notNull(),
    signedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.version] })],
);

/**
 * The e-contract's published versions (issue #26 §2): the newest is the one in force. Before any is published the
 * built-in text (accounts/contract.ts) is. A company whose signature is older may still order until
 * `required_from`, and is asked to sign meanwhile; from then on it must sign first (459).
 */
export const contractVersions = pgTable(
  'contract_versions',
  {
    version: text().primaryKey(),
    title: text().notNull(),
    body: text().notNull(),
    /** From this instant an order needs this version signed. */
    requiredFrom: at().notNull(),
    publishedBy: text().notNull(),
    publishedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.publishedAt)],
);
