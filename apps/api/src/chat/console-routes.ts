import {
  chatConversationList,
  chatConversationParams,
  chatLiveQuery,
  chatMessage,
  chatMessagesPage,
  chatMessagesQuery,
  chatReadBody,
  chatReplyBody,
  consoleImageParams,
  emptyData,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { OPERATOR_SESSION_COOKIE } from '../lib/cookies';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import type { ChatHub } from './hub';
import { inbox } from './inbox';
import { lastSeenId, refuseCrossSite, serveLive } from './live';
import { conversationExists, messageById, messagePage, messagesAfter, newestId } from './reads';
import { chatPicture, markOperatorRead, replyAsOperator } from './service';
import { operatorSessionHolds } from './session-check';

/**
 * 客服's chat inbox (issue #26 §3, docs/chat.md): conversations, a thread, replies (one audited transaction each,
 * command `chat-reply`), marking read, pictures, and the live channel of every conversation.
 */
const chatConsoleRoutes: FastifyPluginAsyncZod<{ hub: ChatHub }> = async (app, { hub }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/console/chat/conversations',
    {
      config: { console: 'chat' },
      schema: {
        summary:
          "Conversations: the asking operator's own companies (as their account manager) first, then unread, then by last message",
        response: okSchema(chatConversationList),
      },
    },
    async (request) => ok(await inbox(app.db, (await request.requireOperator()).id)),
  );

  app.get(
    '/api/console/chat/conversations/:id/messages',
    {
      config: { console: 'chat' },
      schema: {
        summary: "A conversation's messages, oldest first (before, limit as the buyer's)",
        params: chatConversationParams,
        querystring: chatMessagesQuery,
        response: okSchema(chatMessagesPage),
      },
    },
    async (request) => {
      if (!(await conversationExists(app.db, request.params.id))) throw notFound();
      return ok(await messagePage(app.db, request.params.id, request.query, 'console'));
    },
  );

  app.post(
    '/api/console/chat/conversations/:id/messages',
    {
      config: { console: 'chat' },
      schema: {
        summary: 'Reply (text); client_id makes a resend store once',
        params: chatConversationParams,
        body: chatReplyBody,
        response: okSchema(chatMessage),
      },
    },
    async (request) => {
      const operator = await request.requireOperator();
      const { id } = request.params;
      const sent = await auditedAction(
        app.db,
        { operator: operator.username, command: 'chat-reply', args: { conversation: id, ...request.body } },
        async (tx) => {
          const stored = await replyAsOperator(tx, operator.id, id, request.body);
          return {
            value: stored,
            result: stored.duplicate ? `重发，消息 ${stored.id} 已存在` : `已回复，消息 ${stored.id}`,
            after: { conversation: id, message: stored.id },
          };
        },
      );
      const message = await messageById(app.db, sent.id, 'console');
      if (!message) throw notFound();
      return ok(message, '已发送');
    },
  );

  app.post(
    '/api/console/chat/conversations/:id/read',
    {
      config: { console: 'chat' },
      schema: {
        summary: 'The operators have seen a conversation up to last_id (its unread count drops)',
        params: chatConversationParams,
        body: chatReadBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { last_id } = request.body;
      await auditedAction(
        app.db,
        { operator: username, command: 'chat-read', args: { conversation: id, last_id } },
        async (tx) => ({ value: null, ...(await markOperatorRead(tx, id, last_id)) }),
      );
      return ok(null);
    },
  );

  app.get(
    '/api/console/chat-images/:image_id',
    {
      config: { console: 'chat' },
      schema: {
        summary: 'A chat picture for 客服 (only uploads a chat message uses)',
        params: consoleImageParams,
      },
    },
    async (request, reply) => {
      const image = await chatPicture(app.db, app.config.dataDir, request.params.image_id);
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.get(
    '/api/console/chat/live',
    {
      config: { console: 'chat' },
      schema: {
        summary:
          'Live messages of every conversation as server-sent events; Last-Event-ID (or last_id) replays',
        querystring: chatLiveQuery,
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      await request.requireOperator();
      const cookie = request.cookies[OPERATOR_SESSION_COOKIE] ?? '';
      await serveLive(
        request,
        reply,
        hub,
        {
          start: () => newestId(app.db, 'all'),
          // Across conversations ids may commit out of order, so a notice fetches exactly its message; the
          // replay after a reopen is by id and could miss such a race, so the inbox reloads on every reopen.
          after: (last) => messagesAfter(app.db, 'all', last, 'console'),
          noticed: async (notice) => {
            const message = await messageById(app.db, notice.messageId, 'console');
            return message ? [message] : [];
          },
          concerns: () => true,
          stillSignedIn: () => operatorSessionHolds(app.db, cookie),
        },
        lastSeenId(request, request.query.last_id),
      );
      return reply;
    },
  );
};

export default chatConsoleRoutes;
