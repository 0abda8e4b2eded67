import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, fieldRefused } from '../lib/errors';

/*
 * What a warehouse holds and gives out (docs/console.md 仓库管理). goods.stock stays the one sellable figure that
 * orders reserve; a warehouse's counts are its batches' recorded quantities (goods_batches.quantity), which
 * shipping from a named warehouse draws down.
 */

/** The warehouse a batch is put in or a parcel leaves from. `named`: the caller chose it (else the default). */
export interface ChosenWarehouse {
  id: number;
  name: string;
  named: boolean;
}

/**
 * The active warehouse `id`, or the default one when `id` is undefined; an unknown or deactivated warehouse is a
 * 422 on `field`.
 */
export async function chooseWarehouse(
  tx: Executor,
  id: number | undefined,
  field = 'warehouse_id',
): Promise<ChosenWarehouse> {
  const found = await tx.execute<{ id: number; name: string; active: boolean }>(
    id === undefined
      ? sql`SELECT id, name, active FROM warehouses WHERE is_default`
      : sql`SELECT id, name, active FROM warehouses WHERE id = ${id}`,
  );
  const row = found.rows[0];
  if (!row) {
    if (id === undefined) throw new Error('no default warehouse (migration 0040 makes one)');
    throw fieldRefused(field, '仓库不存在');
  }
  if (!row.active) throw fieldRefused(field, `${row.name}已停用`);
  return { id: row.id, name: row.name, named: id !== undefined };
}

/** The warehouse with this code (`ops ship --warehouse`), active or not (shipping refuses a closed one); null when none. */
export async function warehouseIdByCode(tx: Executor, code: string): Promise<number | null> {
  const found = await tx.execute<{ id: number }>(sql`SELECT id FROM warehouses WHERE code = ${code}`);
  return found.rows[0]?.id ?? null;
}

/** Units of one goods' batch leaving in a parcel, as the shipment typed it. */
export interface OutgoingBatch {
  goodsId: number;
  goodsName: string;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  number: number;
}

/**
 * Draws a parcel's batches from the warehouse's records, in the shipment's transaction. Only for a warehouse the
 * shipment named: a goods with batches on record must ship a batch the warehouse holds, with its recorded dates,
 * and the recorded quantity goes down by a conditional update (never below zero; short → 409, the whole
 * shipment refused). A goods with no batch on record anywhere ships as typed. Batches are taken in (goods, 批号)
 * order, so two shipments never wait on each other's rows in opposite orders.
 */
export async function takeFromWarehouse(
  tx: Executor,
  warehouse: ChosenWarehouse,
  outgoing: readonly OutgoingBatch[],
  field: string,
): Promise<void> {
  if (!warehouse.named) return;
  const merged = new Map<string, OutgoingBatch>();
  for (const batch of outgoing) {
    const key = `${batch.goodsId}\u0000${batch.batchNo}`;
    const seen = merged.get(key);
    if (seen && (seen.productionDate !== batch.productionDate || seen.expiryDate !== batch.expiryDate))
      throw fieldRefused(field, `「${batch.goodsName}」批号 ${batch.batchNo} 的日期前后不一致`);
    merged.set(key, seen ? { ...seen, number: seen.number + batch.number } : { ...batch });
  }
  const ordered = [...merged.values()].sort((a, b) =>
    a.goodsId === b.goodsId ? (a.batchNo < b.batchNo ? -1 : 1) : a.goodsId - b.goodsId,
  );
  for (const batch of ordered) {
    const found = await tx.execute<{ id: number; production_date: string; expiry_date: string }>(sql`
      SELECT b.id, b.production_date::text AS production_date, b.expiry_date::text AS expiry_date
      FROM goods_batches b WHERE b.goods_id = ${batch.goodsId} AND b.warehouse_id = ${warehouse.id}
        AND b.batch_no = ${batch.batchNo}`);
    const record = found.rows[0];
    if (!record) {
      const recorded = await tx.execute(
        sql`SELECT 1 FROM goods_batches WHERE goods_id = ${batch.goodsId} LIMIT 1`,
      );
      if (recorded.rows.length === 0) continue;
      throw fieldRefused(
        field,
        `${warehouse.name}没有「${batch.goodsName}」批号 ${batch.batchNo} 的库存记录`,
      );
    }
    if (record.production_date !== batch.productionDate || record.expiry_date !== batch.expiryDate)
      throw fieldRefused(
        field,
        `「${batch.goodsName}」批号 ${batch.batchNo} 的库存记录为生产日期 ${record.production_date}、有效期至 ${record.expiry_date}`,
      );
    const taken = await tx.execute<{ quantity: number }>(sql`
      UPDATE goods_batches SET quantity = quantity - ${batch.number}
      WHERE id = ${record.id} AND quantity >= ${batch.number} RETURNING quantity`);
    if (taken.rows.length === 0) {
      const left = await tx.execute<{ quantity: number }>(
        sql`SELECT quantity FROM goods_batches WHERE id = ${record.id}`,
      );
      throw conflict(
        `${warehouse.name}「${batch.goodsName}」批号 ${batch.batchNo} 库存记录 ${left.rows[0]?.quantity ?? 0} 件，不足 ${batch.number} 件`,
      );
    }
  }
}

/** A product's recorded quantity per warehouse (its batches summed), the default warehouse first. */
export async function stockByWarehouse(
  db: Executor,
  goodsId: number,
): Promise<{ warehouse_id: number; name: string; quantity: number }[]> {
  const found = await db.execute<{ warehouse_id: number; name: string; quantity: number }>(sql`
    SELECT w.id AS warehouse_id, w.name, sum(b.quantity)::int AS quantity
    FROM goods_batches b JOIN warehouses w ON w.id = b.warehouse_id
    WHERE b.goods_id = ${goodsId} GROUP BY w.id ORDER BY w.is_default DESC, w.code`);
  return found.rows;
}

/** The active warehouses a batch may be put in, the default first. */
export async function activeWarehouses(
  db: Executor,
): Promise<{ id: number; name: string; is_default: 0 | 1 }[]> {
  const found = await db.execute<{ id: number; name: string; is_default: 0 | 1 }>(sql`
    SELECT id, name, is_default::int AS is_default FROM warehouses WHERE active ORDER BY is_default DESC, code`);
  return found.rows;
}
