import type { FastifyInstance } from 'fastify';
import type { IntervalJob } from '../lib/interval-job';
import { purgeUnusedUploads } from './uploads';

/**
 * Removes uploads no certificate uses a day after they were made, every `uploadPurgeIntervalMs` while the server
 * runs (0: off; tests call `purgeUnusedUploads` themselves). Several instances are safe: rows are claimed with
 * skipped locks.
 */
export const uploadPurgeJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: app.config.uploadPurgeIntervalMs,
  failure: 'unused upload purge failed',
  run: async () => {
    const removed = await purgeUnusedUploads(app.db, app.config.dataDir);
    if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
  },
});
