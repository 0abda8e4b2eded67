import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notify } from '../../messages';
import { OpsError } from './audit';

/*
 * `ops draw-pending` and `ops draw-fulfil`: physical prizes of the draw (issue #11) wait as records with
 * fulfilment 'pending' until an operator ships them; shipping is a conditional update, so a record is shipped
 * once, and the buyer is told in the same transaction.
 */

/** The gifts to send, oldest first, with where to send them (the company's default address). */
export async function drawPending(tx: Executor): Promise<string> {
  const rows = await tx.execute<{
    id: number;
    prize: string;
    phone: string;
    name: string;
    company: string | null;
    address: string | null;
    won_at: string;
  }>(sql`
    SELECT r.id, r.prize_name AS prize, u.phone, u.name, c.name AS company,
      (SELECT a.consignee || ' ' || a.phone || ' ' || a.province || a.city || a.district || a.detail
       FROM addresses a WHERE a.company_id = u.company_id AND a.is_default AND a.deleted_at IS NULL) AS address,
      to_char(r.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS won_at
    FROM draw_records r JOIN users u ON u.id = r.user_id LEFT JOIN companies c ON c.id = u.company_id
    WHERE r.fulfilment = 'pending'
    ORDER BY r.created_at, r.id`);
  const lines = rows.rows.map(
    (r) =>
      `  #${r.id}  ${r.prize}  ${r.name || r.phone}（${r.phone}）  ${r.company ?? '无企业'}  中奖于 ${r.won_at}\n` +
      `        寄往：${r.address ?? '无默认收货地址，请联系买家'}`,
  );
  return [`待寄出的抽奖奖品（${lines.length}）`, ...(lines.length ? lines : ['  没有待寄出的奖品'])].join(
    '\n',
  );
}

export interface FulfilInput {
  recordId: string | undefined;
  carrier: string;
  tracking: string;
}

/** Marks a pending gift shipped and tells the buyer. */
export async function fulfilDrawGift(tx: Executor, input: FulfilInput): Promise<string> {
  const usage = '用法：ops draw-fulfil <抽奖记录号> --carrier 承运商 --tracking 运单号';
  if (!input.recordId || !/^[1-9]\d{0,9}$/.test(input.recordId)) throw new OpsError(usage, 2);
  const carrier = input.carrier.trim();
  const tracking = input.tracking.trim();
  if (!carrier || !tracking) throw new OpsError(`请填写承运商和运单号\n${usage}`, 2);
  const id = Number(input.recordId);
  const shipped = await tx.execute<{ user_id: number; prize_name: string }>(sql`
    UPDATE draw_records SET fulfilment = 'shipped', carrier = ${carrier}, tracking = ${tracking},
      shipped_at = now()
    WHERE id = ${id} AND fulfilment = 'pending'
    RETURNING user_id, prize_name`);
  const record = shipped.rows[0];
  if (!record) {
    const found = await tx.execute<{ fulfilment: string }>(
      sql`SELECT fulfilment FROM draw_records WHERE id = ${id}`,
    );
    const fulfilment = found.rows[0]?.fulfilment;
    if (fulfilment === undefined) throw new OpsError(`抽奖记录 #${id} 不存在`);
    throw new OpsError(
      fulfilment === 'shipped' ? `抽奖记录 #${id} 的奖品已寄出` : `抽奖记录 #${id} 不是实物奖品，无需寄出`,
    );
  }
  await notify(tx, {
    userId: record.user_id,
    kind: 'system',
    title: '抽奖奖品已寄出',
    body: `您抽中的${record.prize_name}已寄出：${carrier}，运单号 ${tracking}。`,
    dedupeKey: `draw-shipped:${id}`,
  });
  return `已寄出抽奖奖品 #${id}（${record.prize_name}）：${carrier} ${tracking}，已通知买家`;
}
