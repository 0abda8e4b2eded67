/*
 * Addresses: the company's delivery addresses.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as addressRoutes } from './routes';
export { liveAddresses, orderAddressOf } from './service';
