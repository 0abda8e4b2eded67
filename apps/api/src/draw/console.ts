import {
  type ConsoleDrawActivities,
  type ConsoleDrawRecordPage,
  type DrawPrizeBody,
  type DrawWindowBody,
  prizeOdds,
} from '@yaocai/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { drawActivities, drawPrizes } from '../db/schema/index';
import { notFound } from '../lib/errors';

/*
 * 抽奖管理 (console, 运营): the activities with their prizes, odds and stock; the window; a prize's weight and
 * stock; the draw log. The draw itself reads these rows afresh on every draw (draw.ts), so a change takes effect
 * on the next draw. Gifts are sent through fulfilment.ts.
 */

export async function drawActivityList(db: Db): Promise<ConsoleDrawActivities> {
  const [activities, prizes] = await Promise.all([
    db.select().from(drawActivities).orderBy(desc(drawActivities.startsAt), desc(drawActivities.id)),
    db.execute<{
      id: number;
      activity_id: number;
      name: string;
      kind: 'points' | 'coupon' | 'gift' | 'none';
      remarks: string;
      weight: number;
      stock: number | null;
      won: number;
    }>(sql`
      SELECT p.id, p.activity_id, p.name, p.kind, p.remarks, p.weight, p.stock,
        (SELECT count(*)::int FROM draw_records r WHERE r.prize_id = p.id) AS won
      FROM draw_prizes p ORDER BY p.sort, p.id`),
  ]);
  const now = Date.now();
  return {
    list: activities.map((activity) => {
      const own = prizes.rows.filter((prize) => prize.activity_id === activity.id);
      const odds = prizeOdds(own);
      return {
        id: activity.id,
        name: activity.name,
        starts_at: activity.startsAt.toISOString(),
        ends_at: activity.endsAt.toISOString(),
        running: activity.startsAt.getTime() <= now && now < activity.endsAt.getTime(),
        prizes: own.map(({ activity_id: _, ...prize }, index) => ({ ...prize, odds: odds[index] ?? '0.00' })),
      };
    }),
  };
}

const windowOf = (row: typeof drawActivities.$inferSelect) => ({
  id: row.id,
  name: row.name,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

export async function setDrawWindow(tx: Executor, id: number, body: DrawWindowBody) {
  const [row] = await tx.select().from(drawActivities).where(eq(drawActivities.id, id)).for('update');
  if (!row) throw notFound();
  const [updated] = await tx
    .update(drawActivities)
    .set({ startsAt: new Date(body.starts_at), endsAt: new Date(body.ends_at) })
    .where(eq(drawActivities.id, id))
    .returning();
  if (!updated) throw notFound();
  return { before: windowOf(row), after: windowOf(updated) };
}

const prizeOf = (row: typeof drawPrizes.$inferSelect) => ({
  id: row.id,
  name: row.name,
  weight: row.weight,
  stock: row.stock,
});

/** A prize's weight and stock; the row is locked, so a draw taking stock meanwhile waits for the change. */
export async function setDrawPrize(tx: Executor, id: number, body: DrawPrizeBody) {
  const [row] = await tx.select().from(drawPrizes).where(eq(drawPrizes.id, id)).for('update');
  if (!row) throw notFound();
  const [updated] = await tx
    .update(drawPrizes)
    .set({ weight: body.weight, stock: body.stock })
    .where(eq(drawPrizes.id, id))
    .returning();
  if (!updated) throw notFound();
  return { before: prizeOf(row), after: prizeOf(updated) };
}

/** Every draw, newest first (of one activity, or all), with the buyer (name, else phone) and company. */
export async function drawLog(
  db: Db,
  query: { page: number; per_page: number; activity_id?: number },
): Promise<ConsoleDrawRecordPage> {
  const only = query.activity_id === undefined ? sql`TRUE` : sql`r.activity_id = ${query.activity_id}`;
  const [rows, counted] = await Promise.all([
    db.execute<ConsoleDrawRecordPage['list'][number]>(sql`
      SELECT r.id, a.name AS activity, coalesce(nullif(u.name, ''), u.phone) AS buyer,
        coalesce(c.name, '') AS company, r.prize_name AS prize, r.kind, r.fulfilment,
        to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS won_at
      FROM draw_records r JOIN draw_activities a ON a.id = r.activity_id JOIN users u ON u.id = r.user_id
        LEFT JOIN companies c ON c.id = u.company_id
      WHERE ${only}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM draw_records r WHERE ${only}`),
  ]);
  return { list: rows.rows, total: counted.rows[0]?.n ?? 0, page: query.page, per_page: query.per_page };
}
