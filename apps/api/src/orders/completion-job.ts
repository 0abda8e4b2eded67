import type { FastifyInstance } from 'fastify';
import type { IntervalJob } from '../lib/interval-job';
import { completeShippedOrders } from './complete';

/*
 * The auto-receive timer: every few minutes (ORDER_COMPLETION_INTERVAL_MS), shipped orders past ORDER_AUTO_RECEIVE_DAYS complete. The first run
 * waits one period: a restart does not race requests being served, and completion is a matter of days, not
 * minutes. Several instances are safe: `completeShippedOrders` skips rows another one holds.
 */

export const orderCompletionJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: app.config.orderCompletionIntervalMs,
  failure: 'auto-receive run failed',
  run: async () => {
    const completed = await completeShippedOrders(app.db, new Date(), app.config.orderAutoReceiveDays);
    if (completed > 0) app.log.info({ completed }, 'shipped orders completed automatically');
  },
});
