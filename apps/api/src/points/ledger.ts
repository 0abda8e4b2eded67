import { type PointsEntryKind, pointsExpireAt } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict } from '../lib/errors';
import { readRules } from './rules';

/*
 * The one place a buyer's points change (docs/points.md), built like the money ledger (wallet/ledger.ts): a
 * conditional UPDATE of users.points (never below zero) and, in the caller's transaction, an append-only entry
 * carrying the balance after it. A credit carries when its points expire (the operator's rule, unless given).
 */

export interface PointsPosting {
  userId: number;
  kind: PointsEntryKind;
  /** Signed: + adds points, − spends them. Never 0. */
  amount: number;
  drawRecordId?: number | null;
  orderId?: number | null;
  pointsOrderId?: number | null;
  /** A credit's expiry (epoch ms); default: the rule's (the end of the next year). Ignored for debits. */
  expiresAt?: number | null;
  /** Makes a system posting happen once per user (unique with the user). */
  ref?: string | null;
  remark?: string;
  /** 'buyer:<user id>', 'operator:<name>' or 'system'. */
  actor: string;
}

/** Posts one entry and returns the balance after it; refuses (409 积分不足, nothing written) below zero. */
export async function postPoints(tx: Executor, posting: PointsPosting): Promise<number> {
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0)
    throw new Error(`points amount must be a non-zero integer, got ${posting.amount}`);
  const expiresAt =
    posting.amount < 0
      ? null
      : posting.expiresAt !== undefined
        ? posting.expiresAt
        : pointsExpireAt(Date.now(), (await readRules(tx)).expiryYears);
  const updated = await tx.execute<{ points: number }>(sql`
    UPDATE users SET points = points + ${posting.amount}
    WHERE id = ${posting.userId} AND points + ${posting.amount} >= 0
    RETURNING points`);
  const row = updated.rows[0];
  if (!row) throw conflict('积分不足');
  await tx.execute(sql`
    INSERT INTO points_entries
      (user_id, kind, amount, after, draw_record_id, order_id, points_order_id, expires_at, ref, remark, actor)
    VALUES (${posting.userId}, ${posting.kind}, ${posting.amount}, ${row.points},
      ${posting.drawRecordId ?? null}, ${posting.orderId ?? null}, ${posting.pointsOrderId ?? null},
      ${expiresAt === null ? null : new Date(expiresAt).toISOString()}, ${posting.ref ?? null},
      ${posting.remark ?? ''}, ${posting.actor})`);
  return row.points;
}

/** The invariant: each user's points equal the sum of their entries. The users where they do not. */
export async function pointsMismatches(tx: Executor): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    SELECT u.id FROM users u
    WHERE u.points <> (SELECT coalesce(sum(e.amount), 0) FROM points_entries e WHERE e.user_id = u.id)`);
  return result.rows.map((row) => row.id);
}
