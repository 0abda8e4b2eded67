import {
  ApiStatus,
  ORDER_STATUS_TEXT,
  type OrderStatus,
  type ShipParcel,
  unitsPerLine,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { openInvoiceRequest } from '../invoices';
import { ApiError, conflict, fieldRefused } from '../lib/errors';
import { type ChosenWarehouse, chooseWarehouse, type OutgoingBatch, takeFromWarehouse } from '../warehouses';

/*
 * Shipping (#9 `ops ship`, #26 §2 the console's 订单发货, #21 §2 parcels; docs/logistics.md): a paid order leaves
 * the warehouse as one shipment of one or more parcels. Every goods line is covered whole across the parcels, in
 * one or more batches (batch number, production and expiry dates, 药品追溯码); the order becomes 已发货 with its
 * parcels, their batches and a history entry, in the caller's transaction. Anything wrong refuses the whole
 * shipment. The one home of these rules: `ops ship` and the console route both call `shipOrder`; a batch's own
 * rules (dates, count and format of codes) are the domain's `shipBatch`. Each parcel leaves from a warehouse
 * (the default one when it names none); a parcel that names its warehouse draws its batches from that
 * warehouse's records (warehouses' `takeFromWarehouse`, docs/console.md 仓库管理).
 */

export interface ShipInput {
  /** The order by id (console) or by number (ops). */
  order: { id: number } | { orderSn: string };
  parcels: ShipParcel[];
  /** `operator:<username>`, written on the parcels and the history entry. */
  actor: string;
}

export interface ShipOutcome {
  result: string;
  before: unknown;
  after: unknown;
}

/** The parcel's label in messages: the carrier and tracking number. */
const label = (parcel: { carrier: string; tracking_no: string }) => `${parcel.carrier} ${parcel.tracking_no}`;

/** The field a refusal names: `name` for one parcel, `parcels.{index}.{name}` for several. */
const fieldOf = (parcels: readonly unknown[]) => (index: number, name: string) =>
  parcels.length === 1 ? name : `parcels.${index}.${name}`;

function checkParcels(parcels: ShipParcel[]): ShipParcel[] {
  if (parcels.length === 0) throw fieldRefused('parcels', '请至少填写一个包裹');
  const trimmed = parcels.map((parcel) => ({
    ...parcel,
    carrier: parcel.carrier.trim(),
    tracking_no: parcel.tracking_no.trim(),
  }));
  const field = fieldOf(trimmed);
  const trackingNos = new Set<string>();
  for (const [index, parcel] of trimmed.entries()) {
    if (!parcel.carrier) throw fieldRefused(field(index, 'carrier'), '请填写承运商');
    if (!parcel.tracking_no) throw fieldRefused(field(index, 'tracking_no'), '请填写运单号');
    if (parcel.batches.length === 0) throw fieldRefused(field(index, 'batches'), '请至少填写一个批次');
    const key = label(parcel);
    if (trackingNos.has(key)) throw fieldRefused(field(index, 'tracking_no'), `运单 ${key} 重复`);
    trackingNos.add(key);
  }
  return trimmed;
}

export async function shipOrder(tx: Executor, input: ShipInput): Promise<ShipOutcome> {
  const parcels = checkParcels(input.parcels);
  const batches = parcels.flatMap((parcel) => parcel.batches);
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
  const seenCodes = new Set<string>();
  for (const batch of batches) {
    const line = byId.get(batch.line_id);
    if (!line) throw fieldRefused('batches', `订单 ${order.order_sn} 没有第 ${batch.line_id} 行`);
    if (line.goods_id === null)
      throw fieldRefused('batches', `第 ${batch.line_id} 行「${line.name}」是组合，请按组合内的商品行发货`);
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
  const shipped = unitsPerLine(parcels);
  for (const line of lines.rows) {
    if (line.goods_id === null) continue;
    const number = shipped.get(line.id) ?? 0;
    if (number !== line.number)
      throw fieldRefused(
        'batches',
        `第 ${line.id} 行「${line.name}」订购 ${line.number}，各批次数量合计 ${number}，应相等`,
      );
  }
  const field = fieldOf(parcels);
  const warehouses: ChosenWarehouse[] = [];
  for (const [index, parcel] of parcels.entries())
    warehouses.push(await chooseWarehouse(tx, parcel.warehouse_id, field(index, 'warehouse_id')));
  // Each warehouse's batches of every parcel drawn at once, warehouses in id order: two shipments take the same
  // rows in the same order. A refusal names the first parcel leaving from that warehouse.
  const byWarehouse = new Map<
    number,
    { warehouse: ChosenWarehouse; index: number; outgoing: OutgoingBatch[] }
  >();
  for (const [index, parcel] of parcels.entries()) {
    const warehouse = warehouses[index] as ChosenWarehouse;
    const group = byWarehouse.get(warehouse.id) ?? { warehouse, index, outgoing: [] };
    byWarehouse.set(warehouse.id, group);
    for (const batch of parcel.batches) {
      const line = byId.get(batch.line_id) as { goods_id: number; name: string };
      group.outgoing.push({
        goodsId: line.goods_id,
        goodsName: line.name,
        batchNo: batch.batch_no,
        productionDate: batch.production_date,
        expiryDate: batch.expiry_date,
        number: batch.number,
      });
    }
  }
  for (const group of [...byWarehouse.values()].sort((a, b) => a.warehouse.id - b.warehouse.id))
    await takeFromWarehouse(tx, group.warehouse, group.outgoing, field(group.index, 'batches'));
  const [first] = parcels as [ShipParcel];
  await tx.execute(sql`
    UPDATE orders SET status = 'shipped', shipped_at = now(), carrier = ${first.carrier},
      tracking_no = ${first.tracking_no}
    WHERE id = ${order.id} AND status = 'paid'`);
  for (const [index, parcel] of parcels.entries()) {
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO order_parcels (order_id, seq, carrier, tracking_no, warehouse_id, actor)
      VALUES (${order.id}, ${index + 1}, ${parcel.carrier}, ${parcel.tracking_no}, ${warehouses[index]?.id},
        ${input.actor})
      RETURNING id`);
    const parcelId = inserted.rows[0]?.id as number;
    for (const batch of parcel.batches) {
      await tx.execute(sql`
        INSERT INTO order_line_batches
          (order_line_id, parcel_id, batch_no, production_date, expiry_date, number, trace_codes)
        VALUES (${batch.line_id}, ${parcelId}, ${batch.batch_no}, ${batch.production_date}, ${batch.expiry_date},
          ${batch.number}, ${sql.param(batch.trace_codes)}::text[])`);
    }
  }
  const note = parcels.map(label).join('；');
  await tx.execute(sql`
    INSERT INTO order_events (order_id, status, note, actor)
    VALUES (${order.id}, 'shipped', ${note}, ${input.actor})`);
  // The order's e-invoice is asked for as it ships (docs/invoices.md), in this transaction: 财务's queue has it at
  // once instead of at the request job's next run (the job stays for orders shipped before it existed).
  await openInvoiceRequest(tx, order.id);
  const counted = parcels.length > 1 ? `${parcels.length} 个包裹（${note}）` : note;
  return {
    result: `已发货：订单 ${order.order_sn}，${counted}，${batches.length} 个批次`,
    before: { order_sn: order.order_sn, status: order.status },
    after: {
      order_sn: order.order_sn,
      status: 'shipped',
      carrier: first.carrier,
      tracking_no: first.tracking_no,
      warehouses: warehouses.map((warehouse) => warehouse.name),
      ...(parcels.length > 1 ? { parcels } : { batches: first.batches }),
    },
  };
}
