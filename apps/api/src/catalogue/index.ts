/*
 * Catalogue: goods listings, detail, search, the display caches and the write paths' loaders.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { buyerPricedShapes } from './agreed-prices';
export { forgetGoods, forgetStoreWide } from './cache';
export { default as catalogueCache } from './cache-plugin';
export { ancestorsOf, categoriesByGoods, categoriesWithAncestors } from './category-ancestors';
export {
  type ApplicationRow,
  authFor,
  type BuyerCompany,
  type ControlledProgrammeRow,
  controlledAuthOf,
  controlledGoodsAuth,
  decidingApplications,
  decidingOf,
  toApplication,
} from './controlled-access';
export { default as goodsImageRoutes } from './image-routes';
export { goodsImageUrl } from './images';
export { wordsOnlyForBanned } from './listing-reads';
export {
  type BuyerRecord,
  buyerRecordOf,
  controlledFactsFor,
  controlledFactsOf,
  ladderTiers,
  loadBuyer,
  loadGoodsForBuyer,
  promotionPriceColumns,
  promotionsOf,
} from './loaders';
export { reclassGoods } from './reclass';
export { default as recommendRoutes } from './recommend-routes';
export { default as goodsRoutes } from './routes';
export { default as goodsSearchRoutes } from './search-routes';
export { flag, type GoodsPage, goodsShapes, type Viewer, viewerOf } from './shapes';
export {
  audienceIncludes,
  companyInAudience,
  offerOf,
  runningStoreWideRow,
  type StoreWideRow,
  withStoreWidePrice,
} from './store-wide-offer';
