import {
  type ArticleBody,
  type ArticleCategoryBody,
  consoleArticleCategories,
  consoleArticleCategory,
  consoleArticleDetail,
  consoleArticlePage,
  emptyData,
  type LicenceSettingsBody,
  licenceSettings,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/*
 * 文章管理 and 网站证照 (运营, permission `content`; issue #23 §2): /api/console/article/categories,
 * /api/console/articles and /api/console/settings/licences. Every write is audited on the server and
 * refreshes the articles (or licences) it changed.
 */

export function useArticleCategories() {
  const { data, error, isLoading, mutate } = useSWR(keys.articles.categories, () =>
    request('/article/categories', { schema: consoleArticleCategories }),
  );
  return { categories: data?.list, error, isLoading, retry: () => mutate() };
}

export function useConsoleArticles(query: { category_id?: number; page: number }) {
  const { data, error, isLoading, mutate } = useSWR(keys.articles.list(query), () =>
    request('/articles', { query, schema: consoleArticlePage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

/** One article for the edit form; null `id` (a new article) reads nothing. */
export function useConsoleArticle(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR(id === null ? null : keys.articles.detail(id), () =>
    request(`/articles/${id}`, { schema: consoleArticleDetail }),
  );
  return { article: data, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/articles (no id) or PATCH /api/console/articles/{id}. */
export function useSaveArticle() {
  const send = useCallback(
    (id: number | null, body: ArticleBody) =>
      id === null
        ? requestAnswer('/articles', { method: 'POST', body, schema: consoleArticleDetail })
        : requestAnswer(`/articles/${id}`, { method: 'PATCH', body, schema: consoleArticleDetail }),
    [],
  );
  return useAction(send, { invalidates: [keys.articles.all] });
}

export function useDeleteArticle() {
  const send = useCallback(
    (id: number) => requestAnswer(`/articles/${id}`, { method: 'DELETE', schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.articles.all] });
}

export function useCreateCategory() {
  const send = useCallback(
    (body: ArticleCategoryBody) =>
      requestAnswer('/article/categories', { method: 'POST', body, schema: consoleArticleCategory }),
    [],
  );
  return useAction(send, { invalidates: [keys.articles.all] });
}

export function useLicences() {
  const { data, error, isLoading, mutate } = useSWR(keys.licences.all, () =>
    request('/settings/licences', { schema: licenceSettings }),
  );
  return { licences: data?.licences, error, isLoading, retry: () => mutate() };
}

export function useSaveLicences() {
  const send = useCallback(
    (body: LicenceSettingsBody) =>
      requestAnswer('/settings/licences', { method: 'PUT', body, schema: emptyData }),
    [],
  );
  return useAction(send, { invalidates: [keys.licences.all] });
}
