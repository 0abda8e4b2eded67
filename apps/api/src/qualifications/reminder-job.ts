import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { remindCertificates } from './reminders';

/**
 * Sends certificate reminders every `certificateReminderIntervalMs` while the server runs (0: off, as in tests,
 * which call `remindCertificates` themselves). Like the order expiry job: runs never overlap in one process, and
 * several instances are safe because each message is sent once per key.
 */
export default fp(
  async (app: FastifyInstance) => {
    const intervalMs = app.config.certificateReminderIntervalMs;
    if (!intervalMs) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;

    async function run() {
      try {
        const sent = await remindCertificates(app.db);
        if (sent > 0) app.log.info({ sent }, 'certificate reminders sent');
      } catch (error) {
        app.log.error({ err: error }, 'certificate reminder run failed');
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
  { name: 'certificate-reminders', dependencies: ['context'] },
);
