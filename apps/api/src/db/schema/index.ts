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
  addresses,
  contractSignatures,
  coupons,
  creditBills,
  idempotencyKeys,
  ledgerEntries,
  opsAudit,
  orderEvents,
  orderLineBatches,
  orderLines,
  orders,
  payments,
  promotionPurchases,
  userCoupons,
  wallets,
} from './orders';
export { promotionGoods, promotions } from './promotions';
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
