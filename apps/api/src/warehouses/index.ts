/*
 * Warehouses (issue #26 §2 Goods, docs/console.md 仓库管理): where batches are kept and parcels leave from, the
 * operators' screen, and what shipping draws from a warehouse's records. `orders` (shipping), `goods-admin`
 * (batches) and `after-sales` (saleable returns) import this face; it imports `console` (the audit helper).
 */
export { default as warehouseConsoleRoutes } from './console-routes';
export { type ReturningBatch, returnToWarehouse } from './returns';
export {
  activeWarehouses,
  type ChosenWarehouse,
  chooseWarehouse,
  type OutgoingBatch,
  stockByWarehouse,
  takeFromWarehouse,
  warehouseIdByCode,
} from './stock';
