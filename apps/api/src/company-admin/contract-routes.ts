import { consoleContractVersions, contractPublishBody, emptyData } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractVersionList, publishContract } from '../accounts';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';

/**
 * 电子合同版本 (issue #26 §2): the e-contract's versions with how many companies signed each, and publishing a new
 * one (permission `contract`: 管理员, 运营) — one audited transaction (`contract-publish`, before → after the
 * version in force). Buyers see the new text on /dzht at once; ordering needs it from `required_from`.
 */
const contractVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/contract',
    {
      config: { console: 'contract' },
      schema: {
        summary: "The e-contract's versions, newest (in force) first, with the companies that signed each",
        response: okSchema(consoleContractVersions),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await contractVersionList(app.db));
    },
  );

  app.post(
    '/api/console/contract',
    {
      config: { console: 'contract' },
      schema: {
        summary:
          'Publish a new e-contract version; companies must sign it to order from `required_from` (a Beijing date)',
        body: contractPublishBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { body: _text, ...args } = request.body;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'contract-publish', args },
        async (tx) => {
          const outcome = await publishContract(tx, request.body, username);
          return { value: outcome.result, ...outcome };
        },
      );
      return ok(null, result);
    },
  );
};

export default contractVersionRoutes;
