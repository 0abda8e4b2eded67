import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { completeShippedOrders } from './complete';

/*
 * The auto-receive timer: every few minutes, shipped orders past ORDER_AUTO_RECEIVE_DAYS complete. It starts when
 * the server is ready and stops on close (an in-flight run finishes before close resolves). The first run waits
 * one period: a restart does not race requests being served, and completion is a matter of days, not minutes.
 */

const PERIOD_MS = 5 * 60 * 1000;

export default fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    let closed = false;
    const schedule = () => {
      timer = setTimeout(() => {
        running = completeShippedOrders(app.db, new Date(), app.config.orderAutoReceiveDays)
          .then((n) => {
            if (n > 0) app.log.info({ completed: n }, 'shipped orders completed automatically');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'auto-receive run failed'))
          .finally(() => {
            if (!closed) schedule();
          });
      }, PERIOD_MS);
      timer.unref();
    };
    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'order-completion' },
);
