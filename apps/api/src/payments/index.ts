/*
 * Payments: paying an order (balance, credit, bank transfer, 支付宝, 微信支付) and online top-ups; above orders
 * and wallet. The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { transferQueue } from './console-reads';
export { default as paymentConsoleRoutes } from './console-routes';
export type { DevProviderServer } from './dev-provider/server';
export { default as notifyRoutes } from './notify-routes';
export { onlinePaymentJob, reconcileJob } from './online-job';
export {
  onlineRefundableFen,
  type QueuedRefund,
  type RefundRequest,
  refundOnlinePayment,
} from './online-refund';
export { default as onlinePayRoutes } from './online-routes';
export { default as orderCancelConsoleRoutes } from './order-cancel-console-routes';
export { configuredProviders, default as payProviders } from './providers-plugin';
export { reconcileDay, type StatementCheck } from './reconcile';
export { default as reconcileConsoleRoutes } from './reconcile-console-routes';
export {
  type RefundSplit,
  type RefundToSourceInput,
  refundSplitText,
  refundToSource,
} from './refund-to-source';
export { default as payRoutes } from './routes';
export { confirmAnyTransfer } from './transfer';
