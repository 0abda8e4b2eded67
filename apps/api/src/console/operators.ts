import {
  needsSecondFactor,
  type OperatorCreateBody,
  type OperatorRole,
  type OperatorRow,
  type OperatorUpdateBody,
} from '@yaocai/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { operatorRoles, operatorSessions, operators } from '../db/schema/index';
import { conflict, notFound } from '../lib/errors';
import { createOperator } from './service';
import { newTotpSecret, totpUri } from './totp';

/* 管理员's work (issue #26 §1): operators and their roles. Each change is one audited console action. */

const rolesOf = sql<
  OperatorRole[]
>`coalesce((SELECT array_agg(${operatorRoles.role} ORDER BY ${operatorRoles.role})
  FROM ${operatorRoles} WHERE ${operatorRoles.operatorId} = ${operators.id}), '{}')`;

const rowColumns = {
  id: operators.id,
  username: operators.username,
  name: operators.name,
  roles: rolesOf,
  disabled: operators.disabled,
  has_totp: sql<boolean>`${operators.totpSecret} IS NOT NULL`,
};

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select(rowColumns).from(operators).orderBy(asc(operators.id));
}

async function operatorRow(tx: Executor, id: number, lock = false): Promise<OperatorRow | undefined> {
  const query = tx.select(rowColumns).from(operators).where(eq(operators.id, id));
  const [row] = lock ? await query.for('update', { of: operators }) : await query;
  return row;
}

type Totp = { secret: string; uri: string } | null;

/** POST /api/console/operators: the password was hashed beforehand (through the login gate's slots). */
export async function addOperator(
  tx: Executor,
  body: OperatorCreateBody,
  passwordHash: string,
): Promise<{ operator: OperatorRow; totp: Totp }> {
  const { id, totp } = await createOperator(tx, { ...body, passwordHash });
  const operator = await operatorRow(tx, id);
  if (!operator) throw new Error(`operator ${id} vanished`);
  return { operator, totp };
}

/**
 * PATCH /api/console/operators/{id}: name, roles, disabled. Gaining a role that needs the second factor makes a
 * TOTP secret when there is none (returned this once). Disabling revokes the operator's sessions. 管理员 cannot
 * disable themselves or drop their own 管理员 role: the console must keep someone who can undo a mistake.
 */
export async function updateOperator(
  tx: Executor,
  actorId: number,
  id: number,
  body: OperatorUpdateBody,
): Promise<{ before: OperatorRow; after: OperatorRow; totp: Totp }> {
  const before = await operatorRow(tx, id, true);
  if (!before) throw notFound();
  if (id === actorId && (body.disabled === true || (body.roles && !body.roles.includes('admin'))))
    throw conflict('不能停用自己，也不能取消自己的管理员角色');
  let totp: Totp = null;
  const changes: Partial<typeof operators.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.disabled !== undefined) changes.disabled = body.disabled;
  if (body.roles) {
    await tx.delete(operatorRoles).where(eq(operatorRoles.operatorId, id));
    await tx.insert(operatorRoles).values([...new Set(body.roles)].map((role) => ({ operatorId: id, role })));
    if (needsSecondFactor(body.roles) && !before.has_totp) {
      const secret = newTotpSecret();
      changes.totpSecret = secret;
      totp = { secret, uri: totpUri(before.username, secret) };
    }
  }
  if (Object.keys(changes).length) await tx.update(operators).set(changes).where(eq(operators.id, id));
  if (body.disabled === true)
    await tx
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(operatorSessions.operatorId, id), isNull(operatorSessions.revokedAt)));
  const after = await operatorRow(tx, id);
  if (!after) throw new Error(`operator ${id} vanished`);
  return { before, after, totp };
}
