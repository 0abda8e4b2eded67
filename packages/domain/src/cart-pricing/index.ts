export { allocateProRata, type Share } from './allocate';
export { type CartHint, type CartHints, nextHint } from './next-hint';
export { EXCLUSION_REASONS, priceCart } from './price-cart';
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
