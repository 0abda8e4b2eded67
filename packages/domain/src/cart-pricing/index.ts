export { allocateProRata, type Share } from './allocate';
export { combinationSeparateFen, combinationSets } from './combination';
export {
  COUPON_REASONS,
  type CouponLineFacts,
  type CouponQuote,
  type CouponTerms,
  couponLineFacts,
  quoteCoupon,
  rankCoupons,
} from './coupon';
export { EXCLUSION_REASONS } from './exclusions';
export { type CartHint, type CartHints, nextHint } from './next-hint';
export { priceCart } from './price-cart';
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
  PriceSelection,
  PriceSource,
  PromotionPrice,
  ShippingReason,
  ShippingRule,
} from './types';
export { promotionQuota, selectedPromotion } from './unit-price';
