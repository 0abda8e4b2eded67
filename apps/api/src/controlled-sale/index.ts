export { type ApplicationLine, DecisionError, decideApplication, operatorList } from './operator';
export { default as controlledSaleRoutes } from './routes';
