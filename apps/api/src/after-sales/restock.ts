import { returnedBatchUnits } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type ChosenWarehouse, chooseWarehouse, type ReturningBatch, returnToWarehouse } from '../warehouses';

/*
 * Saleable returns back into a warehouse (docs/after-sales.md): the operator names the receiving warehouse (the
 * default one when none), and each line's units are credited to the batches that line shipped in
 * (order_line_batches; the domain's `returnedBatchUnits` says which when it shipped in several).
 */

type ShippedRow = {
  order_line_id: number;
  returned: number;
  goods_id: number;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  shipped: number;
};

/** The request's returned units per shipped batch, lines in id order. */
async function returningBatches(tx: Executor, requestId: number): Promise<ReturningBatch[]> {
  const found = await tx.execute<ShippedRow>(sql`
    SELECT l.order_line_id, l.number AS returned, ol.goods_id, b.batch_no,
      min(b.production_date)::text AS production_date, min(b.expiry_date)::text AS expiry_date,
      sum(b.number)::int AS shipped
    FROM after_sale_lines l JOIN order_lines ol ON ol.id = l.order_line_id
    JOIN order_line_batches b ON b.order_line_id = l.order_line_id
    WHERE l.request_id = ${requestId} AND ol.goods_id IS NOT NULL
    GROUP BY l.order_line_id, l.number, ol.goods_id, b.batch_no
    ORDER BY l.order_line_id`);
  const byLine = new Map<number, ShippedRow[]>();
  for (const row of found.rows)
    byLine.set(row.order_line_id, [...(byLine.get(row.order_line_id) ?? []), row]);
  return [...byLine.values()].flatMap((rows) => {
    const shipped = rows.map((row) => ({
      ...row,
      batchNo: row.batch_no,
      expiryDate: row.expiry_date,
      number: row.shipped,
    }));
    return returnedBatchUnits(shipped, rows[0]?.returned ?? 0).map(({ batch, number }) => ({
      goodsId: batch.goods_id,
      batchNo: batch.batch_no,
      productionDate: batch.production_date,
      expiryDate: batch.expiry_date,
      number,
    }));
  });
}

/** Puts the request's saleable units in the warehouse's batch records; what went where (`批号 B1 +2`). */
export async function restockInWarehouse(
  tx: Executor,
  requestId: number,
  warehouse: ChosenWarehouse,
): Promise<string[]> {
  return returnToWarehouse(tx, warehouse, await returningBatches(tx, requestId));
}

/** The warehouse 收货 preselects: the earliest parcel's the request's lines left in, if active; else the default. */
export async function receiveWarehouseFor(tx: Executor, requestId: number): Promise<number> {
  const found = await tx.execute<{ id: number }>(sql`
    SELECT w.id FROM after_sale_lines l
    JOIN order_line_batches b ON b.order_line_id = l.order_line_id
    JOIN order_parcels p ON p.id = b.parcel_id JOIN warehouses w ON w.id = p.warehouse_id AND w.active
    WHERE l.request_id = ${requestId} ORDER BY p.seq, p.id LIMIT 1`);
  const parcel = found.rows[0]?.id;
  if (parcel !== undefined) return parcel;
  return (await chooseWarehouse(tx, undefined)).id;
}

/** What a saleable 收货 put back: the receiving warehouse and its batches (`批号 B1 +2`). */
export interface Restocked {
  warehouse: string;
  batches: string[];
}

/** The 收货 outcome in words, for the console's answer, the audit row and `ops`. */
export function receivedText(restocked: Restocked | null): string {
  if (!restocked) return '已收货';
  const batches = restocked.batches.length > 0 ? `：${restocked.batches.join('，')}` : '';
  return `已收货，已入库（${restocked.warehouse}${batches}）`;
}
