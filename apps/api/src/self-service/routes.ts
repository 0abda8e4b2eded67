import {
  fastBuyPage,
  fastBuyQuery,
  feedbackBody,
  feedbackItem,
  feedbackPage,
  itemRequest,
  itemRequestBody,
  itemRequestIdParams,
  itemRequestPage,
  pageQuery,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { fastBuyList } from './fast-buy';
import { createFeedback, listFeedback } from './feedback';
import { createItemRequest, itemRequestOf, listItemRequests } from './item-requests';

/**
 * The member area's self-service (/zzfw, issue #23 §1): quick purchase, item-wanted requests and feedback. Every
 * read and write is the signed-in buyer's company's (`requireCompany`: 404 for a login without one); another
 * company's request is 404 like a missing one. Never cached.
 */
const selfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/user/fast_buy',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary:
          "Quick purchase: every goods my company's paid orders held — times, quantities, last price and date, today's price and stock; order frequency | recent | name",
        querystring: fastBuyQuery,
        response: okSchema(fastBuyPage),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await fastBuyList(app.db, companyId, request.query));
    },
  );

  app.post(
    '/api/user/buy',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary:
          'Ask for a goods not listed (品种求购); 客服 answers in the console and the buyer is messaged',
        body: itemRequestBody,
        response: okSchema(itemRequest),
      },
    },
    async (request) => {
      const owner = await request.requireCompany();
      return ok(await createItemRequest(app.db, owner, request.body), '求购已提交，客服会尽快处理');
    },
  );

  app.get(
    '/api/user/buy',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "My company's item-wanted requests, newest first, with their status",
        querystring: pageQuery,
        response: okSchema(itemRequestPage),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await listItemRequests(app.db, companyId, request.query));
    },
  );

  app.get(
    '/api/user/buy/:id',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "One item-wanted request of my company (another company's → 404)",
        params: itemRequestIdParams,
        response: okSchema(itemRequest),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await itemRequestOf(app.db, companyId, request.params.id));
    },
  );

  app.post(
    '/api/user/feedback',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary:
          'Send feedback: type, content, image_ids[] (uploaded with POST /api/user/zizhi/image), contact',
        body: feedbackBody,
        response: okSchema(feedbackItem),
      },
    },
    async (request) => {
      const owner = await request.requireCompany();
      return ok(await createFeedback(app.db, owner, request.body), '感谢您的反馈，我们会尽快回复');
    },
  );

  app.get(
    '/api/user/feedback',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "My company's feedback, newest first, with the operators' replies",
        querystring: pageQuery,
        response: okSchema(feedbackPage),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await listFeedback(app.db, companyId, request.query));
    },
  );
};

export default selfServiceRoutes;
