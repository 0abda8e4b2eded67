export { postPoints } from './points';
export { default as drawRoutes } from './routes';
