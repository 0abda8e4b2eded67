/*
 * Wallet: the ledger, balance, credit and bills, coupons held, bill transfers.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { confirmBillTransfer, isBillTransferReference } from './bill-transfer';
export { chargeBill, creditRefusal, creditStanding } from './credit';
export { ensureWallet, post } from './ledger';
export { type CreditRefundEntry, type CreditRefundSplit, refundCredit } from './refund';
export { default as walletRoutes } from './routes';
export { transferReference } from './transfer-reference';
