import { cashbackCampaignList, cashVoucherList, cashVoucherQuery } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { listCashVouchers, runningCampaigns } from './reads';

/** Cash-back for buyers (issue #22 §1): the running campaigns (/hb) and the company's cash vouchers (/wdqb/xjq). */
const cashbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cashback'];

  app.get(
    '/api/cashback',
    {
      schema: {
        tags,
        summary: 'The cash-back (满返) campaigns running now: tiers, rules, scope and a few of their goods',
        response: okSchema(cashbackCampaignList),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await runningCampaigns(app.db));
    },
  );

  app.get(
    '/api/user/cash_voucher',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          "The company's cash vouchers (现金券): status '' (all), unused, used, expired or revoked (已收回); usable_total = Σ remaining of the unused",
        querystring: cashVoucherQuery,
        response: okSchema(cashVoucherList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { companyId } = await request.requireCompany();
      return ok(await listCashVouchers(app.db, companyId, request.query));
    },
  );
};

export default cashbackRoutes;
