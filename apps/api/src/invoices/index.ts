/*
 * E-invoices (数电票): requests, 财务's issuing and red-letter reversals, the buyer's invoice centre and PDFs.
 * The capability's public face: the only file other code imports (docs/architecture.md, docs/invoices.md).
 */
export { default as invoiceConsoleRoutes } from './console-routes';
export { issueInvoice, reverseForError } from './issue';
export { consoleInvoiceList } from './reads';
export { invoiceRequestJob } from './request-job';
export {
  invoicedFen,
  openDueInvoiceRequests,
  openInvoiceRequest,
  type RefundedLine,
  type RefundInvoiceOutcome,
  type RefundInvoicing,
  requestRedLetterForRefund,
} from './requests';
export { default as invoiceRoutes } from './routes';
