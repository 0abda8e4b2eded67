import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The demo's second warehouse (docs/console.md 仓库管理); the default one, 武汉一号仓, is made by migration 0040
 * and holds every seeded batch. Upserted by code: an operator's edits are kept.
 */
export async function seedWarehouses(tx: Executor): Promise<void> {
  await tx.execute(sql`
    INSERT INTO warehouses (code, name, address, region)
    VALUES ('WH-GUANGZHOU', '广州仓', '广州市白云区太和镇广从七路88号', '广东省广州市')
    ON CONFLICT DO NOTHING`);
}

/** Whether the demo's second warehouse was seeded. */
export async function hasSeededWarehouses(db: Executor): Promise<boolean> {
  const found = await db.execute(sql`SELECT 1 FROM warehouses WHERE code = 'WH-GUANGZHOU'`);
  return found.rows.length > 0;
}
