/*
 * Prize draw (抽奖) and, until a points capability exists, the points ledger.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { postPoints } from './points';
export { default as drawRoutes } from './routes';
