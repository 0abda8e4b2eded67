import {
  hmReceipt,
  hmReceiptConfirmBody,
  hmReceiptList,
  hmReceiptParams,
  hmReceiptQuery,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { confirmReceipt, listReceipts } from './hm-receipts';

/* 含麻 receipts (issue #21 §4): the work is in hm-receipts.ts. Another company's receipt is 404. */

const hmReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['order'];

  app.get(
    '/api/hm_receipt',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          "The company's 含麻 receipts (回执): unconfirmed first, with lines, batches and the due date",
        querystring: hmReceiptQuery,
        response: okSchema(hmReceiptList),
      },
    },
    async (request) => ok(await listReceipts(app.db, await request.requireCompany(), request.query)),
  );

  app.post(
    '/api/hm_receipt/:id/confirm',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          'Confirms a 含麻 receipt once: receiver, 身份证号码 and date received (409 when already confirmed)',
        params: hmReceiptParams,
        body: hmReceiptConfirmBody,
        response: okSchema(hmReceipt),
      },
    },
    async (request) =>
      ok(
        await confirmReceipt(app.db, await request.requireCompany(), request.params.id, request.body),
        '回执已确认',
      ),
  );
};

export default hmReceiptRoutes;
