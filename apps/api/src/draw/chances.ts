import { beijingDayBounds, beijingToday, chanceSources } from '@yaocai/domain';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { drawActivities, drawChances } from '../db/schema/index';

/*
 * A buyer's chances (docs/draw.md). What is due on a Beijing day follows from the rule and the day's paid orders
 * (domain `chanceSources`); the rows are written only when the buyer draws, and a read (is_join) counts the due
 * sources not yet written as available.
 */

export type Activity = typeof drawActivities.$inferSelect;

/** The activity running now: the latest started of those whose period covers now. */
export async function runningActivity(tx: Executor): Promise<Activity | null> {
  const now = new Date();
  const [row] = await tx
    .select()
    .from(drawActivities)
    .where(and(lte(drawActivities.startsAt, now), gt(drawActivities.endsAt, now)))
    .orderBy(desc(drawActivities.startsAt), desc(drawActivities.id))
    .limit(1);
  return row ?? null;
}

/** The sources due to the buyer today, in the order they are granted. */
export async function dueSources(tx: Executor, activity: Activity, userId: number): Promise<string[]> {
  const today = beijingDayBounds();
  const facts = await tx.execute<{ id: number; paid_fen: string }>(sql`
    SELECT id, paid_fen FROM orders
    WHERE user_id = ${userId} AND status IN ('paid', 'shipped', 'completed')
      AND paid_at >= ${new Date(today.start).toISOString()}::timestamptz AND paid_at < ${new Date(today.end).toISOString()}::timestamptz`);
  const [earlier] = (
    await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM draw_chances
      WHERE activity_id = ${activity.id} AND user_id = ${userId} AND day < ${today.day}`)
  ).rows;
  return chanceSources(
    {
      dailyChances: activity.dailyChances,
      orderMinFen: Number(activity.orderMinFen),
      dailyLimit: activity.dailyLimit,
      totalLimit: activity.totalLimit,
    },
    {
      day: today.day,
      paidOrders: facts.rows.map((row) => ({ id: row.id, paidFen: Number(row.paid_fen) })),
      earlierChances: earlier?.n ?? 0,
    },
  );
}

/** Today's chance rows of the buyer (used or not). */
async function todaysChances(tx: Executor, activityId: number, userId: number) {
  return tx
    .select({ id: drawChances.id, source: drawChances.source, usedAt: drawChances.usedAt })
    .from(drawChances)
    .where(
      and(
        eq(drawChances.activityId, activityId),
        eq(drawChances.userId, userId),
        eq(drawChances.day, beijingToday()),
      ),
    )
    .orderBy(asc(drawChances.id));
}

/** Chances the buyer can use now: unused rows of today, and due sources not yet written. Reads only. */
export async function chancesLeft(tx: Executor, activity: Activity, userId: number): Promise<number> {
  const rows = await todaysChances(tx, activity.id, userId);
  const written = new Set(rows.map((row) => row.source));
  const unwritten = (await dueSources(tx, activity, userId)).filter((source) => !written.has(source));
  return rows.filter((row) => row.usedAt === null).length + unwritten.length;
}

/** Writes the due chances the buyer lacks; two requests doing it at once add each source once. */
export async function materialiseChances(tx: Executor, activity: Activity, userId: number): Promise<void> {
  const written = new Set((await todaysChances(tx, activity.id, userId)).map((row) => row.source));
  const missing = (await dueSources(tx, activity, userId)).filter((source) => !written.has(source));
  if (missing.length === 0) return;
  const day = beijingToday();
  await tx
    .insert(drawChances)
    .values(missing.map((source) => ({ activityId: activity.id, userId, source, day })))
    .onConflictDoNothing();
}

/**
 * Claims one of today's unused chances: a row another transaction is claiming is skipped rather than waited
 * for, and the update is conditional, so a chance is used once however many draws race. Null when none is left.
 */
export async function claimChance(tx: Executor, activityId: number, userId: number): Promise<number | null> {
  const claimed = await tx.execute<{ id: number }>(sql`
    UPDATE draw_chances SET used_at = now()
    WHERE id = (
      SELECT id FROM draw_chances
      WHERE activity_id = ${activityId} AND user_id = ${userId} AND day = ${beijingToday()}
        AND used_at IS NULL
      ORDER BY id LIMIT 1
      FOR UPDATE SKIP LOCKED)
      AND used_at IS NULL
    RETURNING id`);
  return claimed.rows[0]?.id ?? null;
}
