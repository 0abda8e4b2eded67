import { ApiStatus, ORDER_STATUS_TEXT, type OrderStatus, type ShipBatch } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ApiError, conflict, fieldRefused } from '../lib/errors';

/*
 * Shipping (#9 `ops ship`, #26 §2 the console's 订单发货): a paid order leaves the warehouse. Every goods line is
 * shipped whole in one or more batches (batch number, production and expiry dates, 药品追溯码), and the order
 * becomes 已发货 with its carrier and tracking number, its batches and a history entry, in the caller's
 * transaction. Anything wrong refuses the whole shipment. The one home of these rules: `ops ship` and the console
 * route both call `shipOrder`; a batch's own rules (dates, count and format of codes) are the domain's `shipBatch`.
 */

export interface ShipInput {
  /** The order by id (console) or by number (ops). */
  order: { id: number } | { orderSn: string };
  carrier: string;
  trackingNo: string;
  batches: ShipBatch[];
  /** `operator:<username>`, written on the history entry. */
  actor: string;
}

export interface ShipOutcome {
  result: string;
  before: unknown;
  after: unknown;
}

export async function shipOrder(tx: Executor, input: ShipInput): Promise<ShipOutcome> {
  const carrier = input.carrier.trim();
  const trackingNo = input.trackingNo.trim();
  if (!carrier) throw fieldRefused('carrier', '请填写承运商');
  if (!trackingNo) throw fieldRefused('tracking_no', '请填写运单号');
  if (input.batches.length === 0) throw fieldRefused('batches', '请至少填写一个批次');
  const where = 'id' in input.order ? sql`id = ${input.order.id}` : sql`order_sn = ${input.order.orderSn}`;
  const found = await tx.execute<{ id: number; order_sn: string; status: OrderStatus }>(
    sql`SELECT id, order_sn, status FROM orders WHERE ${where} FOR UPDATE`,
  );
  const order = found.rows[0];
  if (!order) {
    const name = 'id' in input.order ? `#${input.order.id}` : input.order.orderSn;
    throw new ApiError(404, ApiStatus.notFound, `订单 ${name} 不存在`);
  }
  if (order.status !== 'paid')
    throw conflict(
      `订单 ${order.order_sn} 当前为「${ORDER_STATUS_TEXT[order.status]}」，只有已付款待发货的订单可以发货`,
    );
  // Goods lines carry goods; a combination's own line (no goods) is shipped as its parts.
  const lines = await tx.execute<{ id: number; goods_id: number | null; name: string; number: number }>(
    sql`SELECT id, goods_id, name, number FROM order_lines WHERE order_id = ${order.id} ORDER BY sort, id`,
  );
  const byId = new Map(lines.rows.map((line) => [line.id, line]));
  const shipped = new Map<number, number>();
  const seenCodes = new Set<string>();
  for (const batch of input.batches) {
    const line = byId.get(batch.line_id);
    if (!line) throw fieldRefused('batches', `订单 ${order.order_sn} 没有第 ${batch.line_id} 行`);
    if (line.goods_id === null)
      throw fieldRefused('batches', `第 ${batch.line_id} 行「${line.name}」是组合，请按组合内的商品行发货`);
    shipped.set(line.id, (shipped.get(line.id) ?? 0) + batch.number);
    for (const code of batch.trace_codes) {
      if (seenCodes.has(code)) throw fieldRefused('batches', `追溯码 ${code} 重复`);
      seenCodes.add(code);
    }
  }
  // A trace code names one box: a box already shipped on any order cannot ship again.
  const reused = await tx.execute<{ code: string; order_sn: string }>(sql`
    SELECT c.code, o.order_sn FROM order_line_batches b
    CROSS JOIN LATERAL unnest(b.trace_codes) AS c(code)
    JOIN order_lines l ON l.id = b.order_line_id JOIN orders o ON o.id = l.order_id
    WHERE b.trace_codes && ${sql.param([...seenCodes])}::text[] AND c.code = ANY(${sql.param([...seenCodes])}::text[])
    LIMIT 1`);
  const taken = reused.rows[0];
  if (taken) throw fieldRefused('batches', `追溯码 ${taken.code} 已随订单 ${taken.order_sn} 发出`);
  for (const line of lines.rows) {
    if (line.goods_id === null) continue;
    const number = shipped.get(line.id) ?? 0;
    if (number !== line.number)
      throw fieldRefused(
        'batches',
        `第 ${line.id} 行「${line.name}」订购 ${line.number}，各批次数量合计 ${number}，应相等`,
      );
  }
  await tx.execute(sql`
    UPDATE orders SET status = 'shipped', shipped_at = now(), carrier = ${carrier}, tracking_no = ${trackingNo}
    WHERE id = ${order.id} AND status = 'paid'`);
  for (const batch of input.batches) {
    await tx.execute(sql`
      INSERT INTO order_line_batches (order_line_id, batch_no, production_date, expiry_date, number, trace_codes)
      VALUES (${batch.line_id}, ${batch.batch_no}, ${batch.production_date}, ${batch.expiry_date}, ${batch.number},
        ${sql.param(batch.trace_codes)}::text[])`);
  }
  await tx.execute(sql`
    INSERT INTO order_events (order_id, status, note, actor)
    VALUES (${order.id}, 'shipped', ${`${carrier} ${trackingNo}`}, ${input.actor})`);
  return {
    result: `已发货：订单 ${order.order_sn}，${carrier} ${trackingNo}，${input.batches.length} 个批次`,
    before: { order_sn: order.order_sn, status: order.status },
    after: {
      order_sn: order.order_sn,
      status: 'shipped',
      carrier,
      tracking_no: trackingNo,
      batches: input.batches,
    },
  };
}
