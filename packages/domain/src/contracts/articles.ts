import { z } from 'zod';
import { flagParam, idParam, multiLineText, oneLineText, pageQuery } from './common';
import { articleSection } from './kinds';

/**
 * Articles: help pages (/help/…), news (/news/…) and platform announcements (category 3). Bodies are operators'
 * rich text, sanitised on the server when written and when read (docs/content.md); lists carry the plain-text
 * `summary` instead.
 */

/** GET /api/article/category?category_id=&page=&per_page= — one category's articles, newest first. */
export const articleCategoryQuery = z.strictObject({
  category_id: idParam('文章分类'),
  ...pageQuery.shape,
});
export type ArticleCategoryQuery = z.infer<typeof articleCategoryQuery>;

/** GET /api/article?category_id=&page= — the same list under the name. */
export const articleListQuery = articleCategoryQuery;

/** One article in a list. */
export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The body's plain text, at most 200 characters. */
  summary: z.string(),
  /** Publication time, 10-digit seconds. */
  published_at: z.number().int(),
});
export type Article = z.infer<typeof article>;

export const articleCategoryRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  section: articleSection,
  /** The page that shows it: /help/xrzn/hyzc, /news/hy (`articleCategoryPath`). */
  url: z.string(),
});
export type ArticleCategoryRef = z.infer<typeof articleCategoryRef>;

export const articleCategoryData = z.object({
  category: articleCategoryRef,
  list: z.array(article),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ArticleCategoryData = z.infer<typeof articleCategoryData>;

export const articleIdParams = z.strictObject({ id: idParam('文章') });
export const articleCategoryIdParams = z.strictObject({ id: idParam('文章分类') });

/** GET /api/article/{id}: the article with its sanitised HTML body and its category. */
export const articleDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML (allow-listed tags; http(s) and site-relative links; pictures from the picture store). */
  body: z.string(),
  published_at: z.number().int(),
  updated_at: z.number().int(),
  category: articleCategoryRef,
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** The console: an article as operators edit it. */
const articleTime = (label: string) =>
  z.string({ error: `${label}格式不正确` }).refine((text) => !Number.isNaN(Date.parse(text)), {
    error: `${label}格式不正确`,
  });

/**
 * The console: an article as operators edit it. Its window (平台公告 above all): `published_at` (absent: now on
 * creation, unchanged on an edit; a later time schedules it) and `ends_at` (null: shown for good; absent: unchanged).
 */
export const articleBody = z
  .strictObject({
    category_id: idParam('文章分类'),
    title: oneLineText('标题').min(1, { error: '请输入标题' }).max(100, { error: '标题最多100个字' }),
    body: multiLineText('正文').max(100_000, { error: '正文过长' }),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
    published_at: articleTime('发布时间').optional(),
    ends_at: articleTime('下线时间').nullable().optional(),
  })
  .refine(
    (body) => !body.published_at || !body.ends_at || Date.parse(body.published_at) < Date.parse(body.ends_at),
    { error: '下线时间须晚于发布时间', path: ['ends_at'] },
  );
export type ArticleBody = z.infer<typeof articleBody>;

/** The console: a category. `code` is the page path's last part, so lowercase letters and digits. */
export const articleCategoryBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9]{1,19}$/, { error: '代码为2-20位小写字母或数字，以字母开头' }),
  name: oneLineText('分类名称').min(1, { error: '请输入分类名称' }).max(20, { error: '分类名称最多20个字' }),
  parent_id: idParam('上级分类').nullable().default(null),
  section: articleSection,
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type ArticleCategoryBody = z.infer<typeof articleCategoryBody>;

/** The console: renaming or reordering a category (its code names its page, so it stays). */
export const articleCategoryUpdateBody = articleCategoryBody.pick({ name: true, sort: true });

export const consoleArticleCategory = articleCategoryRef.extend({
  parent_id: z.number().int().nullable(),
  sort: z.number().int(),
  articles: z.number().int(),
});
export const consoleArticleCategories = z.object({ list: z.array(consoleArticleCategory) });
export type ConsoleArticleCategories = z.infer<typeof consoleArticleCategories>;

export const consoleArticleQuery = z.strictObject({
  category_id: idParam('文章分类').optional(),
  ...pageQuery.shape,
});
export const consoleArticle = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  sort: z.number().int(),
  published_at: z.number().int(),
  updated_at: z.number().int(),
  /** When it stops showing (10-digit seconds); null: shown for good. */
  ends_at: z.number().int().nullable().default(null),
});
export const consoleArticlePage = z.object({
  list: z.array(consoleArticle),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ConsoleArticlePage = z.infer<typeof consoleArticlePage>;
/** The console's edit form reads the stored (sanitised) body. */
export const consoleArticleDetail = consoleArticle.extend({ body: z.string() });
export type ConsoleArticleDetail = z.infer<typeof consoleArticleDetail>;

/** The console: the footer's licence and filing numbers (site setting `licences`). */
export const licenceSettingsBody = z.strictObject({
  licences: z
    .array(
      z.strictObject({
        label: oneLineText('证照名称')
          .min(1, { error: '请输入证照名称' })
          .max(40, { error: '证照名称最多40个字' }),
        value: oneLineText('证照编号')
          .min(1, { error: '请输入证照编号' })
          .max(60, { error: '证照编号最多60个字' }),
        /** 1 while the number is an invented sample (the demo's); the footer marks it 示例. */
        sample: flagParam('示例标记').default(0),
      }),
    )
    .max(10, { error: '最多10项' }),
});
export type LicenceSettingsBody = z.infer<typeof licenceSettingsBody>;

/** GET /api/console/settings/licences: what the footer prints. */
export const licenceSettings = z.object({
  licences: z.array(
    z.object({ label: z.string(), value: z.string(), sample: z.union([z.literal(0), z.literal(1)]) }),
  ),
});
export type LicenceSettings = z.infer<typeof licenceSettings>;
