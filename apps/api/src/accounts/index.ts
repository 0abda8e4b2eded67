/*
 * Accounts: sign-in, registration, codes, profile, WeChat, the e-contract, managed stores.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { contractRequired } from './contract';
export { default as contractRoutes } from './contract-routes';
export { default as userRoutes } from './routes';
export type { SmsSender } from './sms';
export { default as storeRoutes } from './store-routes';
