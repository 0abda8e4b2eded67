/*
 * Accounts: sign-in, registration, codes, profile, WeChat, the e-contract, managed stores.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { contractRequired } from './contract';
export { default as contractRoutes } from './contract-routes';
export {
  assertContractInForce,
  type CompanyContract,
  companyContract,
  contractVersionList,
  publishContract,
} from './contract-versions';
/** The sign-in throttle, shared with the operators' sign-in (console). */
export { claimLoginAttempt, markLoginSucceeded } from './queries';
export { default as userRoutes } from './routes';
export {
  LOGIN_WINDOW_MINUTES,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_PHONE,
} from './sign-in';
export type { SmsSender } from './sms';
export { default as storeRoutes } from './store-routes';
/** The console adds and edits a chain's stores through the member centre's own rules (company-admin). */
export { addStoreIn, editStore, hashStorePassword, headOfficeLogin } from './stores';
