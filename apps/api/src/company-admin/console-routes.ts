import {
  companyManagerBody,
  consoleCompanyAccount,
  consoleCompanyAccountParams,
  emptyData,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import contractVersionRoutes from './contract-routes';
import { companyAccount } from './reads';
import { assignManager } from './service';
import companyStoreRoutes from './store-routes';

/**
 * 企业账户 on the console's company page (issue #26 §2): the account (e-contract, chain stores, manager, 账期) for
 * 审核 (`companies`), and the account manager assignment, one audited transaction (`company-manager`). 账期 terms
 * are set by 财务 through wallet's routes (`credit`).
 */
const companyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyStoreRoutes);
  await app.register(contractVersionRoutes);
  app.get(
    '/api/console/companies/:id/account',
    {
      config: { console: 'companies' },
      schema: {
        summary:
          "A company's account: e-contract state, chain head office or stores, account manager, 账期 terms",
        params: consoleCompanyAccountParams,
        response: okSchema(consoleCompanyAccount),
      },
    },
    async (request, reply) => {
      const account = await companyAccount(app.db, request.params.id);
      if (!account) throw notFound();
      reply.header('cache-control', 'no-store');
      return ok(account);
    },
  );

  app.put(
    '/api/console/companies/:id/manager',
    {
      config: { console: 'companies' },
      schema: {
        summary: "Assign the company's account manager (null: the default one) to every login of the company",
        params: consoleCompanyAccountParams,
        body: companyManagerBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { manager_id } = request.body;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'company-manager', args: { id, manager_id } },
        async (tx) => {
          const outcome = await assignManager(tx, id, manager_id);
          return { value: outcome.result, ...outcome };
        },
      );
      return ok(null, result);
    },
  );
};

export default companyAccountRoutes;
