import type { Executor } from '../../db/client';
import { warehouseIdByCode } from '../../warehouses';
import { OpsError } from './audit';

/** A `--warehouse` / `@仓库编码` word: the warehouse's id, undefined for '' (the default one); unknown → exit 2. */
export async function warehouseFromCode(tx: Executor, code: string): Promise<number | undefined> {
  const trimmed = code.trim();
  if (!trimmed) return undefined;
  const id = await warehouseIdByCode(tx, trimmed);
  if (id === null) throw new OpsError(`仓库 ${trimmed} 不存在（仓库编码见控制台「仓库管理」）`, 2);
  return id;
}
