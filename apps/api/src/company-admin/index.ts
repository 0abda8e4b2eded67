/*
 * 企业账户 (issue #26 §2, docs/console.md): a company's account in the console — e-contract, chain stores, account
 * manager, 账期 terms (read) — and the manager assignment. Above `wallet` (the terms) and `console` (the audit
 * helper); a capability of its own like goods-admin, since it reads what accounts, site and wallet write.
 */
export { default as companyAccountRoutes } from './console-routes';
export { assignManager } from './service';
