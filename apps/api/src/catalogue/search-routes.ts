import { goods as goodsSchema, goodsSearchQuery, goodsSuggestQuery, pageOf, wordList } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { suggestNames } from './search-queries';
import { hotWordList, searchGoods } from './service';
import { viewerOf } from './shapes';

const SUGGESTIONS = 10;

/** The search box: results, suggestions while typing, and hot words under it. */
const goodsSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/goods/search',
    {
      schema: {
        tags: ['goods'],
        summary:
          'Search: type 0 drug (name, trade name, pinyin initials/full, approval number, barcode), type 1 manufacturer',
        querystring: goodsSearchQuery,
        response: okSchema(pageOf(goodsSchema)),
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(await request.sessionUser());
      reply.header('cache-control', 'private, no-cache');
      return ok(await searchGoods(app.db, app.catalogueCache, app.searchLog, request.query, viewer));
    },
  );

  app.get(
    '/api/goods/suggest',
    {
      schema: {
        tags: ['goods'],
        summary: 'Up to 10 suggestions while typing: product names (type 0) or manufacturer names (type 1)',
        querystring: goodsSuggestQuery,
        response: okSchema(wordList),
      },
    },
    async (request) => {
      const { keywords, type } = request.query;
      if (keywords === '') return ok([]);
      const { words } = await app.catalogueCache.suggestions.get(
        JSON.stringify([keywords, type]),
        async () => ({
          words: await suggestNames(app.db, keywords, type, SUGGESTIONS),
        }),
      );
      return ok(words);
    },
  );

  app.get(
    '/api/goods/hot',
    {
      schema: {
        tags: ['goods'],
        summary: 'Hot search words: operator-pinned first, then the most searched of the last 30 days',
        querystring: z.strictObject({}),
        response: okSchema(wordList),
      },
    },
    async () => ok(await hotWordList(app.db)),
  );
};

export default goodsSearchRoutes;
