/*
 * System: the CSRF token and the health check.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as systemRoutes } from './routes';
