import { emptyData, favoriteBody, goods as goodsSchema, pageOf, pageQuery } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../catalogue';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { forgetRemembered } from '../lib/session-store';
import { addFavorites, cancelFavorites, listFavorites } from './service';

/** My favourites (spec /star): signed-in buyers only; POSTs need the CSRF token like every write. */
const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/favorite',
    {
      schema: {
        tags: ['favorite'],
        security: signedInOnly,
        summary: 'My favourite goods, newest first (401/10001 for visitors)',
        querystring: pageQuery,
        response: okSchema(pageOf(goodsSchema)),
      },
    },
    async (request, reply) => {
      const user = await request.requireSessionUser();
      reply.header('cache-control', 'no-store');
      return ok(await listFavorites(app.db, user.userId, viewerOf(user), request.query));
    },
  );

  app.post(
    '/api/favorite',
    {
      schema: {
        tags: ['favorite'],
        security: signedInOnly,
        summary: 'Favourite goods: goods_ids as an array or a comma list; unknown ids → 422, nothing saved',
        body: favoriteBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const user = await request.requireSessionUser();
      await addFavorites(app.db, user.userId, request.body.goods_ids);
      forgetRemembered(app.db, user);
      return ok(null, '收藏成功');
    },
  );

  app.post(
    '/api/favorite/cancel',
    {
      schema: {
        tags: ['favorite'],
        security: signedInOnly,
        summary: 'Cancel favourites: goods_ids as an array or a comma list; unknown ids → 422',
        body: favoriteBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const user = await request.requireSessionUser();
      await cancelFavorites(app.db, user.userId, request.body.goods_ids);
      forgetRemembered(app.db, user);
      return ok(null, '已取消收藏');
    },
  );
};

export default favoriteRoutes;
