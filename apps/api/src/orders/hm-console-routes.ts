import {
  consoleHmLimit,
  consoleHmLimitBody,
  consoleHmLimitPage,
  consoleHmLimitParams,
  consoleHmLimitQuery,
  consoleHmReceiptPage,
  consoleHmReceiptQuery,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { consoleLimits, consoleReceipts, setLimitsForOperator } from './hm-console';

/**
 * 含麻 in the console (issue #21 §4, docs/regulatory.md "含麻"): every company's receipts for 审核 and 仓储 (read-only)
 * and the per-company limits for 审核 — set through the function `ops hm-limit` uses, audited as `hm-limit`.
 */
const hmConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/console/hm-receipts',
    {
      config: { console: 'hm-receipts' },
      schema: {
        summary:
          "Every company's 含麻 receipts, unconfirmed first; status pending | overdue | confirmed, keywords",
        querystring: consoleHmReceiptQuery,
        response: okSchema(consoleHmReceiptPage),
      },
    },
    async (request) => ok(await consoleReceipts(app.db, request.query)),
  );

  app.get(
    '/api/console/hm-limits',
    {
      config: { console: 'hm-limits' },
      schema: {
        summary: "Companies' 含麻 limits (own or default) and this month's units; keywords on the name",
        querystring: consoleHmLimitQuery,
        response: okSchema(consoleHmLimitPage),
      },
    },
    async (request) => ok(await consoleLimits(app.db, request.query)),
  );

  app.post(
    '/api/console/hm-limits/:company_id',
    {
      config: { console: 'hm-limits' },
      schema: {
        summary: "Set a company's 含麻 per-order and per-month limits (units), audited",
        params: consoleHmLimitParams,
        body: consoleHmLimitBody,
        response: okSchema(consoleHmLimit),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const companyId = request.params.company_id;
      const value = await auditedAction(
        app.db,
        { operator: username, command: 'hm-limit', args: { company_id: companyId, ...request.body } },
        (tx) => setLimitsForOperator(tx, companyId, request.body, `operator:${username}`),
      );
      return ok(value, '限购已保存');
    },
  );
};

export default hmConsoleRoutes;
