export { confirmBillTransfer, isBillTransferReference } from './bill-transfer';
export { chargeBill, creditRefusal, creditStanding } from './credit';
export { ensureWallet, post } from './ledger';
export { default as walletRoutes } from './routes';
export { transferReference } from './transfer-reference';
