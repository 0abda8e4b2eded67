/*
 * 站内消息 for operators: the console's routes over `messages`' send (docs/console.md).
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as messageConsoleRoutes } from './console-routes';
