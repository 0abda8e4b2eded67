/*
 * Cart: the lines, their pricing input for `priceCart`, coupon ranking; order creation and rebuy reuse them.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { addEntry } from './add';
export { cartLineCount } from './cart-reads';
export { goodsScopeFacts, rankedCoupons } from './coupons';
export { type LoadedCart, loadCartPricing } from './pricing-input';
export { default as cartRoutes } from './routes';
