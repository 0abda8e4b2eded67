/*
 * Controlled sale (控销, kxzq): programmes, applications and the operator's decision.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { default as controlledSaleConsoleRoutes } from './console-routes';
export { type ApplicationLine, DecisionError, decideApplication, operatorList } from './operator';
export { default as controlledSaleRoutes } from './routes';
