/*
 * Favourites: the buyer's saved goods.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as favoriteRoutes } from './routes';
