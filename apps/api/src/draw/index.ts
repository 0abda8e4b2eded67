/*
 * Prize draw (抽奖); points won go to the points ledger through points' face.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as drawConsoleRoutes } from './console-routes';
export { pendingDrawGifts, shipDrawGift } from './fulfilment';
export { default as drawRoutes } from './routes';
