import { recommendationData, recommendationParams } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { goodsShapes, viewerOf } from './shapes';
import { showStoreWide } from './store-wide-cards';

const HOME_SLOT = 1;
const COUNT = 12;

/**
 * 为你推荐: for a buyer with favourites, other in-stock goods from the categories of what they favourited;
 * otherwise (and to fill up) in-stock premium goods. Never the buyer's own favourites, never a class banned
 * online.
 */
async function recommendedIds(db: Db, userId: number | null): Promise<number[]> {
  const personal =
    userId === null
      ? { rows: [] as { id: number }[] }
      : await db.execute<{ id: number }>(sql`
          SELECT DISTINCT g.id FROM favorites f
          JOIN goods_categories fc ON fc.goods_id = f.goods_id
          JOIN goods_categories gc ON gc.category_id = fc.category_id
          JOIN goods g ON g.id = gc.goods_id
          WHERE f.user_id = ${userId} AND g.stock > 0 AND NOT g.banned_online
            AND g.id NOT IN (SELECT goods_id FROM favorites WHERE user_id = ${userId})
          ORDER BY g.id LIMIT ${COUNT}`);
  const ids = personal.rows.map((row) => row.id);
  if (ids.length >= COUNT) return ids;
  const filler = await db.execute<{ id: number }>(sql`
    SELECT id FROM goods WHERE is_premium AND stock > 0 AND NOT banned_online
      AND id NOT IN (SELECT goods_id FROM favorites WHERE user_id = ${userId ?? 0})
    ORDER BY id LIMIT ${COUNT}`);
  for (const { id } of filler.rows) if (ids.length < COUNT && !ids.includes(id)) ids.push(id);
  return ids;
}

const recommendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/index_wntj/:slot',
    {
      schema: {
        tags: ['goods'],
        summary:
          'Recommendations for a slot (1 = home 为你推荐): from the buyer’s favourite categories, else premium',
        params: recommendationParams,
        response: okSchema(recommendationData),
      },
    },
    async (request, reply) => {
      if (request.params.slot !== HOME_SLOT) throw notFound();
      const user = await request.sessionUser();
      const viewer = viewerOf(user);
      reply.header('cache-control', 'private, no-cache');
      const shapes = await goodsShapes(app.db, await recommendedIds(app.db, user?.userId ?? null), viewer);
      const list = await showStoreWide(app.db, app.catalogueCache, shapes, viewer);
      return ok({ title: '为你推荐', list });
    },
  );
};

export default recommendRoutes;
