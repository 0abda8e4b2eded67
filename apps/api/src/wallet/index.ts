/*
 * Wallet: the ledger, balance, credit and bills, coupons (held, the coupon centre, templates), bill transfers.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { confirmBillTransfer, isBillTransferReference } from './bill-transfer';
export { claimCoupon, grantCoupon, issueNewBuyerCoupons } from './coupon-claim';
export { default as couponConsoleRoutes } from './coupon-console-routes';
export { default as couponCentreRoutes } from './coupon-routes';
export {
  createCouponTemplate,
  listCouponTemplates,
  scheduleCouponTemplate,
  setCouponTemplateStatus,
} from './coupon-templates';
export { chargeBill, creditRefusal, creditStanding } from './credit';
export { default as creditConsoleRoutes } from './credit-console-routes';
export { creditTermsOf, setCreditTerms } from './credit-terms';
export { ensureWallet, post } from './ledger';
export { type CreditRefundEntry, type CreditRefundSplit, refundCredit } from './refund';
export { default as walletRoutes } from './routes';
export { transferReference } from './transfer-reference';
