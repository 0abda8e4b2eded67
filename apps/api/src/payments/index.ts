export { default as payRoutes } from './routes';
export { confirmTransfer } from './transfer';
