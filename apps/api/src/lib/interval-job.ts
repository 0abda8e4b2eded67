import type { FastifyInstance } from 'fastify';

export interface IntervalJob {
  /** Every how many ms; 0 turns the job off (tests call the work themselves). */
  intervalMs: number;
  /** One run's work; what it throws is logged with `failure` and the next run goes on. */
  run: () => Promise<void>;
  /** The log line of a failed run. */
  failure: string;
}

/**
 * Work the server does on a timer while it runs (order expiry and completion, certificate reminders, old
 * idempotency keys): every job is listed in app.ts, the one place they are registered, and started when the app is
 * ready, stopped (waiting for a run in progress) when it closes. Runs never overlap in one process; safety across
 * instances is the work's own (skipped locks, once-per-key messages).
 */
export function startIntervalJob(app: FastifyInstance, job: IntervalJob): void {
  if (!job.intervalMs) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function run() {
    try {
      await job.run();
    } catch (error) {
      app.log.error({ err: error }, job.failure);
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= run().finally(() => {
        running = undefined;
      });
    }, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
