import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireDueOrders } from './transitions';

const BATCH = 100;

/**
 * Cancels unpaid orders past their pay deadline every `orderExpiryIntervalMs` while the server runs: started
 * when the app is ready, stopped (waiting for a run in progress) when it closes. Runs never overlap in one
 * process; across instances `expireDueOrders` skips rows another one holds.
 */
export default fp(
  async (app: FastifyInstance) => {
    const intervalMs = app.config.orderExpiryIntervalMs;
    if (intervalMs === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;

    async function run() {
      try {
        // A full batch may mean more are due: keep going until a short one.
        for (let cancelled = BATCH; cancelled === BATCH; ) {
          cancelled = await expireDueOrders(app.db, new Date(), BATCH);
          if (cancelled > 0) app.log.info({ cancelled }, 'unpaid orders expired');
        }
      } catch (error) {
        app.log.error({ err: error }, 'order expiry run failed');
      }
    }

    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= run().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'order-expiry', dependencies: ['context'] },
);
