import {
  goodsDetailQuery,
  goodsDetail as goodsDetailSchema,
  goodsIdParams,
  goodsListQuery,
  goods as goodsSchema,
  pageOf,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { goodsDetail, listGoods, PRICE_TERMS_IGNORED } from './service';
import { viewerOf } from './shapes';

/** Browsing: filtered lists (categories, brands, zones) and the product detail. */
const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const forVisitors = app.catalogueCache.visitorPages;

  app.get(
    '/api/goods/list',
    {
      schema: {
        tags: ['goods'],
        summary: 'Goods by category (with descendants), brand, manufacturer, zone, tag, price, stock; sorted',
        querystring: goodsListQuery,
        response: okSchema(pageOf(goodsSchema)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return forVisitors(request, reply, async () => {
        const viewer = viewerOf(await request.sessionUser());
        const { priceTermsIgnored, ...page } = await listGoods(
          app.db,
          app.catalogueCache,
          request.query,
          viewer,
        );
        return priceTermsIgnored ? ok(page, PRICE_TERMS_IGNORED) : ok(page);
      });
    },
  );

  app.get(
    '/api/goods/detail/:id',
    {
      schema: {
        tags: ['goods'],
        summary: 'One product with approval number, storage, category path and flags; 404 when unknown',
        params: goodsIdParams,
        querystring: goodsDetailQuery,
        response: okSchema(goodsDetailSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return forVisitors(request, reply, async () => {
        const user = await request.sessionUser();
        return app.catalogueCache.signedInPages(request, reply, user?.remembered, async () =>
          ok(await goodsDetail(app.db, app.catalogueCache, request.params.id, viewerOf(user), request.query)),
        );
      });
    },
  );
};

export default goodsRoutes;
