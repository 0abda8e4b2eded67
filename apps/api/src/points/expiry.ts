import { beijingDate, pointsDueToExpire } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../db/client';
import type { IntervalJob } from '../lib/interval-job';
import { postPoints } from './ledger';

/*
 * Points expire (docs/points.md): each credit carries its expiry; what is left of credits past it (first in,
 * first out: spending used the earliest-expiring points first — the domain's `pointsDueToExpire`) is written off
 * by one 'expiry' entry per user and deadline. Safe with several instances: users are taken with SKIP LOCKED and
 * the entry's ref ('expiry:<Beijing date>') is unique per user.
 */

const BATCH = 200;

/** What one user holds of credits and has had debited, for the expiry rules. */
export async function creditsOf(tx: Executor, userId: number) {
  const credits = await tx.execute<{ amount: number; expires_at: Date | string | null }>(sql`
    SELECT amount, expires_at FROM points_entries WHERE user_id = ${userId} AND amount > 0`);
  const debits = await tx.execute<{ debited: string }>(sql`
    SELECT coalesce(-sum(amount), 0)::text AS debited FROM points_entries WHERE user_id = ${userId} AND amount < 0`);
  return {
    credits: credits.rows.map((row) => ({
      amount: row.amount,
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at).getTime(),
    })),
    debited: Number(debits.rows[0]?.debited ?? 0),
  };
}

/** Writes off the expired points of every user holding some; returns how many users lost points. */
export async function expirePoints(db: Db, now: Date): Promise<number> {
  let expired = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const users = await tx.execute<{ id: number }>(sql`
        SELECT u.id FROM users u
        WHERE u.id > ${afterId} AND u.points > 0 AND EXISTS (
          SELECT 1 FROM points_entries e
          WHERE e.user_id = u.id AND e.amount > 0 AND e.expires_at <= ${now.toISOString()})
        ORDER BY u.id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`);
      for (const { id } of users.rows) {
        const { credits, debited } = await creditsOf(tx, id);
        const due = pointsDueToExpire(credits, debited, now.getTime());
        if (due === 0) continue;
        const deadline = Math.max(
          ...credits.flatMap((c) =>
            c.expiresAt !== null && c.expiresAt <= now.getTime() ? [c.expiresAt] : [],
          ),
        );
        const ref = `expiry:${beijingDate(deadline)}`;
        const done = await tx.execute(
          sql`SELECT 1 FROM points_entries WHERE user_id = ${id} AND ref = ${ref}`,
        );
        if (done.rows.length > 0) continue;
        await postPoints(tx, {
          userId: id,
          kind: 'expiry',
          amount: -due,
          ref,
          remark: '积分到期',
          actor: 'system',
        });
        expired += 1;
      }
      return users.rows;
    });
    if (batch.length < BATCH) return expired;
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
}

/** Hourly: points expire at a Beijing midnight, an hour late at most. */
const PERIOD_MS = 60 * 60 * 1000;

export const pointsExpiryJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: PERIOD_MS,
  failure: 'points expiry run failed',
  run: async () => {
    const users = await expirePoints(app.db, new Date());
    if (users > 0) app.log.info({ users }, 'expired points written off');
  },
});
