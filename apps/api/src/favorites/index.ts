export { default as favoriteRoutes } from './routes';
