import {
  companyCreditBody,
  consoleCompanyAccountParams,
  consoleCreditPage,
  consoleCreditQuery,
  creditTerms,
  yuanToFen,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { creditTermsList, setCreditTerms } from './credit-terms';

/**
 * 账期管理 in the console (issue #26 §2), for 财务 (permission `credit`): every company's terms, and setting one
 * company's limit, billing day and days to repay — one audited transaction each (command `credit-terms`).
 */
const creditConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/credit',
    {
      config: { console: 'credit' },
      schema: {
        summary: "Every company's 账期 terms (limit, used, billing day, days to repay), by name",
        querystring: consoleCreditQuery,
        response: okSchema(consoleCreditPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await creditTermsList(app.db, request.query));
    },
  );

  app.put(
    '/api/console/companies/:id/credit',
    {
      config: { console: 'credit' },
      schema: {
        summary:
          "Set a company's 账期: limit (not below the credit in use), billing day 1–28 (0: none), days to repay",
        params: consoleCompanyAccountParams,
        body: companyCreditBody,
        response: okSchema(creditTerms),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { limit, billing_day, due_days } = request.body;
      const terms = await auditedAction(
        app.db,
        { operator: username, command: 'credit-terms', args: { id, ...request.body } },
        async (tx) => {
          const outcome = await setCreditTerms(tx, id, {
            limitFen: yuanToFen(limit),
            billingDay: billing_day,
            dueDays: due_days,
          });
          return { value: outcome, ...outcome };
        },
      );
      return ok(terms.after, terms.result);
    },
  );
};

export default creditConsoleRoutes;
