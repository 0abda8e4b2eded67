import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalJob } from '../lib/interval-job';
import { purgeUnusedUploads } from './uploads';

/**
 * Removes uploads no certificate uses a day after they were made, every `uploadPurgeIntervalMs` while the server
 * runs (0: off; tests call `purgeUnusedUploads` themselves). Several instances are safe: rows are claimed with
 * skipped locks.
 */
export default fp(
  async (app: FastifyInstance) => {
    startIntervalJob(app, {
      intervalMs: app.config.uploadPurgeIntervalMs,
      failure: 'unused upload purge failed',
      run: async () => {
        const removed = await purgeUnusedUploads(app.db, app.config.dataDir);
        if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
      },
    });
  },
  { name: 'upload-purge', dependencies: ['context'] },
);
