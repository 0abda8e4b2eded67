import { everydayPriceData, spikeData } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { viewerFor } from '../goods/service';
import { everydayPriceFor, spikeFor } from './service';

/** The home page's flash sale and the everyday special prices (also /mrtj). */
const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/index/spike',
    {
      schema: {
        tags: ['promotions'],
        summary: "Today's flash-sale session (start, end, status) with its goods and the server timestamp",
        querystring: z.strictObject({}),
        response: okSchema(spikeData),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return ok(await spikeFor(app.db, await viewerFor(app.db, await request.userId())));
    },
  );

  app.get(
    '/api/activity/everyday_price',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Everyday special prices',
        querystring: z.strictObject({}),
        response: okSchema(everydayPriceData),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return ok(await everydayPriceFor(app.db, await viewerFor(app.db, await request.userId())));
    },
  );
};

export default promotionRoutes;
