export { type CartAddEntry, cartAddEntry, manjianTier } from './contracts/cart';
export {
  type Envelope,
  emptyData,
  envelope,
  type FieldErrors,
  flag,
  intParam,
  type PageQuery,
  pageOf,
  pageQuery,
  validationErrorData,
  yuanString,
} from './contracts/common';
export {
  type Advert,
  advert,
  type Brand,
  brand,
  type Category,
  category,
  type HelpCategory,
  helpCategory,
  type Licence,
  type LinkItem,
  licence,
  linkItem,
  type NavItem,
  navItem,
  type SiteConfig,
  siteConfig,
} from './contracts/content';
export {
  type FavoriteBody,
  favoriteBody,
  type Goods,
  type GoodsDetail,
  type GoodsListQuery,
  type GoodsSearchQuery,
  type GoodsSort,
  type GoodsSuggestQuery,
  type GoodsZone,
  goods,
  goodsDetail,
  goodsDetailQuery,
  goodsIdParams,
  goodsListQuery,
  goodsSearchQuery,
  goodsSort,
  goodsSuggestQuery,
  goodsZone,
  idName,
  type LadderTier,
  ladderTier,
  searchType,
  type Tag,
  tag,
  wordList,
} from './contracts/goods';
export {
  type AccountManager,
  accountManager,
  type CommonConfig,
  type CsrfData,
  commonConfig,
  csrfData,
  type LoginBody,
  type LoginResult,
  loginBody,
  loginResult,
  qualityInspection,
  type UserBase,
  userBase,
} from './contracts/user';
export { parseWithErrors, toFieldErrors, zhCNErrorMap } from './errors';
export { formEncode } from './form';
export { applyRate, assertFen, type Fen, fenToYuan, lineAmount, sumFen, yuanToFen } from './money';
export {
  type FullAmountTier,
  fullAmountTiers,
  type LadderState,
  type LadderTierFen,
  type LadderTierState,
  ladderState,
  missingForFreeShipping,
} from './pricing';
export { ApiStatus, classifyStatus, firstValidationMessage, Messages, type StatusOutcome } from './status';
export { type TagTone, tagTone } from './tags';
export { toMillis, unixSeconds } from './time';
export {
  EMAIL_PATTERN,
  isEmail,
  isMobile,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  type PhoneOptions,
} from './validators';
