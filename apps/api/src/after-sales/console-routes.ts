import {
  afterSaleApproveBody,
  afterSaleIdParams,
  afterSaleNoteBody,
  afterSaleReceiveBody,
  afterSaleRejectBody,
  consoleAfterSaleDetail,
  consoleAfterSalePage,
  consoleAfterSaleQuery,
  consoleImageParams,
  emptyData,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import type { Executor } from '../db/client';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { readUsedUpload } from '../qualifications';
import { afterSaleQueue, requestForOperator } from './reads';
import { refundAfterSale } from './refund';
import { receivedText } from './restock';
import {
  approveAfterSale,
  exchangeAfterSale,
  receiveAfterSale,
  rejectAfterSale,
  sendDocumentsAfterSale,
} from './service';
import type { MovedRequest } from './transitions';

/**
 * 售后 in the console (issue #21 §1, docs/after-sales.md): the queue and a request's page for any operator (客服,
 * 仓储 and 财务 each act on it), and the decisions, each with the permission of the role that makes it — 客服
 * answers (approve, reject, documents sent), 仓储 receives and ships exchanges (`returns`), 财务 refunds
 * (`refunds`). Each decision is the function `ops` calls, in one audited transaction (before → after status).
 */
const afterSaleConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/after_sales',
    {
      config: { console: 'operator' },
      schema: {
        summary: 'The after-sales queue: by status (default 待审核), oldest first',
        querystring: consoleAfterSaleQuery,
        response: okSchema(consoleAfterSalePage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await afterSaleQueue(app.db, request.query));
    },
  );

  app.get(
    '/api/console/after_sales/:id',
    {
      config: { console: 'operator' },
      schema: {
        summary:
          "A request's lines and amounts, photos, return parcel, refund, timeline and the operators' actions",
        params: afterSaleIdParams,
        response: okSchema(consoleAfterSaleDetail),
      },
    },
    async (request, reply) => {
      const detail = await requestForOperator(app.db, request.params.id);
      if (!detail) throw notFound();
      reply.header('cache-control', 'no-store');
      return ok(detail);
    },
  );

  app.get(
    '/api/console/after_sale_images/:image_id',
    {
      config: { console: 'operator' },
      schema: {
        summary: "A buyer's after-sales photo (only uploads an after-sales request shows)",
        params: consoleImageParams,
      },
    },
    async (request, reply) => {
      const image = await readUsedUpload(
        app.db,
        app.config.dataDir,
        request.params.image_id,
        sql`EXISTS (SELECT 1 FROM after_sale_images ai WHERE ai.upload_id = uploads.id)`,
      );
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  /** One audited decision: the audit row records the status before and after. */
  async function decide(
    username: string,
    command: string,
    args: Record<string, unknown> & { id: number },
    work: (tx: Executor, actor: string) => Promise<{ request: MovedRequest; result: string }>,
  ) {
    return auditedAction(app.db, { operator: username, command, args }, async (tx) => {
      const before = await tx.execute<{ status: string }>(
        sql`SELECT status FROM after_sale_requests WHERE id = ${args.id}`,
      );
      const { request, result } = await work(tx, `operator:${username}`);
      return {
        value: result,
        result,
        before: { status: before.rows[0]?.status },
        after: { status: request.status },
      };
    });
  }

  app.post(
    '/api/console/after_sales/:id/approve',
    {
      config: { console: 'after-sales' },
      schema: {
        summary: '同意: a return or exchange names the return address and the days to send it back',
        params: afterSaleIdParams,
        body: afterSaleApproveBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const body = request.body;
      const result = await decide(username, 'after-sale-approve', { id, ...body }, async (tx, actor) => ({
        request: await approveAfterSale(
          tx,
          id,
          { returnAddress: body.return_address, deadlineDays: body.deadline_days },
          actor,
        ),
        result: '已同意',
      }));
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/after_sales/:id/reject',
    {
      config: { console: 'after-sales' },
      schema: {
        summary: '驳回 with a reason the buyer reads; the units become returnable again',
        params: afterSaleIdParams,
        body: afterSaleRejectBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { reason } = request.body;
      const result = await decide(username, 'after-sale-reject', { id, reason }, async (tx, actor) => ({
        request: await rejectAfterSale(tx, id, reason, actor),
        result: '已驳回',
      }));
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/after_sales/:id/receive',
    {
      config: { console: 'returns' },
      schema: {
        summary:
          '收货: the returned goods arrived; saleable 1 puts them back in stock and in the warehouse named (default: the default warehouse), credited to the batches they shipped in',
        params: afterSaleIdParams,
        body: afterSaleReceiveBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { saleable, warehouse_id } = request.body;
      const args = { id, saleable, warehouse_id };
      const result = await decide(username, 'after-sale-receive', args, async (tx, actor) => {
        const received = await receiveAfterSale(tx, id, saleable === 1, actor, warehouse_id);
        return { request: received, result: receivedText(received.restocked) };
      });
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/after_sales/:id/refund',
    {
      config: { console: 'refunds' },
      schema: {
        summary:
          '退款: what the units cost after discounts, back where the money came from; a second call refunds nothing',
        params: afterSaleIdParams,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'after-sale-refund', args: { id } },
        async (tx) => {
          const outcome = await refundAfterSale(tx, id, `operator:${username}`);
          const result = outcome.repeated ? `已退款过，未重复退款（${outcome.note}）` : outcome.note;
          return { value: result, result, after: outcome };
        },
      );
      return ok(null, result);
    },
  );

  // The decisions that take only an operator's note: one route each, alike but for their role and words.
  const noteDecisions = [
    {
      path: 'exchange',
      permission: 'returns',
      summary: '换货发出: the replacement leaves stock (409 when short)',
      command: 'after-sale-exchange',
      act: exchangeAfterSale,
      result: '换货已发出',
    },
    {
      path: 'send_documents',
      permission: 'after-sales',
      summary: '资料已补寄: what was sent and how, in the note',
      command: 'after-sale-documents',
      act: sendDocumentsAfterSale,
      result: '资料已补寄',
    },
  ] as const;
  for (const decision of noteDecisions)
    app.post(
      `/api/console/after_sales/:id/${decision.path}`,
      {
        config: { console: decision.permission },
        schema: {
          summary: decision.summary,
          params: afterSaleIdParams,
          body: afterSaleNoteBody,
          response: okSchema(emptyData),
        },
      },
      async (request) => {
        const { username } = await request.requireOperator();
        const { id } = request.params;
        const { note } = request.body;
        const result = await decide(username, decision.command, { id, note }, async (tx, actor) => ({
          request: await decision.act(tx, id, note, actor),
          result: decision.result,
        }));
        return ok(null, result);
      },
    );
};

export default afterSaleConsoleRoutes;
