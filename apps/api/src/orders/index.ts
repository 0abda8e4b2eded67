/*
 * Orders: creation, state changes (paid, cancelled, completed), the order centre, its jobs.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as orderCancelRoutes } from './cancel-routes';
export { orderCompletionJob } from './completion-job';
export { default as orderConsoleRoutes } from './console-routes';
export { default as orderCreateRoutes } from './create-routes';
export { ephedrineLimitsOf, setEphedrineLimits } from './ephedrine-limits';
export { orderExpiryJob } from './expiry-job';
export { default as hmConsoleRoutes } from './hm-console-routes';
export { default as hmReceiptRoutes } from './hm-receipt-routes';
export { default as parcelConsoleRoutes } from './parcel-console-routes';
export { default as parcelRoutes } from './parcel-routes';
export { default as orderRoutes } from './routes';
export { type ShipInput, type ShipOutcome, shipOrder } from './ship';
export {
  addTrackingEntry,
  recordProviderEvents,
  type TrackingEntryInput,
  type TrackingEvent,
  type TrackingProvider,
} from './tracking';
export { type Actor, cancelOrder, markPaid, type RefundPaid, unpayableReason } from './transitions';
