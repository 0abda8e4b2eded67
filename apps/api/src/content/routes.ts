import {
  type ArticleCategoryData,
  articleCategoryData,
  articleCategoryQuery,
  friendLinks,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { readCache } from '../lib/read-cache';
import { articlesOf, friendLinksOf } from './service';

/** News and announcements by category, and the footer's friendly links (both cached 30 s). */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = readCache<{ data: ArticleCategoryData | null }>({ max: 64, ttlMs: 30_000 });
  const links = readCache<Awaited<ReturnType<typeof friendLinksOf>>>({ max: 1, ttlMs: 30_000 });

  app.get(
    '/api/article/category',
    {
      schema: {
        tags: ['content'],
        summary: 'Articles of a category (3 = 平台公告), newest first, paged; 404 for an unknown category',
        querystring: articleCategoryQuery,
        response: okSchema(articleCategoryData),
      },
    },
    async (request) => {
      const { category_id, page, per_page } = request.query;
      const { data } = await pages.get(`${category_id}:${page}:${per_page}`, async () => ({
        data: await articlesOf(app.db, request.query),
      }));
      if (!data) throw notFound();
      return ok(data);
    },
  );

  app.get(
    '/api/global/links',
    {
      schema: {
        tags: ['content'],
        summary: '友情链接 (name and http(s) or site-relative url) for the footer',
        querystring: z.strictObject({}),
        response: okSchema(friendLinks),
      },
    },
    async () => ok(await links.get('links', () => friendLinksOf(app.db))),
  );
};

export default contentRoutes;
