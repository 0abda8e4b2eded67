/*
 * Self-service (/zzfw, issue #23 §1): quick purchase, the purchase-list upload and its matching, item-wanted
 * requests and feedback, and 客服's console side of the last two. The capability's public face: the only file
 * other code imports (docs/architecture.md).
 */
export { default as selfServiceConsoleRoutes } from './console-routes';
export { matchRows } from './import-match';
export { parsePurchaseList } from './import-parse';
export { default as cartImportRoutes } from './import-routes';
export { default as selfServiceRoutes } from './routes';
