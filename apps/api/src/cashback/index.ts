/*
 * Cash-back (满返, /hb) and cash vouchers (现金券, /wdqb/xjq), issue #22 §1, docs/cashback.md: campaigns, joining
 * them at order creation, issuing at completion, taking back on refunds, paying with vouchers, the vouchers'
 * ledger, the buyer's and the operators' routes. The capability's public face: the only file other code imports.
 */

export {
  type CampaignChange,
  createCampaign,
  listCampaigns,
  scheduleCampaign,
  setCampaignStatus,
} from './campaigns';
export { default as cashbackConsoleRoutes } from './console-routes';
export {
  type CashbackTakeBackOutcome,
  issueCashbackForOrders,
  joinCashback,
  takeBackCashbackForRefund,
} from './earn';
export { postVoucher, voucherMismatches } from './ledger';
export { type OrderCashbackRow, orderCashbackColumn, toOrderCashback } from './reads';
export { default as cashbackRoutes } from './routes';
export {
  quoteCashVouchers,
  returnCashVouchersOfOrder,
  returnVoucherPartOfRefund,
  spendCashVouchers,
} from './spend';
