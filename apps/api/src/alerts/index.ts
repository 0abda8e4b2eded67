/*
 * Goods alerts (到货提醒 / 降价提醒, issue #23 §1): the buyer's routes and the job that fires them.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { goodsAlertJob } from './alert-job';
export { fireGoodsAlerts } from './fire';
export { default as alertRoutes } from './routes';
