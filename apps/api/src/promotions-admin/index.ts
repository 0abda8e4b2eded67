/*
 * Promotions for operators (issue #22 §5): the 全场94折 and activity pages / templates — their console routes and
 * the services `ops welfare` and `ops page` call. Apart from `promotions` so that the cart, which reads the running
 * offer through `promotions`' face, never reaches the console (docs/architecture.md).
 */
export {
  createActivityPage,
  listActivityPages,
  setActivityPageStatus,
  updateActivityPage,
} from './activity-pages-admin';
export { default as consolePromotionRoutes } from './console-routes';
export { createStoreWide, listStoreWide, setStoreWideStatus, updateStoreWide } from './store-wide-admin';
