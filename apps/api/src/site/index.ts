/*
 * Site: settings (`readSettings`), account managers, the site payload.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */

export { defaultManager } from './managers';
export { default as siteRoutes } from './routes';
export { readSettings, settingsFrom, writeSetting } from './settings';
