/*
 * Pictures: stored drawings, their WebP renders and the render-once cache; operators' uploads put into the store.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { type RenderCache, renderOnce } from './rasterise';
export { default as pictureRoutes } from './routes';
export { type PictureSet, pictureSet, pictureStored, storePictures } from './store';
export { MAX_PICTURE_BYTES, PictureMessages, storeUploadedPicture } from './upload';
