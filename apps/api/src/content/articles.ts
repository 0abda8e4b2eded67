import {
  type ArticleCategoryData,
  type ArticleCategoryQuery,
  type ArticleCategoryRef,
  type ArticleDetail,
  articleCategoryPath,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articleCategories, articles } from '../db/schema/index';
import { articleSummary, sanitiseArticle } from './sanitise';

export interface CategoryRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  section: 'help' | 'news';
  sort: number;
}

/** Every category (a few dozen), in menu order. */
export function categoryRows(db: Executor): Promise<CategoryRow[]> {
  return db
    .select({
      id: articleCategories.id,
      code: articleCategories.code,
      name: articleCategories.name,
      parentId: articleCategories.parentId,
      section: articleCategories.section,
      sort: articleCategories.sort,
    })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

/** A category as the wire names it, with the page that shows it. */
export function categoryRef(row: CategoryRow, all: readonly CategoryRow[]): ArticleCategoryRef {
  const parent = row.parentId === null ? null : all.find((other) => other.id === row.parentId);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    section: row.section,
    url: articleCategoryPath(row.section, row.code, parent?.code ?? null),
  };
}

/** An article shows from its publication time until its end (if any); the caches keep a read 30 s at most. */
const showing = sql`${articles.publishedAt} <= now() AND (${articles.endsAt} IS NULL OR ${articles.endsAt} > now())`;

/** One category's articles, newest first (help pages: in the operators' order); null for an unknown category. */
export async function articlesOf(
  db: Executor,
  query: ArticleCategoryQuery,
): Promise<ArticleCategoryData | null> {
  const all = await categoryRows(db);
  const category = all.find((row) => row.id === query.category_id);
  if (!category) return null;
  const order =
    category.section === 'help'
      ? [asc(articles.sort), asc(articles.id)]
      : [desc(articles.publishedAt), desc(articles.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        body: articles.body,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(and(eq(articles.categoryId, category.id), showing))
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.categoryId, category.id), showing)),
  ]);
  return {
    category: categoryRef(category, all),
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: articleSummary(row.body),
      published_at: unixSeconds(row.publishedAt),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/** One article with its body sanitised again on the way out; null when there is none or it is not showing. */
export async function articleById(db: Executor, id: number): Promise<ArticleDetail | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), showing));
  if (!row) return null;
  const all = await categoryRows(db);
  const category = all.find((other) => other.id === row.categoryId);
  if (!category) return null;
  return {
    id: row.id,
    title: row.title,
    body: sanitiseArticle(row.body),
    published_at: unixSeconds(row.publishedAt),
    updated_at: unixSeconds(row.updatedAt),
    category: categoryRef(category, all),
  };
}
