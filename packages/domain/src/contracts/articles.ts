import { z } from 'zod';
import { idParam, pageQuery } from './common';

/**
 * GET /api/article/category?category_id=&page=&per_page= — the articles of one category, newest first.
 * Bodies are plain text (rendered as text, never as HTML).
 */
export const articleCategoryQuery = z.strictObject({
  category_id: idParam('文章分类'),
  ...pageQuery.shape,
});
export type ArticleCategoryQuery = z.infer<typeof articleCategoryQuery>;

export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  body: z.string(),
  /** Publication time, 10-digit seconds. */
  published_at: z.number().int(),
});
export type Article = z.infer<typeof article>;

export const articleCategoryData = z.object({
  category: z.object({ id: z.number().int(), name: z.string() }),
  list: z.array(article),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ArticleCategoryData = z.infer<typeof articleCategoryData>;
