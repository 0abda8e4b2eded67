import type { FastifyInstance } from 'fastify';
import type { IntervalJob } from '../lib/interval-job';
import { fireGoodsAlerts } from './fire';

/**
 * Fires goods alerts every `goodsAlertIntervalMs` (0: off, as in tests, which call `fireGoodsAlerts`); safe with
 * several instances (skipped locks, a conditional close, once-per-key messages).
 */
export const goodsAlertJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: app.config.goodsAlertIntervalMs,
  failure: 'goods alert run failed',
  run: async () => {
    const fired = await fireGoodsAlerts(app.db);
    if (fired > 0) app.log.info({ fired }, 'goods alerts fired');
  },
});
