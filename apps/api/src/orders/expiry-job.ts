import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalJob } from '../lib/interval-job';
import { expireDueOrders } from './transitions';

const BATCH = 100;

/**
 * Cancels unpaid orders past their pay deadline every `orderExpiryIntervalMs` while the server runs; across
 * instances `expireDueOrders` skips rows another one holds.
 */
export default fp(
  async (app: FastifyInstance) => {
    startIntervalJob(app, {
      intervalMs: app.config.orderExpiryIntervalMs,
      failure: 'order expiry run failed',
      run: async () => {
        // A full batch may mean more are due: keep going until a short one.
        for (let cancelled = BATCH; cancelled === BATCH; ) {
          cancelled = await expireDueOrders(app.db, new Date(), BATCH);
          if (cancelled > 0) app.log.info({ cancelled }, 'unpaid orders expired');
        }
      },
    });
  },
  { name: 'order-expiry', dependencies: ['context'] },
);
