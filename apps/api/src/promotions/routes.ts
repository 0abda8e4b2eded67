import {
  activityPageData,
  activityPageList,
  activityPageParams,
  everydayPriceData,
  goodsActivitiesData,
  goodsActivitiesQuery,
  spikeData,
  welfareData,
  welfareQuery,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../catalogue';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { goodsActivitiesFor } from './activities';
import { activityPageFor, activityPagesFor } from './activity-pages';
import { clinicPageFor } from './clinic-page';
import { everydayPriceFor, spikeFor } from './service';
import { welfareFor } from './welfare';

/** The home page's flash sale, the everyday special prices (also /mrtj) and a product's promotions. */
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
      return ok(await spikeFor(app.db, viewerOf(await request.sessionUser())));
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
      return ok(await everydayPriceFor(app.db, viewerOf(await request.sessionUser())));
    },
  );

  app.get(
    '/api/activity/pages',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Activity pages that have not ended, running first (what /activity/{url} resolves against)',
        querystring: z.strictObject({}),
        response: okSchema(activityPageList),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await activityPagesFor(app.db));
    },
  );

  app.get(
    '/api/activity/clinic',
    {
      schema: {
        tags: ['promotions'],
        summary:
          "The clinics' activity page (/yyh): its floors narrowed to the viewer's approved business scope; 404 when none runs",
        querystring: z.strictObject({}),
        response: okSchema(activityPageData),
      },
    },
    async (request, reply) => {
      const data = await clinicPageFor(app.db, viewerOf(await request.sessionUser()));
      if (!data) throw notFound();
      reply.header('cache-control', 'private, no-cache');
      return ok(data);
    },
  );

  app.get(
    '/api/activity/:id',
    {
      schema: {
        tags: ['promotions'],
        summary:
          "An activity page: banner, rules, window with the server clock, goods floors at this viewer's prices",
        params: activityPageParams,
        querystring: z.strictObject({}),
        response: okSchema(activityPageData),
      },
    },
    async (request, reply) => {
      const data = await activityPageFor(app.db, request.params.id, viewerOf(await request.sessionUser()));
      if (!data) throw notFound();
      reply.header('cache-control', 'private, no-cache');
      return ok(data);
    },
  );

  app.get(
    '/api/welfare',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'The running 全场94折 as an activity page: rules, window with the server clock, its goods with the price in it',
        querystring: welfareQuery,
        response: okSchema(welfareData),
      },
    },
    async (request, reply) => {
      const data = await welfareFor(app.db, viewerOf(await request.sessionUser()), request.query);
      if (!data) throw notFound();
      reply.header('cache-control', 'private, no-cache');
      return ok(data);
    },
  );

  app.get(
    '/api/goods/activities',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Running or upcoming promotions of one product (price null for visitors); 404 when unknown',
        querystring: goodsActivitiesQuery,
        response: okSchema(goodsActivitiesData),
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(await request.sessionUser());
      const data = await goodsActivitiesFor(app.db, request.query.goods_id, viewer);
      if (!data) throw notFound();
      reply.header('cache-control', 'private, no-cache');
      return ok(data);
    },
  );
};

export default promotionRoutes;
