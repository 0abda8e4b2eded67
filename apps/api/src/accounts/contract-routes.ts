import { contractState } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { contractState as readContract, signContract } from './contract-state';

/** The e-contract page /dzht (spec §8 status 459): read the contract, sign it for the buyer's company. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/contract',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "The e-contract (电子采购合同) text and whether the buyer's company has signed it",
        response: okSchema(contractState),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await readContract(app.db, await request.requireCompany()));
    },
  );

  app.post(
    '/api/user/contract/sign',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "Sign the e-contract for the buyer's company (idempotent: the first signature stays)",
        response: okSchema(contractState),
      },
    },
    async (request) => ok(await signContract(app.db, await request.requireCompany()), '合同签署成功'),
  );
};

export default contractRoutes;
