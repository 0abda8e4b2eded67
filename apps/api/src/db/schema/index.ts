export { ipRequests, verificationCodes } from './accounts';
export { type ActivityFloorRow, activityPages } from './activity-pages';
export {
  afterSaleEvents,
  afterSaleExclusions,
  afterSaleImages,
  afterSaleLines,
  afterSaleQuantities,
  afterSaleRefunds,
  afterSaleRequests,
} from './after-sales';
export { goodsAlerts } from './alerts';
export {
  cartItems,
  combinationParts,
  combinations,
  fullAmountActivities,
  fullAmountGoods,
  fullAmountTiers,
  giftRules,
  managedStores,
  negotiatedPrices,
} from './cart';
export {
  CASH_VOUCHER_ENTRY_KINDS,
  type CashbackTierRow,
  cashbackCampaigns,
  cashVoucherEntries,
  cashVouchers,
  orderCashback,
} from './cashback';
export {
  brands,
  categories,
  goods,
  goodsBatches,
  goodsCategories,
  goodsLadderPrices,
  goodsListings,
  goodsTags,
  manufacturers,
} from './catalogue';
export { goodsMakerCounts, goodsNames } from './catalogue-search';
export { chatConversations, chatMessages } from './chat';
export { operatorRoles, operatorSessions, operators } from './console';
export {
  adPositions,
  adverts,
  articleCategories,
  articles,
  hotWords,
  navItems,
  searchLogs,
  siteSettings,
} from './content';
export {
  controlledApplications,
  controlledProgrammeGoods,
  controlledProgrammes,
} from './controlled-sale';
export { coupons, userCoupons } from './coupons';
export {
  drawActivities,
  drawBanners,
  drawChances,
  drawPrizes,
  drawRecords,
} from './draw';
export { ephedrineLimits, hmReceipts } from './ephedrine';
export { invoiceLines, invoices } from './invoices';
export { onlinePayments, onlineRefunds, paymentNotifications, statementChecks } from './online-payments';
export { contractSignatures, contractVersions, idempotencyKeys, opsAudit } from './operations';
export { addresses, orderEvents, orderLines, orders, promotionPurchases } from './orders';
export { pictures } from './pictures';
export { pointsEntries, pointsItemClaims, pointsItems, pointsOrders, pointsSettings } from './points';
export { promotionGoods, promotions } from './promotions';
export {
  certificateImages,
  certificates,
  companyReviewEvents,
  companyScopes,
  uploads,
} from './qualifications';
export { cartImports, feedback, feedbackImages, itemRequests } from './self-service';
export { billRepayments } from './settlement';
export { orderLineBatches, orderParcels, parcelTracking } from './shipping';
export { storeWideOffers } from './store-wide';
export {
  accountManagers,
  appSecrets,
  companies,
  favorites,
  loginAttempts,
  messages,
  sessions,
  users,
} from './users';
export { creditBills, ledgerEntries, payments, wallets } from './wallet';
export { warehouses } from './warehouses';
export { wechatBindings } from './wechat';
