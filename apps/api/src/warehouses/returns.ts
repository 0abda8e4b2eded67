import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ChosenWarehouse } from './stock';

/*
 * Saleable returns back into a warehouse's records (docs/after-sales.md, docs/console.md 仓库管理), in the 收货
 * transaction. goods.stock is moved by the caller; this adds the units to the warehouse's record of the batch
 * they shipped in. The mirror of `takeFromWarehouse`: a goods with no batch on record anywhere is not tracked per
 * warehouse and stays so.
 */

/** Units of one goods' shipped batch coming back. */
export interface ReturningBatch {
  goodsId: number;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  number: number;
}

/**
 * Adds each batch's units to the warehouse's record of it; a batch the warehouse does not hold yet is recorded
 * there with its shipped dates (one it holds keeps its recorded dates). Rows in (goods, 批号) order, like
 * shipping. Returns what was put back, e.g. `批号 B1 +2`, for the timeline and the audit row.
 */
export async function returnToWarehouse(
  tx: Executor,
  warehouse: ChosenWarehouse,
  returning: readonly ReturningBatch[],
): Promise<string[]> {
  const ordered = [...returning].sort((a, b) =>
    a.goodsId === b.goodsId ? (a.batchNo < b.batchNo ? -1 : 1) : a.goodsId - b.goodsId,
  );
  const done: string[] = [];
  for (const batch of ordered) {
    const tracked = await tx.execute(
      sql`SELECT 1 FROM goods_batches WHERE goods_id = ${batch.goodsId} LIMIT 1`,
    );
    if (tracked.rows.length === 0) continue;
    await tx.execute(sql`
      INSERT INTO goods_batches (goods_id, warehouse_id, batch_no, production_date, expiry_date, quantity)
      VALUES (${batch.goodsId}, ${warehouse.id}, ${batch.batchNo}, ${batch.productionDate}, ${batch.expiryDate},
        ${batch.number})
      ON CONFLICT (goods_id, warehouse_id, batch_no) DO UPDATE SET quantity = goods_batches.quantity + excluded.quantity`);
    done.push(`批号 ${batch.batchNo} +${batch.number}`);
  }
  return done;
}
