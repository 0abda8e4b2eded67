export { countUnreadMessages, notify } from './notify';
export { default as messageRoutes } from './routes';
