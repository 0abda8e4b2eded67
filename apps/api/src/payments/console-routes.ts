import { consoleTransferList, consoleTransferQuery, emptyData, transferConfirmBody } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { transferQueue, transferState } from './console-reads';
import { confirmAnyTransfer } from './transfer';

/**
 * 对公转账 in the console (issue #26 §2, docs/console.md), for 财务 (permission `transfers`): the queue of bank
 * transfers awaiting confirmation, and the confirmation `ops confirm-transfer` makes — the same function
 * (`confirmAnyTransfer`), each call one audited transaction (console source, the operator, before → after).
 */
const paymentConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/transfers',
    {
      config: { console: 'transfers' },
      schema: {
        summary:
          'Bank transfers (order payments YCZ…, bill repayments YCH…): pending oldest first, or the latest confirmed',
        querystring: consoleTransferQuery,
        response: okSchema(consoleTransferList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await transferQueue(app.db, request.query));
    },
  );

  app.post(
    '/api/console/transfers/confirm',
    {
      config: { console: 'transfers' },
      schema: {
        summary:
          "Confirm a bank transfer's arrival: an order's reference pays the order, a bill's repays the bill (409 when confirmed already)",
        body: transferConfirmBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { reference } = request.body;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'confirm-transfer', args: { reference } },
        async (tx) => {
          const before = await transferState(tx, reference);
          const outcome = await confirmAnyTransfer(tx, reference, `operator:${username}`);
          return { value: outcome, result: outcome, before, after: await transferState(tx, reference) };
        },
      );
      return ok(null, result);
    },
  );
};

export default paymentConsoleRoutes;
