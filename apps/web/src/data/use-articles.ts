import { ANNOUNCEMENT_CATEGORY_ID } from '@yaocai/domain';
import { articleCategoryData, articleDetail } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

/*
 * Articles (issue #23 §2): help pages, news lists and platform announcements — GET /api/article (a category's
 * list, paged), GET /api/article/{id} (one article, its HTML sanitised by the server) and the home card's
 * GET /api/article/category?category_id=3.
 */

/** GET /api/article?category_id=&page=&per_page= — a category's articles; null `categoryId` reads nothing yet. */
export function useArticleList(categoryId: number | null, page: number, perPage = 20) {
  return useRead(categoryId === null ? null : keys.article.list(categoryId, page, perPage), () =>
    request('/article', {
      query: { category_id: categoryId as number, page, per_page: perPage },
      schema: articleCategoryData,
    }),
  );
}

/** GET /api/article/{id}; null `id` reads nothing yet. */
export function useArticle(id: number | null) {
  return useRead(id === null ? null : keys.article.detail(id), () =>
    request(`/article/${id}`, { schema: articleDetail }),
  );
}

/** GET /api/article/category?category_id=3 — the newest platform announcements (the home news card). */
export function useAnnouncements(perPage: number) {
  return useRead(keys.article.category(ANNOUNCEMENT_CATEGORY_ID, perPage), () =>
    request('/article/category', {
      query: { category_id: ANNOUNCEMENT_CATEGORY_ID, per_page: perPage },
      schema: articleCategoryData,
      quiet: true,
    }),
  );
}
