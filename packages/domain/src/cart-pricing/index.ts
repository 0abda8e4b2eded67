export { allocateProRata, type Share } from './allocate';
export {
  applyCashVouchers,
  CASH_VOUCHER_REASONS,
  type CashVoucherQuote,
  type CashVoucherTerms,
} from './cash-voucher';
export { combinationSeparateFen, combinationSets } from './combination';
export {
  COUPON_KINDS,
  COUPON_REASONS,
  type CouponKind,
  type CouponLineFacts,
  type CouponQuote,
  type CouponTerms,
  couponDiscountFen,
  couponLineFacts,
  quoteCoupon,
  rankCoupons,
} from './coupon';
export { EXCLUSION_REASONS } from './exclusions';
export { type GoodsScope, type GoodsScopeFacts, goodsInScope } from './goods-scope';
export { type CartHint, type CartHints, nextHint } from './next-hint';
export { priceCart } from './price-cart';
export {
  DISCOUNT_KINDS,
  DISCOUNT_LABELS,
  type DiscountKind,
  lineDiscounts,
  mayAlsoTake,
  NOT_BUILT,
  stackingRefusal,
  stacks,
} from './stacking';
export {
  applyStoreWide,
  goodsInStoreWide,
  type StoreWideGoodsFacts,
  storeWideDiscountFen,
  storeWideRunning,
  storeWideUnitPriceFen,
} from './store-wide';
export type {
  CartLineInput,
  CartPricingInput,
  ComboLineInput,
  ComboPart,
  FullAmountActivity,
  GiftLine,
  GiftRule,
  GoodsLineInput,
  GoodsPricingFacts,
  LineExclusion,
  LineExclusionCode,
  PricedActivity,
  PricedCart,
  PricedLine,
  PricedShipping,
  PricedStoreWide,
  PriceSelection,
  PriceSource,
  PromotionPrice,
  ShippingReason,
  ShippingRule,
  StoreWideExclusions,
  StoreWideInput,
  StoreWideOffer,
} from './types';
export {
  type NormalPrice,
  type NormalPriceLine,
  normalUnitPrice,
  promotionQuota,
  selectedPromotion,
} from './unit-price';
