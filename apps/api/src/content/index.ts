/*
 * Content: adverts (focus positions), articles, friend links.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as contentCache } from './cache-plugin';
export { default as focusRoutes } from './focus-routes';
export { KXZQ_POSITIONS } from './focus-service';
export { default as focusVariantRoutes } from './focus-variant-routes';
export { PICTURE_UPLOAD_LIMITS, uploadPicture } from './picture-upload';
export { default as contentRoutes } from './routes';
export { articleSummary, sanitiseArticle } from './sanitise';
