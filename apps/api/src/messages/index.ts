/*
 * Station messages: the only way any capability writes one (`notify`), the platform's own messages an operator
 * sends (`sendPlatformMessage`), and the buyer reading them.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { type Audience, sendPlatformMessage, sentMessages } from './broadcast';
export { countUnreadMessages, notify } from './notify';
export { default as messageRoutes } from './routes';
