export { ipRequests, verificationCodes } from './accounts';
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
  brands,
  categories,
  goods,
  goodsCategories,
  goodsLadderPrices,
  goodsListings,
  goodsMakerCounts,
  goodsNames,
  goodsTags,
  manufacturers,
} from './catalogue';
export { operatorRoles, operatorSessions, operators } from './console';
export {
  adPositions,
  adverts,
  articleCategories,
  articles,
  helpArticles,
  helpCategories,
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
export {
  drawActivities,
  drawBanners,
  drawChances,
  drawPrizes,
  drawRecords,
  POINTS_ENTRY_KINDS,
  pointsEntries,
} from './draw';
export { onlinePayments, onlineRefunds, paymentNotifications, statementChecks } from './online-payments';
export { contractSignatures, idempotencyKeys, opsAudit } from './operations';
export {
  addresses,
  coupons,
  orderEvents,
  orderLineBatches,
  orderLines,
  orders,
  promotionPurchases,
  userCoupons,
} from './orders';
export { pictures } from './pictures';
export { promotionGoods, promotions } from './promotions';
export { certificateImages, certificates, companyScopes, uploads } from './qualifications';
export { billRepayments, orderInvoices } from './settlement';
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
export { wechatBindings } from './wechat';
