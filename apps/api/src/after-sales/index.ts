/*
 * After-sales: requests about shipped or received orders (退货退款, 仅退款, 换货, 补寄资料), their timeline, the
 * operators' decisions and the one refund per request. Imports orders', wallet's and payments' faces; none of
 * them imports this. The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as afterSaleConsoleRoutes } from './console-routes';
export { type RefundOutcome, refundAfterSale } from './refund';
export { receivedText } from './restock';
export { default as afterSaleRoutes } from './routes';
export {
  approveAfterSale,
  exchangeAfterSale,
  receiveAfterSale,
  rejectAfterSale,
  sendDocumentsAfterSale,
} from './service';
