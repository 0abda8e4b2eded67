import {
  articleBody,
  articleCategoryBody,
  articleCategoryIdParams,
  articleCategoryUpdateBody,
  articleIdParams,
  consoleArticleCategories,
  consoleArticleCategory,
  consoleArticleDetail,
  consoleArticlePage,
  consoleArticleQuery,
  emptyData,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import {
  consoleArticle,
  consoleArticles,
  consoleCategories,
  createArticle,
  createCategory,
  deleteArticle,
  renameCategory,
  updateArticle,
} from './article-writes';
import { categoryRef, categoryRows } from './articles';

/**
 * 文章管理 in the console (运营, permission `content`; issue #23 §2, docs/content.md): categories and articles,
 * every write one audited transaction. Bodies are sanitised before they are stored (content/sanitise.ts).
 * `forget` clears this server's article caches after a write.
 */
const articleConsoleRoutes: FastifyPluginAsyncZod<{ forget: () => void }> = async (app, { forget }) => {
  const written = <T>(value: T): T => {
    forget();
    return value;
  };

  app.get(
    '/api/console/article/categories',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Every article category (help groups and pages, news lists) with its page and article count',
        response: okSchema(consoleArticleCategories),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await consoleCategories(app.db));
    },
  );

  app.post(
    '/api/console/article/categories',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Add a category: a help group, a help page under a group, or a news list',
        body: articleCategoryBody,
        response: okSchema(consoleArticleCategory),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const created = await auditedAction(
        app.db,
        { operator: username, command: 'article-category-add', args: request.body },
        async (tx) => {
          const row = await createCategory(tx, request.body);
          if (!row) throw new Error('分类未保存');
          const all = await categoryRows(tx);
          const value = { ...categoryRef(row, all), parent_id: row.parentId, sort: row.sort, articles: 0 };
          return { value, result: `分类 ${row.id} ${row.name}`, after: row };
        },
      );
      return ok(written(created));
    },
  );

  app.patch(
    '/api/console/article/categories/:id',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Rename or reorder a category (its code names its page, so it stays)',
        params: articleCategoryIdParams,
        body: articleCategoryUpdateBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      await auditedAction(
        app.db,
        { operator: username, command: 'article-category-update', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await renameCategory(tx, id, request.body);
          return { value: null, result: `分类 ${id}`, before, after };
        },
      );
      return ok(written(null));
    },
  );

  app.get(
    '/api/console/articles',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Articles, last edited first, optionally of one category',
        querystring: consoleArticleQuery,
        response: okSchema(consoleArticlePage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await consoleArticles(app.db, request.query));
    },
  );

  app.get(
    '/api/console/articles/:id',
    {
      config: { console: 'content' },
      schema: {
        summary: 'One article as the edit form reads it',
        params: articleIdParams,
        response: okSchema(consoleArticleDetail),
      },
    },
    async (request, reply) => {
      const article = await consoleArticle(app.db, request.params.id);
      if (!article) throw notFound();
      reply.header('cache-control', 'no-store');
      return ok(article);
    },
  );

  app.post(
    '/api/console/articles',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Publish an article; its body is sanitised before it is stored',
        body: articleBody,
        response: okSchema(consoleArticleDetail),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { body, ...args } = request.body;
      const article = await auditedAction(
        app.db,
        { operator: username, command: 'article-add', args },
        async (tx) => {
          const value = await createArticle(tx, request.body);
          return { value, result: `文章 ${value.id}`, after: value };
        },
      );
      return ok(written(article));
    },
  );

  app.patch(
    '/api/console/articles/:id',
    {
      config: { console: 'content' },
      schema: {
        summary:
          "Edit an article's category, title, body or order; the body is sanitised before it is stored",
        params: articleIdParams,
        body: articleBody,
        response: okSchema(consoleArticleDetail),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { body, ...args } = request.body;
      const article = await auditedAction(
        app.db,
        { operator: username, command: 'article-update', args: { id, ...args } },
        async (tx) => {
          const { before, after } = await updateArticle(tx, id, request.body);
          return { value: after, result: `文章 ${id}`, before, after };
        },
      );
      return ok(written(article));
    },
  );

  app.delete(
    '/api/console/articles/:id',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Remove an article',
        params: articleIdParams,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      await auditedAction(
        app.db,
        { operator: username, command: 'article-delete', args: { id } },
        async (tx) => {
          const before = await deleteArticle(tx, id);
          return { value: null, result: `文章 ${id} ${before.title}`, before };
        },
      );
      return ok(written(null));
    },
  );
};

export default articleConsoleRoutes;
