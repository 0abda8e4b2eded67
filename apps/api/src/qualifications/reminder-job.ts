import type { FastifyInstance } from 'fastify';
import type { IntervalJob } from '../lib/interval-job';
import { remindCertificates } from './reminders';

/**
 * Sends certificate reminders every `certificateReminderIntervalMs` while the server runs (0: off, as in tests,
 * which call `remindCertificates` themselves); several instances are safe because each message is sent once per
 * key.
 */
export const certificateReminderJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: app.config.certificateReminderIntervalMs,
  failure: 'certificate reminder run failed',
  run: async () => {
    const sent = await remindCertificates(app.db);
    if (sent > 0) app.log.info({ sent }, 'certificate reminders sent');
  },
});
