import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articleCategories, articles } from '../db/schema/index';
import { articleCategoryRows, articleRows } from './content-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Article categories (assigned ids) and the announcements. Re-seeding updates titles' bodies but keeps the
 * publication dates of articles already there, so the news list does not reshuffle on every seed.
 */
export async function seedArticles(tx: Executor, now = Date.now()): Promise<void> {
  await tx
    .insert(articleCategories)
    .values(articleCategoryRows)
    .onConflictDoUpdate({
      target: articleCategories.id,
      set: { code: sql.raw('excluded."code"'), name: sql.raw('excluded."name"') },
    });
  await tx
    .insert(articles)
    .values(
      articleRows.map(({ daysAgo, ...row }) => ({ ...row, publishedAt: new Date(now - daysAgo * DAY_MS) })),
    )
    .onConflictDoUpdate({
      target: [articles.categoryId, articles.title],
      set: { body: sql.raw('excluded."body"') },
    });
}
