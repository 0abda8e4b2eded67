import { randomBytes } from 'node:crypto';
import { type OperatorRole, permissionsOf } from '@yaocai/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operatorRoles, operatorSessions, operators } from '../db/schema/index';
import { hashSessionId } from '../lib/session-store';

/*
 * Operator sessions (docs/console.md): shorter than a buyer's because an operator's session can move money and
 * change who may buy — 30 minutes without a request, 12 hours at most. The id is stored hashed, as a buyer's is;
 * the CSRF token is stored with the session, made at sign-in and revoked with it.
 */
export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;
export const OPERATOR_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 1000;

export interface SignedInOperator {
  id: number;
  username: string;
  name: string;
  roles: OperatorRole[];
  /** The session's CSRF token: state-changing console calls must send it as X-CSRF-Token. */
  csrfToken: string;
}

export async function createOperatorSession(
  db: Db,
  operatorId: number,
): Promise<{ id: string; csrfToken: string }> {
  const id = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    idHash: hashSessionId(id),
    operatorId,
    csrfToken,
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_ABSOLUTE_MS),
  });
  return { id, csrfToken };
}

/** The operator of a cookie value, or null when unknown, revoked, idle, expired or the operator is disabled. */
export async function resolveOperatorSession(db: Db, id: string): Promise<SignedInOperator | null> {
  const idHash = hashSessionId(id);
  const [row] = await db
    .select({
      id: operators.id,
      username: operators.username,
      name: operators.name,
      csrfToken: operatorSessions.csrfToken,
      lastSeenAt: operatorSessions.lastSeenAt,
      roles: sql<
        OperatorRole[]
      >`coalesce((SELECT array_agg(${operatorRoles.role} ORDER BY ${operatorRoles.role})
        FROM ${operatorRoles} WHERE ${operatorRoles.operatorId} = ${operators.id}), '{}')`,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.idHash, idHash),
        isNull(operatorSessions.revokedAt),
        eq(operators.disabled, false),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(
          operatorSessions.lastSeenAt,
          sql`now() - make_interval(secs => ${sql.raw(String(OPERATOR_SESSION_IDLE_MS / 1000))})`,
        ),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(operatorSessions.idHash, idHash));
  }
  const { lastSeenAt: _seen, ...operator } = row;
  return operator;
}

export async function revokeOperatorSession(db: Db, id: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.idHash, hashSessionId(id)), isNull(operatorSessions.revokedAt)));
}

/** What the console shows of the signed-in operator (domain `consoleOperator`). */
export function describeOperator(operator: Omit<SignedInOperator, 'csrfToken'>) {
  return {
    id: operator.id,
    username: operator.username,
    name: operator.name,
    roles: operator.roles,
    permissions: permissionsOf(operator.roles),
  };
}
