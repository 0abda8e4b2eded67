export { default as addressRoutes } from './routes';
