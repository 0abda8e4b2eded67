export { default as combinationRoutes } from './combination-routes';
export { default as promotionRoutes } from './routes';
