import type { ConsoleGoodsBatchBody } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { chooseWarehouse } from '../warehouses';
import { type GoodsChange, goodsDetailForOperator } from './service';

/**
 * PUT /api/console/goods/{id}/batches: adds the batch to the warehouse (the default one when none is named; an
 * unknown or deactivated one is a 422) or changes the one with its 批号 there (dates, quantity); its report stays.
 * The listing document (next batch, expiry range, report) follows by trigger (migration 0026).
 */
export async function saveBatch(
  tx: Executor,
  id: number,
  body: ConsoleGoodsBatchBody,
): Promise<GoodsChange | null> {
  const current = await goodsDetailForOperator(tx, id, true);
  if (!current) return null;
  const warehouse = await chooseWarehouse(tx, body.warehouse_id);
  const before =
    current.batches.find(
      (batch) => batch.batch_no === body.batch_no && batch.warehouse_id === warehouse.id,
    ) ?? null;
  await tx.execute(sql`
    INSERT INTO goods_batches (goods_id, warehouse_id, batch_no, production_date, expiry_date, quantity)
    VALUES (${id}, ${warehouse.id}, ${body.batch_no}, ${body.production_date}, ${body.expiry_date}, ${body.quantity})
    ON CONFLICT (goods_id, warehouse_id, batch_no) DO UPDATE SET production_date = excluded.production_date,
      expiry_date = excluded.expiry_date, quantity = excluded.quantity`);
  return {
    result: `商品 #${id} ${current.name}：${warehouse.name}${before ? '修改' : '新增'}批次 ${body.batch_no}（有效期至 ${body.expiry_date}，${body.quantity} 件）`,
    before: { batch: before },
    after: { batch: { ...body, warehouse_id: warehouse.id, warehouse: warehouse.name } },
  };
}
