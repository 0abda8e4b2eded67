import {
  consoleFeedbackPage,
  consoleFeedbackQuery,
  consoleImageParams,
  consoleItemRequestPage,
  consoleItemRequestQuery,
  emptyData,
  feedbackIdParams,
  feedbackReplyBody,
  itemRequest,
  itemRequestAnswerBody,
  itemRequestIdParams,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { feedbackPhoto, feedbackQueue, replyFeedback } from './feedback';
import { answerItemRequest, itemRequestQueue } from './item-requests';

/**
 * 客服 in the console (issue #23 §1, docs/self-service.md): the item-wanted queue and its answer, the feedback
 * queue and its reply. Each answer is one audited transaction (before → after) with the buyer's message.
 */
const selfServiceConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/item-requests',
    {
      config: { console: 'item-wanted' },
      schema: {
        summary: 'Item-wanted requests: pending oldest first (status filter; answered ones newest first)',
        querystring: consoleItemRequestQuery,
        response: okSchema(consoleItemRequestPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await itemRequestQueue(app.db, request.query));
    },
  );

  app.post(
    '/api/console/item-requests/:id/answer',
    {
      config: { console: 'item-wanted' },
      schema: {
        summary: 'Answer a request once: listed (goods_id) or unavailable (reason); the buyer is messaged',
        params: itemRequestIdParams,
        body: itemRequestAnswerBody,
        response: okSchema(itemRequest),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const answered = await auditedAction(
        app.db,
        { operator: username, command: 'item-request-answer', args: { id, ...request.body } },
        (tx) => answerItemRequest(tx, id, request.body, username),
      );
      return ok(answered, '已处理');
    },
  );

  app.get(
    '/api/console/feedback',
    {
      config: { console: 'feedback' },
      schema: {
        summary: 'Feedback: unanswered oldest first (replied=0, default), answered (1) or all ("")',
        querystring: consoleFeedbackQuery,
        response: okSchema(consoleFeedbackPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await feedbackQueue(app.db, request.query));
    },
  );

  app.post(
    '/api/console/feedback/:id/reply',
    {
      config: { console: 'feedback' },
      schema: {
        summary: 'Reply to a feedback once; the buyer is messaged',
        params: feedbackIdParams,
        body: feedbackReplyBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { reply } = request.body;
      await auditedAction(
        app.db,
        { operator: username, command: 'feedback-reply', args: { id, reply } },
        (tx) => replyFeedback(tx, id, reply, username),
      );
      return ok(null, '已回复');
    },
  );

  app.get(
    '/api/console/feedback-images/:image_id',
    {
      config: { console: 'feedback' },
      schema: {
        summary: "A feedback's photo for 客服 (only uploads a feedback uses)",
        params: consoleImageParams,
      },
    },
    async (request, reply) => {
      const image = await feedbackPhoto(app.db, app.config.dataDir, request.params.image_id);
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};

export default selfServiceConsoleRoutes;
