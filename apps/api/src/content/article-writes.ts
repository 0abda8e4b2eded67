import {
  type ArticleBody,
  type ArticleCategoryBody,
  type ConsoleArticleCategories,
  type ConsoleArticleDetail,
  type ConsoleArticlePage,
  unixSeconds,
} from '@yaocai/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { articleCategories, articles } from '../db/schema/index';
import { fieldRefused, isUniqueViolation, notFound } from '../lib/errors';
import { categoryRef, categoryRows } from './articles';
import { sanitiseArticle } from './sanitise';

/** The console's category list: every category with its page and article count. */
export async function consoleCategories(db: Db): Promise<ConsoleArticleCategories> {
  const [all, counts] = await Promise.all([
    categoryRows(db),
    db.select({ id: articles.categoryId, n: count() }).from(articles).groupBy(articles.categoryId),
  ]);
  const byId = new Map(counts.map((row) => [row.id, row.n]));
  return {
    list: all.map((row) => ({
      ...categoryRef(row, all),
      parent_id: row.parentId,
      sort: row.sort,
      articles: byId.get(row.id) ?? 0,
    })),
  };
}

const articleColumns = {
  id: articles.id,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  title: articles.title,
  sort: articles.sort,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  endsAt: articles.endsAt,
};
type ArticleRow = {
  [K in Exclude<keyof typeof articleColumns, 'endsAt'>]: (typeof articleColumns)[K]['_']['data'];
} & { endsAt: Date | null };
const onWire = (row: ArticleRow) => ({
  id: row.id,
  category_id: row.categoryId,
  category_name: row.categoryName,
  title: row.title,
  sort: row.sort,
  published_at: unixSeconds(row.publishedAt),
  updated_at: unixSeconds(row.updatedAt),
  ends_at: row.endsAt ? unixSeconds(row.endsAt) : null,
});

/** The console's article list, newest first, optionally of one category. */
export async function consoleArticles(
  db: Db,
  query: { category_id?: number; page: number; per_page: number },
): Promise<ConsoleArticlePage> {
  const where = query.category_id === undefined ? undefined : eq(articles.categoryId, query.category_id);
  const [rows, [total]] = await Promise.all([
    db
      .select(articleColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { list: rows.map(onWire), total: total?.n ?? 0, page: query.page, per_page: query.per_page };
}

/** One article as the edit form reads it (the stored body, sanitised when it was written). */
export async function consoleArticle(db: Executor, id: number): Promise<ConsoleArticleDetail | null> {
  const [row] = await db
    .select({ ...articleColumns, body: articles.body })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id));
  return row ? { ...onWire(row), body: row.body } : null;
}

async function requireCategory(tx: Executor, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, id));
  if (!row) throw fieldRefused('category_id', '文章分类不存在');
}

/** A title is unique within its category (the seed upserts by it). */
function refuseDuplicateTitle(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldRefused('title', '该分类下已有同名文章');
  throw error;
}

/**
 * The window columns a write sets: only those sent (an edit keeps the others); the end must follow the
 * publication, whichever of them was sent (422 on `ends_at`, never the CHECK's 500).
 */
function windowOf(body: ArticleBody, before: ConsoleArticleDetail | null) {
  const publishedAt = body.published_at === undefined ? undefined : new Date(body.published_at);
  const endsAt =
    body.ends_at === undefined ? undefined : body.ends_at === null ? null : new Date(body.ends_at);
  const start = publishedAt ?? (before ? new Date(before.published_at * 1000) : new Date());
  const end = endsAt === undefined ? (before?.ends_at ? new Date(before.ends_at * 1000) : null) : endsAt;
  if (end && end <= start) throw fieldRefused('ends_at', '下线时间须晚于发布时间');
  return {
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(endsAt === undefined ? {} : { endsAt }),
  };
}

export async function createArticle(tx: Executor, body: ArticleBody): Promise<ConsoleArticleDetail> {
  await requireCategory(tx, body.category_id);
  const [row] = await tx
    .insert(articles)
    .values({
      categoryId: body.category_id,
      title: body.title,
      body: sanitiseArticle(body.body),
      sort: body.sort,
      ...windowOf(body, null),
    })
    .returning({ id: articles.id })
    .catch(refuseDuplicateTitle);
  return (await consoleArticle(tx, (row as { id: number }).id)) as ConsoleArticleDetail;
}

export async function updateArticle(
  tx: Executor,
  id: number,
  body: ArticleBody,
): Promise<{ before: ConsoleArticleDetail; after: ConsoleArticleDetail }> {
  const before = await consoleArticle(tx, id);
  if (!before) throw notFound();
  await requireCategory(tx, body.category_id);
  await tx
    .update(articles)
    .set({
      categoryId: body.category_id,
      title: body.title,
      body: sanitiseArticle(body.body),
      sort: body.sort,
      ...windowOf(body, before),
      updatedAt: sql`now()`,
    })
    .where(eq(articles.id, id))
    .catch(refuseDuplicateTitle);
  return { before, after: (await consoleArticle(tx, id)) as ConsoleArticleDetail };
}

export async function deleteArticle(tx: Executor, id: number): Promise<ConsoleArticleDetail> {
  const before = await consoleArticle(tx, id);
  if (!before) throw notFound();
  await tx.delete(articles).where(eq(articles.id, id));
  return before;
}

/** New categories take the next id after the assigned ones (ids are assigned, not generated: docs/content.md). */
export async function createCategory(tx: Executor, body: ArticleCategoryBody) {
  if (body.parent_id !== null) {
    const [parent] = await tx
      .select({ parentId: articleCategories.parentId, section: articleCategories.section })
      .from(articleCategories)
      .where(eq(articleCategories.id, body.parent_id));
    if (!parent) throw fieldRefused('parent_id', '上级分类不存在');
    // Pages are two levels deep (/help/xrzn/hyzc): a category under a page would have no page of its own.
    if (parent.parentId !== null) throw fieldRefused('parent_id', '只能建在一级分类下');
    if (parent.section !== body.section) throw fieldRefused('section', '与上级分类的栏目不同');
  }
  await tx.execute(sql`LOCK TABLE ${articleCategories} IN SHARE ROW EXCLUSIVE MODE`);
  const [next] = await tx
    .select({ id: sql<number>`coalesce(max(${articleCategories.id}), 0) + 1` })
    .from(articleCategories);
  const [row] = await tx
    .insert(articleCategories)
    .values({
      id: Number(next?.id ?? 1),
      code: body.code,
      name: body.name,
      parentId: body.parent_id,
      section: body.section,
      sort: body.sort,
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldRefused('code', '分类代码已被使用');
      throw error;
    });
  return row;
}

export async function renameCategory(tx: Executor, id: number, body: { name: string; sort: number }) {
  const [before] = await tx.select().from(articleCategories).where(eq(articleCategories.id, id));
  if (!before) throw notFound();
  const [after] = await tx
    .update(articleCategories)
    .set({ name: body.name, sort: body.sort })
    .where(eq(articleCategories.id, id))
    .returning();
  return { before, after };
}
