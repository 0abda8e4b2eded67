import { sql } from 'drizzle-orm';
import { sanitiseArticle } from '../content';
import type { Executor } from '../db/client';
import { articleCategories, articles } from '../db/schema/index';
import { escapeXml } from '../lib/image-svg';
import { articleRows } from './content-data';
import { helpArticleRows, helpCategoryRows } from './help-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Plain-text news (paragraphs split by blank lines) as the HTML articles are stored in. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeXml(part)}</p>`)
    .join('');

/**
 * Article categories (assigned ids), the help centre's articles and the announcements. `overwrite` (a full seed)
 * updates bodies by title but keeps the publication dates of articles already there, so the news list does not
 * reshuffle; a top-up (an existing database) only adds what is missing and leaves operators' edits alone.
 */
export async function seedArticles(tx: Executor, { overwrite = true, now = Date.now() } = {}): Promise<void> {
  // Parents first: a page's row refers to its group's.
  for (const parents of [true, false]) {
    const rows = helpCategoryRows.filter((row) => (row.parentId === null) === parents);
    const insert = tx.insert(articleCategories).values(rows);
    await (overwrite
      ? insert.onConflictDoUpdate({
          target: articleCategories.id,
          set: {
            code: sql.raw('excluded."code"'),
            name: sql.raw('excluded."name"'),
            parentId: sql.raw('excluded."parent_id"'),
            section: sql.raw('excluded."section"'),
            sort: sql.raw('excluded."sort"'),
          },
        })
      : insert.onConflictDoNothing());
  }
  const values = [
    ...articleRows.map(({ daysAgo, body, ...row }) => ({
      ...row,
      body: paragraphs(body),
      sort: 0,
      publishedAt: new Date(now - daysAgo * DAY_MS),
    })),
    ...helpArticleRows().map((row) => ({
      ...row,
      body: sanitiseArticle(row.body),
      publishedAt: new Date(now),
    })),
  ];
  const insert = tx.insert(articles).values(values);
  await (overwrite
    ? insert.onConflictDoUpdate({
        target: [articles.categoryId, articles.title],
        set: { body: sql.raw('excluded."body"'), sort: sql.raw('excluded."sort"') },
      })
    : insert.onConflictDoNothing());
  // The assigned article id (66) must not meet the sequence later.
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('articles', 'id'), (SELECT coalesce(max(id), 1) FROM ${articles}))`,
  );
}
