export { defaultManager } from './managers';
export { default as siteRoutes } from './routes';
export { readSettings } from './settings';
