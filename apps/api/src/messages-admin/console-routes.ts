import { consoleMessageBody, sendResult, sentMessagePage, sentMessageQuery } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { fieldRefused } from '../lib/errors';
import { type Audience, sendPlatformMessage, sentMessages } from '../messages';

/**
 * 站内消息 in the console (运营 or 客服, permission `messages`; issue #26 §2): send a 系统消息 to one company's
 * logins or to every buyer, through `messages`' `sendPlatformMessage` (what `ops message` calls), audited as
 * `message`; and the list of what was sent. A capability of its own because `messages` sits below `console`
 * (console → accounts → messages), so it cannot import the audit helper.
 */
const messageConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/messages',
    {
      config: { console: 'messages' },
      schema: {
        summary: 'Messages sent by operators, newest first, with recipients and how many have read them',
        querystring: sentMessageQuery,
        response: okSchema(sentMessagePage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await sentMessages(app.db, request.query.page, request.query.per_page));
    },
  );

  app.post(
    '/api/console/messages',
    {
      config: { console: 'messages' },
      schema: {
        summary: 'Send a system message to one company’s logins or to every buyer',
        body: consoleMessageBody,
        response: okSchema(sendResult),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { to, company_id, title, body, link } = request.body;
      const audience: Audience =
        to === 'all' || company_id === undefined ? { allBuyers: true } : { companyId: company_id };
      const sent = await auditedAction(
        app.db,
        { operator: username, command: 'message', args: { to, company_id, title, link } },
        async (tx) => {
          if (company_id !== undefined && to === 'company') {
            const found = await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${company_id}`);
            if (found.rows.length === 0) throw fieldRefused('company_id', '企业不存在');
          }
          const value = await sendPlatformMessage(tx, { audience, title, body, link });
          if (value.recipients === 0) throw fieldRefused('company_id', '该企业还没有可接收消息的账号');
          return { value, result: `「${title}」发送给 ${value.recipients} 个账号`, after: value };
        },
      );
      return ok(sent, `已发送给 ${sent.recipients} 个账号`);
    },
  );
};

export default messageConsoleRoutes;
