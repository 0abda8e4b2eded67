import { message, messageCount, messageIdParams, messageListQuery, pageOf } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { listMessages, markAllRead, markRead } from './service';

/**
 * A buyer's messages (/wdxx): the signed-in account's, also while it buys for a store (the messages are about
 * the account). Written only by `notify()` (notify.ts). Never cached: reading changes them.
 */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const schema = { tags: ['user'], security: signedInOnly };

  app.get(
    '/api/user/message',
    {
      schema: {
        ...schema,
        summary: "The buyer's messages, unread first, then newest (status=unread for only those)",
        querystring: messageListQuery,
        response: okSchema(pageOf(message)),
      },
    },
    async (request) => ok(await listMessages(app.db, await request.requireAccountUserId(), request.query)),
  );

  app.post(
    '/api/user/message/:id/read',
    {
      schema: {
        ...schema,
        summary: "Mark one message read (another buyer's → 404); answers the unread count",
        params: messageIdParams,
        response: okSchema(messageCount),
      },
    },
    async (request) => {
      const userId = await request.requireAccountUserId();
      return ok({ message_count: await markRead(app.db, userId, request.params.id) }, '已标记为已读');
    },
  );

  app.post(
    '/api/user/message/read_all',
    {
      schema: {
        ...schema,
        summary: 'Mark every message read; answers the unread count (0)',
        response: okSchema(messageCount),
      },
    },
    async (request) => {
      const userId = await request.requireAccountUserId();
      return ok({ message_count: await markAllRead(app.db, userId) }, '已全部标记为已读');
    },
  );
};

export default messageRoutes;
