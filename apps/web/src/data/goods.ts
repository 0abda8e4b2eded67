import { type Goods, type GoodsDetail, type GoodsZone, yuanToFen } from '@yaocai/domain';
import type { ProductSummary, Suggestion } from '@yaocai/ui';
import useSWR, { useSWRConfig } from 'swr';
import { goodsDetail, goodsPage, wordList } from '../api/contracts';
import { ApiError } from '../api/errors';
import { request } from '../api/request';
import { feedback } from '../feedback/feedback';
import { navigateTo } from '../lib/navigation';

export type GoodsPage = ReturnType<typeof import('../api/schemas')['goodsPage']['parse']>;

export type SearchType = 0 | 1;

/** Where a product's detail lives (spec §2: /list_info/:id). */
export const goodsHref = (id: number | string) => `/list_info/${id}`;

/** The goods wire shape as the library's cards and tables take it (tags with is_show 0 are dropped). */
export function toSummary(goods: Goods): ProductSummary {
  return {
    id: goods.id,
    name: goods.name,
    specification: goods.ypgg,
    manufacturer: goods.sccj,
    imageSrc: goods.goods_image[0],
    priceFen: goods.price === null ? null : yuanToFen(goods.price),
    stock: goods.number,
    unit: goods.bzdw,
    tags: goods.tags.filter((tag) => tag.is_show === 1).map(({ name, describe }) => ({ name, describe })),
    approvalNumber: goods.pzwh,
  };
}

export interface SearchParams {
  keywords: string;
  type: SearchType;
  page: number;
}

/** GET /api/goods/search; nothing is asked while the keywords are empty. */
export function useGoodsSearch({ keywords, type, page }: SearchParams) {
  const key = keywords ? ['/goods/search', keywords, type, page] : null;
  const { data, error, isLoading, mutate } = useSWR(key, () =>
    request('/goods/search', { query: { keywords, type, page, per_page: 20 }, schema: goodsPage }),
  );
  return { data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** The search box's suggestion loader (spec §4): silent on failure — the dropdown then says 暂无数据. */
export async function loadSuggestions(
  text: string,
  signal: AbortSignal,
  type: SearchType,
): Promise<Suggestion[]> {
  const words = await request('/goods/suggest', {
    query: { keywords: text, type },
    schema: wordList,
    signal,
    quiet: true,
    supersede: false,
  });
  return words.map((word) => ({ text: word }));
}

export const detailKey = (id: number) => ['/goods/detail', id] as const;

/** GET /api/goods/detail/{id}; `notFound` when the product does not exist (HTTP 404). */
export function useGoodsDetail(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR(id ? detailKey(id) : null, () =>
    request(`/goods/detail/${id}`, { schema: goodsDetail, handleSelf: [404] }),
  );
  const notFound = error instanceof ApiError && error.status === 404;
  return {
    goods: data as GoodsDetail | undefined,
    error: error as unknown,
    notFound,
    isLoading,
    retry: () => void mutate(),
  };
}

export const favoritesKey = (page: number) => ['/favorite', page] as const;

/** GET /api/favorite?page — my favourites, newest first. */
export function useFavorites(page: number, enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? favoritesKey(page) : null, () =>
    request('/favorite', { query: { page, per_page: 20 }, schema: goodsPage }),
  );
  return { data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/**
 * Favourite add and cancel (spec §8): adding opens the '收藏成功' alert with '查看我的收藏'; cancelling
 * shows the '已取消收藏' toast. Afterwards every cached detail and favourites page is refreshed.
 */
export function useFavoriteActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => Array.isArray(key) && (key[0] === '/goods/detail' || key[0] === '/favorite'));
  return {
    add: async (goodsIds: number[]) => {
      await request('/favorite', { method: 'POST', body: { goods_ids: goodsIds } });
      feedback.alert({
        title: '温馨提示',
        message: '收藏成功',
        tone: 'success',
        actionLabel: '查看我的收藏',
        onAction: () => navigateTo('/star'),
      });
      await refresh();
    },
    cancel: async (goodsIds: number[]) => {
      await request('/favorite/cancel', { method: 'POST', body: { goods_ids: goodsIds } });
      feedback.toast('已取消收藏', 'success');
      await refresh();
    },
  };
}

/** The filters of /list that travel in the address bar (spec §2 product lists). */
export const LIST_FILTERS = [
  'category_id',
  'brand_id',
  'manufacturer_id',
  'zone',
  'tag',
  'price_min',
  'price_max',
  'in_stock',
  'sort',
] as const;

/** GET /api/goods/list with the address bar's filters (unknown parameters are not forwarded). */
export function useGoodsList(
  params: URLSearchParams,
  page: number,
  zone?: GoodsZone,
  fixed: Partial<Record<(typeof LIST_FILTERS)[number], string>> = {},
) {
  const query: Record<string, string | number> = { page, per_page: 20 };
  for (const name of LIST_FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  // A zone page's zone is part of its address, not a filter the visitor can change.
  if (zone) query.zone = zone;
  Object.assign(query, fixed);
  const key = ['/goods/list', JSON.stringify(query)];
  const { data, error, isLoading, mutate } = useSWR(key, () =>
    request('/goods/list', { query, schema: goodsPage }),
  );
  return { data, error: error as unknown, isLoading, retry: () => void mutate() };
}
