/*
 * Payments: paying an order (balance, credit, bank transfer); above orders and wallet.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { transferQueue } from './console-reads';
export { default as paymentConsoleRoutes } from './console-routes';
export { default as payRoutes } from './routes';
export { confirmAnyTransfer } from './transfer';
