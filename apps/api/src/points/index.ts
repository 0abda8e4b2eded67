/*
 * Points (issue #22 §4, docs/points.md): the one points ledger (earned on completed orders, from the draw, by
 * operators; taken back on refunds; expiring), the points mall and its orders, their console routes and job.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as pointsConsoleRoutes } from './console-routes';
export { consolePointsOrders, grantPoints, shipPointsOrder } from './console-service';
export { earnPointsForOrders, type RefundTakeBack, takeBackPointsForRefund } from './earn';
export { expirePoints, pointsExpiryJob } from './expiry';
export { type PointsPosting, pointsMismatches, postPoints } from './ledger';
export { default as pointsRoutes } from './routes';
export { readRules, writeRules } from './rules';
