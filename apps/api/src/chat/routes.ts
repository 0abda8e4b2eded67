import {
  chatLiveQuery,
  chatMessage,
  chatMessagesPage,
  chatMessagesQuery,
  chatReadBody,
  chatSendBody,
  chatUnread,
  emptyData,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../lib/cookies';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import type { ChatHub } from './hub';
import { lastSeenId, refuseCrossSite, serveLive } from './live';
import { conversationOf, messagePage, messagesAfter, newestId } from './reads';
import { buyerUnread, markBuyerRead, sendBuyerMessage } from './service';
import { buyerSessionHolds } from './session-check';

/**
 * The buyer's side of 在线客服 (issue #23 §3, docs/chat.md): their company's one conversation. Every call is the
 * signed-in buyer's company's (`requireCompany`: 401 visitor, 404 login without a company). Never cached.
 */
const chatRoutes: FastifyPluginAsyncZod<{ hub: ChatHub }> = async (app, { hub }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const schema = { tags: ['chat'], security: signedInOnly };

  app.get(
    '/api/chat/messages',
    {
      schema: {
        ...schema,
        summary: "My company's chat, oldest first: the newest `limit`, or those before message `before`",
        querystring: chatMessagesQuery,
        response: okSchema(chatMessagesPage),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await messagePage(app.db, await conversationOf(app.db, companyId), request.query, 'buyer'));
    },
  );

  app.post(
    '/api/chat/messages',
    {
      schema: {
        ...schema,
        summary:
          'Send text, a picture (image_id), a goods card (goods_id, a listed goods) or an order card (order_id, my order); client_id makes a resend store once; rate-limited per login (429)',
        body: chatSendBody,
        response: okSchema(chatMessage),
      },
    },
    async (request) => {
      const owner = await request.requireCompany();
      return ok(await sendBuyerMessage(app.db, owner, request.body), '已发送');
    },
  );

  app.get(
    '/api/chat/unread',
    {
      schema: {
        ...schema,
        summary: "客服's messages my company has not seen yet",
        response: okSchema(chatUnread),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok({ count: await buyerUnread(app.db, companyId) });
    },
  );

  app.post(
    '/api/chat/read',
    {
      schema: {
        ...schema,
        summary: 'Everything up to message last_id has been seen (the unread count drops)',
        body: chatReadBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      await markBuyerRead(app.db, companyId, request.body.last_id);
      return ok(null);
    },
  );

  app.get(
    '/api/chat/live',
    {
      schema: {
        ...schema,
        summary:
          'Live messages as server-sent events (event `message`, id = message id); reopening with Last-Event-ID (or last_id) replays what came after',
        querystring: chatLiveQuery,
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const { companyId } = await request.requireCompany();
      const cookie = request.cookies[SESSION_COOKIE] ?? '';
      const scope = { companyId };
      await serveLive(
        request,
        reply,
        hub,
        {
          start: () => newestId(app.db, scope),
          after: (last) => messagesAfter(app.db, scope, last, 'buyer'),
          concerns: (notice) => notice.companyId === companyId,
          stillSignedIn: () => buyerSessionHolds(app.db, cookie),
        },
        lastSeenId(request, request.query.last_id),
      );
      return reply;
    },
  );
};

export default chatRoutes;
