export { type RenderCache, renderOnce } from './rasterise';
export { default as pictureRoutes } from './routes';
export { type PictureSet, pictureSet, storePictures } from './store';
