import type { ConsoleDrawPendingList, DrawShipBody } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { notify } from '../messages';

/*
 * Sending the draw's physical prizes (issue #11; issue #26 §2): a won gift waits as a record with fulfilment
 * 'pending' until an operator ships it — from the console (console-routes.ts) or `ops draw-pending` /
 * `ops draw-fulfil` (cli/ops/draw.ts), both over this one service. Shipping is a conditional update, so a record is
 * shipped once, and the buyer is told in the same transaction.
 */

/** The gifts to send, oldest first, with where to send them (the buyer's company's default address). */
export async function pendingDrawGifts(tx: Executor): Promise<ConsoleDrawPendingList> {
  const rows = await tx.execute<ConsoleDrawPendingList['list'][number]>(sql`
    SELECT r.id, r.prize_name AS prize, coalesce(nullif(u.name, ''), u.phone) AS buyer, u.phone,
      c.name AS company,
      (SELECT a.consignee || ' ' || a.phone || ' ' || a.province || a.city || a.district || a.detail
       FROM addresses a WHERE a.company_id = u.company_id AND a.is_default AND a.deleted_at IS NULL) AS address,
      to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS won_at
    FROM draw_records r JOIN users u ON u.id = r.user_id LEFT JOIN companies c ON c.id = u.company_id
    WHERE r.fulfilment = 'pending'
    ORDER BY r.created_at, r.id`);
  return { list: rows.rows };
}

/**
 * Marks a pending gift shipped with its carrier and tracking number and tells the buyer. Unknown record: 404; a
 * record not waiting (already shipped, or not a physical prize): 409 with the reason, nothing changed.
 */
export async function shipDrawGift(
  tx: Executor,
  id: number,
  body: DrawShipBody,
): Promise<{
  prize: string;
  before: { fulfilment: string };
  after: { fulfilment: 'shipped' } & DrawShipBody;
}> {
  const shipped = await tx.execute<{ user_id: number; prize_name: string }>(sql`
    UPDATE draw_records SET fulfilment = 'shipped', carrier = ${body.carrier}, tracking = ${body.tracking_no},
      shipped_at = now()
    WHERE id = ${id} AND fulfilment = 'pending'
    RETURNING user_id, prize_name`);
  const record = shipped.rows[0];
  if (!record) {
    const found = await tx.execute<{ fulfilment: string }>(
      sql`SELECT fulfilment FROM draw_records WHERE id = ${id}`,
    );
    const fulfilment = found.rows[0]?.fulfilment;
    if (fulfilment === undefined) throw notFound();
    throw conflict(
      fulfilment === 'shipped' ? `抽奖记录 #${id} 的奖品已寄出` : `抽奖记录 #${id} 不是实物奖品，无需寄出`,
    );
  }
  await notify(tx, {
    userId: record.user_id,
    kind: 'system',
    title: '抽奖奖品已寄出',
    body: `您抽中的${record.prize_name}已寄出：${body.carrier}，运单号 ${body.tracking_no}。`,
    dedupeKey: `draw-shipped:${id}`,
  });
  return {
    prize: record.prize_name,
    before: { fulfilment: 'pending' },
    after: { fulfilment: 'shipped', ...body },
  };
}
