import { z } from 'zod';
import { flag, idParam, oneLineText } from './common';

/*
 * 仓库管理 in the console (仓储 and 管理员, permission `warehouses`, issue #26 §2 Goods, docs/console.md): where
 * batches are kept and parcels leave from. Sellable stock stays the product's one figure (goods.stock, what
 * orders reserve); a warehouse's counts are its batches' recorded quantities.
 */

/** A warehouse's code for scripts (`ops ship --warehouse WH-GZ`): 2–20 letters, digits or '-'. */
export const WAREHOUSE_CODE = /^[A-Za-z0-9-]{2,20}$/;

export const consoleWarehouse = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  region: z.string(),
  /** 0: deactivated — no new batches or parcels; its records stay. */
  active: flag,
  /** 1 for the one warehouse batches and parcels go to when none is named. */
  is_default: flag,
});
export type ConsoleWarehouse = z.infer<typeof consoleWarehouse>;

/** GET /api/console/warehouses — every warehouse, the default first, then by code (a short list: not paged). */
export const consoleWarehouseList = z.object({ list: z.array(consoleWarehouse) });
export type ConsoleWarehouseList = z.infer<typeof consoleWarehouseList>;

const warehouseName = oneLineText('仓库名称')
  .min(1, { error: '请填写仓库名称' })
  .max(30, { error: '仓库名称最多30字' });
const warehouseAddress = oneLineText('地址').max(100, { error: '地址最多100字' });
const warehouseRegion = oneLineText('所在地区').max(30, { error: '所在地区最多30字' });

/** POST /api/console/warehouses — a new (active) warehouse. */
export const consoleWarehouseBody = z.strictObject({
  code: z
    .string({ error: '请填写仓库编码' })
    .trim()
    .regex(WAREHOUSE_CODE, { error: '仓库编码应为 2–20 位字母、数字或 -' }),
  name: warehouseName,
  address: warehouseAddress.default(''),
  region: warehouseRegion.default(''),
});
export type ConsoleWarehouseBody = z.infer<typeof consoleWarehouseBody>;

/** PATCH /api/console/warehouses/{id} — any of these, at least one; the code stays (scripts name it). */
export const consoleWarehousePatch = z
  .strictObject({
    name: warehouseName.optional(),
    address: warehouseAddress.optional(),
    region: warehouseRegion.optional(),
    active: z.boolean({ error: '启用只能是是或否' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: '请至少修改一项' });
export type ConsoleWarehousePatch = z.infer<typeof consoleWarehousePatch>;

export const consoleWarehouseParams = z.strictObject({ id: idParam('仓库') });

/** An active warehouse a form may choose (batches, returns received), the default first. */
export const warehouseChoice = consoleWarehouse.pick({ id: true, name: true, is_default: true });

/** The warehouse a batch is kept in or a parcel leaves from; omitted: the default warehouse. */
export const warehouseIdField = idParam('仓库').optional();

/** A product's recorded quantity in one warehouse: its batches' quantities summed. */
export const warehouseStock = z.object({
  warehouse_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
});
export type WarehouseStock = z.infer<typeof warehouseStock>;
