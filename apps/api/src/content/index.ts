export { default as focusRoutes } from './focus-routes';
export { KXZQ_POSITIONS } from './focus-service';
export { default as focusVariantRoutes } from './focus-variant-routes';
export { default as contentRoutes } from './routes';
