import type { ConsoleWarehouse, ConsoleWarehouseBody, ConsoleWarehousePatch } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, fieldRefused } from '../lib/errors';

/*
 * 仓库管理 (issue #26 §2 Goods, docs/console.md): the warehouses batches are kept in and parcels leave from.
 * Exactly one is the default (made by migration 0040); it cannot be deactivated. A warehouse is never deleted:
 * batches and parcels keep naming it.
 */

const columns = sql`id, code, name, address, region, active::int AS active, is_default::int AS is_default`;

/** Every warehouse, the default first, then by code. */
export async function listWarehouses(db: Executor): Promise<ConsoleWarehouse[]> {
  const found = await db.execute<ConsoleWarehouse>(
    sql`SELECT ${columns} FROM warehouses ORDER BY is_default DESC, code`,
  );
  return found.rows;
}

export interface WarehouseChange {
  result: string;
  before: ConsoleWarehouse | null;
  after: ConsoleWarehouse;
}

/** Which of code / name another warehouse already uses: the 422 naming that field. */
async function refuseTaken(tx: Executor, code: string | undefined, name: string | undefined, except = 0) {
  const found = await tx.execute<{ code: string; name: string }>(sql`
    SELECT code, name FROM warehouses
    WHERE id <> ${except} AND (code = ${code ?? null} OR name = ${name ?? null}) LIMIT 1`);
  const taken = found.rows[0];
  if (!taken) return;
  if (taken.code === code) throw fieldRefused('code', `仓库编码 ${code} 已被使用`);
  throw fieldRefused('name', `仓库名称「${name}」已被使用`);
}

/** POST /api/console/warehouses: a new, active warehouse; a code or name in use is a 422 on that field. */
export async function createWarehouse(tx: Executor, body: ConsoleWarehouseBody): Promise<WarehouseChange> {
  await refuseTaken(tx, body.code, body.name);
  // ON CONFLICT: a concurrent twin is refused like the one found above, never a 500.
  const inserted = await tx.execute<ConsoleWarehouse>(sql`
    INSERT INTO warehouses (code, name, address, region)
    VALUES (${body.code}, ${body.name}, ${body.address}, ${body.region})
    ON CONFLICT DO NOTHING RETURNING ${columns}`);
  const after = inserted.rows[0];
  if (!after) throw fieldRefused('code', `仓库编码 ${body.code} 或名称「${body.name}」已被使用`);
  return { result: `新增仓库 ${after.code} ${after.name}`, before: null, after };
}

/**
 * PATCH /api/console/warehouses/{id}: name, address, region, active; null when absent. The default warehouse
 * stays active (409): shipments and batches that name none go there.
 */
export async function updateWarehouse(
  tx: Executor,
  id: number,
  patch: ConsoleWarehousePatch,
): Promise<WarehouseChange | null> {
  const found = await tx.execute<ConsoleWarehouse>(
    sql`SELECT ${columns} FROM warehouses WHERE id = ${id} FOR UPDATE`,
  );
  const before = found.rows[0];
  if (!before) return null;
  if (patch.active === false && before.is_default === 1) throw conflict(`${before.name}是默认仓库，不能停用`);
  if (patch.name !== undefined) await refuseTaken(tx, undefined, patch.name, id);
  const updated = await tx.execute<ConsoleWarehouse>(sql`
    UPDATE warehouses SET name = ${patch.name ?? before.name}, address = ${patch.address ?? before.address},
      region = ${patch.region ?? before.region}, active = ${patch.active ?? before.active === 1}
    WHERE id = ${id} RETURNING ${columns}`);
  const after = updated.rows[0] as ConsoleWarehouse;
  const state = after.active === before.active ? '' : after.active ? '（启用）' : '（停用）';
  return { result: `修改仓库 ${after.code} ${after.name}${state}`, before, after };
}
