import type { FastifyInstance } from 'fastify';
import type { IntervalJob } from '../lib/interval-job';
import { openDueInvoiceRequests } from './requests';

/*
 * Opens the invoice (开票中) of every shipped order that asked for one and has none yet, so it reaches 财务's
 * queue without the shipping code knowing invoices (the integrator may also call `openInvoiceRequest` inside the
 * shipping transaction; both are idempotent). Several instances are safe: a second insert of the same order's
 * request meets the one-waiting-blue unique index and does nothing.
 */

const PERIOD_MS = 30 * 1000;

export const invoiceRequestJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: PERIOD_MS,
  failure: 'invoice request run failed',
  run: async () => {
    const opened = await openDueInvoiceRequests(app.db);
    if (opened > 0) app.log.info({ opened }, 'invoices asked for shipped orders');
  },
});
