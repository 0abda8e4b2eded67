import { combinationList } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../catalogue';
import { ok, okSchema } from '../lib/envelope';
import { combinationsOnSale } from './combinations';

/** 组合购 (/zhzq): every visitor may look; prices only for viewers who may see prices. */
const combinationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart/combinations',
    {
      schema: {
        tags: ['cart'],
        summary: 'The combinations on sale now with parts, set price, separate price and sets in stock',
        response: okSchema(combinationList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const viewer = viewerOf(await request.sessionUser());
      return ok({ list: await combinationsOnSale(app.db, viewer) });
    },
  );
};

export default combinationRoutes;
