import { ORDER_STATUS_TEXT, type OrderStatus } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/*
 * `ops ship`: a paid order leaves the warehouse. Every goods line is shipped whole in one or more batches (batch
 * number, production and expiry dates, 药品追溯码), and the order becomes 已发货 with its carrier and tracking
 * number, its batches and a history entry, in one transaction. Anything wrong refuses the whole shipment.
 */

export interface BatchSpec {
  lineId: number;
  batchNo: string;
  production: string;
  expiry: string;
  number: number;
  codes: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Parses `<line_id>:<batch>:<production>:<expiry>:<qty>[:<code>,<code>…]`. */
export function parseBatch(text: string): BatchSpec {
  const parts = text.split(':');
  const [lineId, batchNo, production, expiry, number, codes] = parts;
  const usage = `--line ${text}：格式应为 <行号>:<批号>:<生产日期>:<有效期至>:<数量>[:<追溯码>,<追溯码>…]`;
  if (parts.length < 5 || parts.length > 6) throw new OpsError(usage, 2);
  if (!/^\d+$/.test(lineId ?? '')) throw new OpsError(`${usage}（行号应为数字）`, 2);
  if (!batchNo?.trim()) throw new OpsError(`--line ${text}：批号不能为空`, 2);
  for (const [label, value] of [
    ['生产日期', production],
    ['有效期至', expiry],
  ] as const) {
    if (!validDate(value ?? '')) throw new OpsError(`--line ${text}：${label}应为有效日期 YYYY-MM-DD`, 2);
  }
  if ((expiry as string) <= (production as string))
    throw new OpsError(`--line ${text}：有效期至必须晚于生产日期`, 2);
  if (!/^[1-9]\d{0,8}$/.test(number ?? '')) throw new OpsError(`--line ${text}：数量应为正整数`, 2);
  const list = codes ? codes.split(',').map((code) => code.trim()) : [];
  if (list.some((code) => code === '')) throw new OpsError(`--line ${text}：追溯码不能为空`, 2);
  if (list.length > Number(number))
    throw new OpsError(`--line ${text}：追溯码 ${list.length} 个，多于数量 ${number}`, 2);
  return {
    lineId: Number(lineId),
    batchNo: (batchNo as string).trim(),
    production: production as string,
    expiry: expiry as string,
    number: Number(number),
    codes: list,
  };
}

export interface ShipInput {
  orderSn: string;
  carrier: string;
  tracking: string;
  batches: BatchSpec[];
  actor: string;
}

export async function shipOrder(tx: Executor, input: ShipInput): Promise<string> {
  if (!input.carrier.trim()) throw new OpsError('请填写承运商：--carrier 顺丰速运', 2);
  if (!input.tracking.trim()) throw new OpsError('请填写运单号：--tracking SF1234567890', 2);
  if (input.batches.length === 0) throw new OpsError('请至少填写一个批次：--line <行号>:<批号>:…', 2);
  const found = await tx.execute<{ id: number; status: OrderStatus }>(
    sql`SELECT id, status FROM orders WHERE order_sn = ${input.orderSn} FOR UPDATE`,
  );
  const order = found.rows[0];
  if (!order) throw new OpsError(`订单 ${input.orderSn} 不存在`);
  if (order.status !== 'paid')
    throw new OpsError(
      `订单 ${input.orderSn} 当前为「${ORDER_STATUS_TEXT[order.status]}」，只有已付款待发货的订单可以发货`,
    );
  // Goods lines carry goods; a combination's own line (no goods) is shipped as its parts.
  const lines = await tx.execute<{ id: number; goods_id: number | null; name: string; number: number }>(
    sql`SELECT id, goods_id, name, number FROM order_lines WHERE order_id = ${order.id} ORDER BY sort, id`,
  );
  const byId = new Map(lines.rows.map((line) => [line.id, line]));
  const shipped = new Map<number, number>();
  const seenCodes = new Set<string>();
  for (const batch of input.batches) {
    const line = byId.get(batch.lineId);
    if (!line) throw new OpsError(`订单 ${input.orderSn} 没有第 ${batch.lineId} 行`);
    if (line.goods_id === null)
      throw new OpsError(`第 ${batch.lineId} 行「${line.name}」是组合，请按组合内的商品行发货`);
    shipped.set(line.id, (shipped.get(line.id) ?? 0) + batch.number);
    for (const code of batch.codes) {
      if (seenCodes.has(code)) throw new OpsError(`追溯码 ${code} 重复`);
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
  if (taken) throw new OpsError(`追溯码 ${taken.code} 已随订单 ${taken.order_sn} 发出`);
  for (const line of lines.rows) {
    if (line.goods_id === null) continue;
    const number = shipped.get(line.id) ?? 0;
    if (number !== line.number)
      throw new OpsError(
        `第 ${line.id} 行「${line.name}」订购 ${line.number}，各批次数量合计 ${number}，应相等`,
      );
  }
  await tx.execute(sql`
    UPDATE orders SET status = 'shipped', shipped_at = now(), carrier = ${input.carrier.trim()},
      tracking_no = ${input.tracking.trim()}
    WHERE id = ${order.id} AND status = 'paid'`);
  for (const batch of input.batches) {
    await tx.execute(sql`
      INSERT INTO order_line_batches (order_line_id, batch_no, production_date, expiry_date, number, trace_codes)
      VALUES (${batch.lineId}, ${batch.batchNo}, ${batch.production}, ${batch.expiry}, ${batch.number},
        ${sql.param(batch.codes)}::text[])`);
  }
  await tx.execute(sql`
    INSERT INTO order_events (order_id, status, note, actor)
    VALUES (${order.id}, 'shipped', ${`${input.carrier.trim()} ${input.tracking.trim()}`}, ${input.actor})`);
  return `已发货：订单 ${input.orderSn}，${input.carrier.trim()} ${input.tracking.trim()}，${input.batches.length} 个批次`;
}
