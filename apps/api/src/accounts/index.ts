export { contractRequired } from './contract';
export { default as contractRoutes } from './contract-routes';
export { default as userRoutes } from './routes';
export type { SmsSender } from './sms';
export { default as storeRoutes } from './store-routes';
