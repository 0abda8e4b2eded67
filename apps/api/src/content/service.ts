import {
  type ArticleCategoryData,
  type ArticleCategoryQuery,
  type FriendLinks,
  isSafeLinkUrl,
  unixSeconds,
} from '@yaocai/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleCategories, articles } from '../db/schema/index';
import { readSettings } from '../site';

/** One category's articles, newest first; null when the category does not exist. */
export async function articlesOf(db: Db, query: ArticleCategoryQuery): Promise<ArticleCategoryData | null> {
  const [category] = await db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.id, query.category_id));
  if (!category) return null;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        body: articles.body,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(eq(articles.categoryId, category.id))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(articles).where(eq(articles.categoryId, category.id)),
  ]);
  return {
    category,
    list: rows.map(({ publishedAt, ...row }) => ({ ...row, published_at: unixSeconds(publishedAt) })),
    total: counted?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/** 友情链接 from site settings; entries whose address is not http(s) or site-relative are left out. */
export async function friendLinksOf(db: Db): Promise<FriendLinks> {
  const { friend_links } = await readSettings(db, ['friend_links']);
  return { list: friend_links.filter((link) => link.name.trim() !== '' && isSafeLinkUrl(link.url)) };
}
