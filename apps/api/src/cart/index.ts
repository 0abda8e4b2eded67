export { addEntry } from './add';
export { rankedCoupons } from './coupons';
export { type LoadedCart, loadCartPricing } from './pricing-input';
export { default as cartRoutes } from './routes';
