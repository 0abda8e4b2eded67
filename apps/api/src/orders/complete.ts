import { sql } from 'drizzle-orm';
import { issueCashbackForOrders } from '../cashback';
import type { Db, Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { earnPointsForOrders } from '../points';

/*
 * 已发货 → 已完成: the buyer confirms receipt, or the order completes by itself N days after shipping
 * (ORDER_AUTO_RECEIVE_DAYS). Both are one conditional UPDATE … WHERE status = 'shipped', so a receipt and the job
 * (or two receipts) cannot both complete an order: the second finds no shipped row. Completing credits the points
 * the order earned and issues its cash-back voucher, in the same transaction (points' and cashback's faces).
 */

export const RECEIVE_REFUSED = '订单当前状态不能确认收货';

/** POST /api/order/{id}/receive: completes `companyId`'s shipped order; 404 when not theirs, 409 when not shipped. */
export async function receiveOrder(
  db: Db,
  companyId: number | null,
  orderId: number,
  userId: number,
): Promise<void> {
  if (companyId === null) throw notFound();
  await db.transaction(async (tx) => {
    const updated = await tx.execute(sql`
      UPDATE orders SET status = 'completed', completed_at = now()
      WHERE id = ${orderId} AND company_id = ${companyId} AND status = 'shipped'
      RETURNING id`);
    if (updated.rows.length === 0) {
      const found = await tx.execute(
        sql`SELECT 1 FROM orders WHERE id = ${orderId} AND company_id = ${companyId}`,
      );
      if (found.rows.length === 0) throw notFound();
      throw conflict(RECEIVE_REFUSED);
    }
    await tx.execute(sql`
      INSERT INTO order_events (order_id, status, note, actor)
      VALUES (${orderId}, 'completed', '买家确认收货', ${`buyer:${userId}`})`);
    await earnPointsForOrders(tx, [orderId]);
    await issueCashbackForOrders(tx, [orderId]);
  });
}

/** Orders completed per run at most: a long backlog drains over several runs, each transaction short. */
const BATCH = 200;

/**
 * Completes the orders shipped more than `days` days before `now`. Safe with several API instances: each takes
 * its rows with FOR UPDATE SKIP LOCKED (an order another instance or a receipt holds is left to it), and the
 * UPDATE re-checks the status. Returns how many orders it completed.
 */
export async function completeShippedOrders(db: Executor, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const done = await tx.execute<{ id: number }>(sql`
      WITH due AS (
        SELECT id FROM orders
        WHERE status = 'shipped' AND shipped_at <= ${cutoff.toISOString()}
        ORDER BY shipped_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      UPDATE orders o SET status = 'completed', completed_at = ${now.toISOString()}
      FROM due WHERE o.id = due.id AND o.status = 'shipped'
      RETURNING o.id`);
    if (done.rows.length > 0) {
      const ids = done.rows.map((row) => row.id);
      await tx.execute(sql`
        INSERT INTO order_events (order_id, status, note, actor, at)
        SELECT id, 'completed', ${`发货${days}天后自动确认收货`}, 'system', ${now.toISOString()}
        FROM unnest(${sql.raw(`'{${ids.join(',')}}'::int[]`)}) AS id`);
      await earnPointsForOrders(tx, ids);
      await issueCashbackForOrders(tx, ids);
    }
    return done.rows.length;
  });
}
