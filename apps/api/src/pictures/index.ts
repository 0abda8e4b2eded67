/*
 * Pictures: stored drawings, their WebP renders and the render-once cache.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { type RenderCache, renderOnce } from './rasterise';
export { default as pictureRoutes } from './routes';
export { type PictureSet, pictureSet, storePictures } from './store';
