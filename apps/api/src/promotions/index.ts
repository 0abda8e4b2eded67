/*
 * Promotions: flash sale, everyday price, activities of a goods, combinations.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */

export {
  createActivityPage,
  listActivityPages,
  setActivityPageStatus,
  updateActivityPage,
} from './activity-pages-admin';
export { default as combinationRoutes } from './combination-routes';
export { default as consolePromotionRoutes } from './console-routes';
export { default as promotionRoutes } from './routes';
export { storeWideForBuyer } from './store-wide';
export { createStoreWide, listStoreWide, setStoreWideStatus, updateStoreWide } from './store-wide-admin';
