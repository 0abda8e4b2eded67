import type { FastifyInstance } from 'fastify';
import type { IntervalJob } from '../lib/interval-job';
import { expireDueOrders } from './transitions';

const BATCH = 100;

/**
 * Cancels unpaid orders past their pay deadline every `orderExpiryIntervalMs` while the server runs; across
 * instances `expireDueOrders` skips rows another one holds.
 */
export const orderExpiryJob = (app: FastifyInstance): IntervalJob => ({
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
