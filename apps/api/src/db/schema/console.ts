import { OPERATOR_ROLES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { enumValues, oneOf } from './one-of';

/*
 * The operations console's people (issue #26 §1, docs/console.md): operators are not buyers. They have their own
 * table, roles and sessions; nothing here refers to users, and no buyer table refers here.
 */

const at = () => timestamp({ withTimezone: true });

export const operators = pgTable('operators', {
  id: serial().primaryKey(),
  /** What the operator signs in with (domain `operatorUsername`), stored lower-case. */
  username: text().notNull().unique(),
  /** The person's name, shown in the console and the audit trail. */
  name: text().notNull().default(''),
  passwordHash: text().notNull(),
  /** Base32 TOTP secret; required (by the sign-in) when a role needs a second factor. */
  totpSecret: text(),
  /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2), so a seen code cannot be replayed. */
  totpLastStep: bigint({ mode: 'number' }).notNull().default(0),
  /** A disabled operator cannot sign in and their sessions stop working. */
  disabled: boolean().notNull().default(false),
  createdAt: at().notNull().defaultNow(),
});

/** Who holds which role (domain OPERATOR_ROLES; the permissions of each are domain ROLE_PERMISSIONS). */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    role: text({ enum: enumValues(OPERATOR_ROLES) }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.operatorId, t.role] }),
    check('operator_roles_role', oneOf(t.role, OPERATOR_ROLES)),
  ],
);

/**
 * Operator sessions, like buyers' (hashed id, idle and absolute expiry, revoked at sign-out) but in their own
 * table with their own cookie. The CSRF token lives with the session: it is made at sign-in and dies with it.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text().primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    csrfToken: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    lastSeenAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    revokedAt: at(),
  },
  (t) => [index().on(t.operatorId), index().on(t.expiresAt).where(sql`revoked_at IS NULL`)],
);
