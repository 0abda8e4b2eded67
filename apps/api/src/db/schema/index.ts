export {
  brands,
  categories,
  goods,
  goodsCategories,
  goodsLadderPrices,
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
export { promotionGoods, promotions } from './promotions';
export {
  accountManagers,
  appSecrets,
  cartItems,
  companies,
  favorites,
  loginAttempts,
  messages,
  sessions,
  users,
} from './users';
