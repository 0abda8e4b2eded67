import {
  type ArticleCategoryData,
  type ArticleDetail,
  articleCategoryData,
  articleCategoryQuery,
  articleDetail,
  articleIdParams,
  articleListQuery,
  friendLinks,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { readCache } from '../lib/read-cache';
import advertConsoleRoutes from './advert-routes';
import { articleById, articlesOf } from './articles';
import articleConsoleRoutes from './console-routes';
import licenceConsoleRoutes from './licence-routes';
import navConsoleRoutes from './nav-routes';
import { friendLinksOf } from './service';

/**
 * Help pages, news and announcements by category, one article, and the footer's friendly links (all cached
 * 30 s; an operator's write through the console clears the article caches of this server at once).
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = readCache<{ data: ArticleCategoryData | null }>({ max: 256, ttlMs: 30_000 });
  const details = readCache<{ data: ArticleDetail | null }>({ max: 256, ttlMs: 30_000 });
  const links = readCache<Awaited<ReturnType<typeof friendLinksOf>>>({ max: 1, ttlMs: 30_000 });

  const listHandler = async (request: { query: z.infer<typeof articleCategoryQuery> }) => {
    const { category_id, page, per_page } = request.query;
    const { data } = await pages.get(`${category_id}:${page}:${per_page}`, async () => ({
      data: await articlesOf(app.db, request.query),
    }));
    if (!data) throw notFound();
    return ok(data);
  };

  app.get(
    '/api/article/category',
    {
      schema: {
        tags: ['content'],
        summary: 'Articles of a category (3 = 平台公告), paged; 404 for an unknown category',
        querystring: articleCategoryQuery,
        response: okSchema(articleCategoryData),
      },
    },
    listHandler,
  );

  app.get(
    '/api/article',
    {
      schema: {
        tags: ['content'],
        summary: 'Articles of a category (the help pages and news lists), paged; 404 for an unknown category',
        querystring: articleListQuery,
        response: okSchema(articleCategoryData),
      },
    },
    listHandler,
  );

  app.get(
    '/api/article/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One article: its sanitised HTML body and its category (with the page that shows it)',
        params: articleIdParams,
        querystring: z.strictObject({}),
        response: okSchema(articleDetail),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { data } = await details.get(String(id), async () => ({ data: await articleById(app.db, id) }));
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

  await app.register(licenceConsoleRoutes);
  await app.register(advertConsoleRoutes);
  await app.register(navConsoleRoutes);
  await app.register(articleConsoleRoutes, {
    forget: () => {
      pages.clear();
      details.clear();
    },
  });
};

export default contentRoutes;
