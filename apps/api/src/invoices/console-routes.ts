import {
  consoleInvoicePage,
  consoleInvoiceQuery,
  emptyData,
  invoiceIdParams,
  invoiceIssueBody,
  redLetterBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { issueInvoice, reverseForError } from './issue';
import { consoleInvoiceList, invoiceState } from './reads';

/**
 * 发票管理 in the console (issue #26 §3, docs/invoices.md), for 财务 (permission `invoices`): the queue of invoices
 * waiting for their number (blue ones and refunds' red-letter ones), recording the number and date the tax
 * platform gave, and 开票有误 reversals. Each write is one audited transaction (before → after), the same functions
 * `ops invoice-issue` and `ops invoice-reverse` call.
 */
const invoiceConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/invoices',
    {
      config: { console: 'invoices' },
      schema: {
        summary: 'E-invoices: 待开票 (waiting for their number, oldest first) or 已开票 (newest first)',
        querystring: consoleInvoiceQuery,
        response: okSchema(consoleInvoicePage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await consoleInvoiceList(app.db, request.query));
    },
  );

  app.post(
    '/api/console/invoices/:id/issue',
    {
      config: { console: 'invoices' },
      schema: {
        summary:
          'Record the number and date the tax platform issued for a waiting invoice (409 when issued already)',
        params: invoiceIdParams,
        body: invoiceIssueBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'invoice-issue', args: { id, ...request.body } },
        async (tx) => {
          const before = await invoiceState(tx, id);
          const outcome = await issueInvoice(tx, id, request.body, `operator:${username}`);
          return { value: outcome, result: outcome, before, after: await invoiceState(tx, id) };
        },
      );
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/invoices/:id/red_letter',
    {
      config: { console: 'invoices' },
      schema: {
        summary:
          "开票有误: record the red-letter invoice reversing what is left of an issued blue invoice; the order's invoice is asked for again",
        params: invoiceIdParams,
        body: redLetterBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'invoice-reverse', args: { id, ...request.body } },
        async (tx) => {
          const before = await invoiceState(tx, id);
          const outcome = await reverseForError(tx, id, request.body, `operator:${username}`);
          return {
            value: outcome.result,
            result: outcome.result,
            before,
            after: {
              original: await invoiceState(tx, id),
              red: await invoiceState(tx, outcome.redId),
              reissued: await invoiceState(tx, outcome.reissuedId),
            },
          };
        },
      );
      return ok(null, result);
    },
  );
};

export default invoiceConsoleRoutes;
