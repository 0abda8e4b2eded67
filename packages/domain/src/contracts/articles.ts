import { z } from 'zod';
import { intParam } from './common';

/**
 * GET /api/article/category?category_id=&page=&per_page= — the articles of one category, newest first.
 * Bodies are plain text (rendered as text, never as HTML).
 */
export const articleCategoryQuery = z.strictObject({
  category_id: intParam('文章分类').positive({ error: '文章分类不存在' }),
  page: intParam('页码').min(1, { error: '页码最小为1' }).default(1),
  per_page: intParam('每页数量')
    .min(1, { error: '每页数量最小为1' })
    .max(100, { error: '每页数量最多100' })
    .default(20),
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
