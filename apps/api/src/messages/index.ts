/*
 * Station messages: the only way any capability writes one (`notify`) and the buyer reads them.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { countUnreadMessages, notify } from './notify';
export { default as messageRoutes } from './routes';
