/*
 * Promotions: flash sale, everyday price, activities of a goods, combinations, the 全场94折 and activity pages.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as combinationRoutes } from './combination-routes';
export { default as promotionRoutes } from './routes';
export type { StoreWideRow } from './store-wide';
