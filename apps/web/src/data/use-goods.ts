import { type Goods, type GoodsZone, yuanToFen } from '@yaocai/domain';
import type { ProductSummary, Suggestion } from '@yaocai/ui';
import { goodsActivitiesData, goodsDetail, goodsPage, wordList } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

export type GoodsPage = ReturnType<typeof import('../api/schemas')['goodsPage']['parse']>;

export type SearchType = 0 | 1;

/** The price selection a detail link carries (spec §2 list_info), each 0 (absent) by default. */
export const DETAIL_LINK_PARAMS = [
  'goods_price_id',
  'ladder_price_id',
  'goods_manjian_id',
  'is_yj',
  'is_jxq',
] as const;
export type DetailLinkParams = Partial<Record<(typeof DETAIL_LINK_PARAMS)[number], number>>;

/** Where a product's detail lives (spec §2: /list_info/:id), with the price ids the link carries. */
export function goodsHref(id: number | string, params: DetailLinkParams = {}): string {
  const query = new URLSearchParams();
  for (const name of DETAIL_LINK_PARAMS) {
    const value = params[name];
    if (value !== undefined && value > 0) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `/list_info/${id}?${search}` : `/list_info/${id}`;
}

/** The price ids of a detail page's address; anything but a positive whole number is left out. */
export function readDetailLinkParams(search: URLSearchParams): DetailLinkParams {
  const params: DetailLinkParams = {};
  for (const name of DETAIL_LINK_PARAMS) {
    const value = search.get(name);
    if (value && /^[1-9]\d{0,8}$/.test(value)) params[name] = Number(value);
  }
  return params;
}

/** The goods wire shape as the library's cards and tables take it (tags with is_show 0 are dropped). */
export function toSummary(goods: Goods): ProductSummary {
  return {
    id: goods.id,
    name: goods.name,
    specification: goods.ypgg,
    manufacturer: goods.sccj,
    imageSrc: goods.goods_image[0],
    priceFen: goods.price === null ? null : yuanToFen(goods.price),
    storeWidePriceFen: goods.store_wide_price == null ? null : yuanToFen(goods.store_wide_price),
    stock: goods.number,
    unit: goods.bzdw,
    tags: goods.tags.filter((tag) => tag.is_show === 1).map(({ name, describe }) => ({ name, describe })),
    approvalNumber: goods.pzwh,
    expiryDate: goods.expire_date ?? undefined,
    regulatoryClass: goods.regulatory_class,
    dosageForm: goods.dosage_form,
  };
}

export interface SearchParams {
  keywords: string;
  type: SearchType;
  page: number;
}

/** GET /api/goods/search; nothing is asked while the keywords are empty. */
export function useGoodsSearch({ keywords, type, page }: SearchParams) {
  const key = keywords ? keys.goods.search({ keywords, type, page }) : null;
  return useRead(key, () =>
    request('/goods/search', { query: { keywords, type, page, per_page: 20 }, schema: goodsPage }),
  );
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

/**
 * GET /api/goods/detail/{id} with the price ids the link carried (the server answers with the ids that hold,
 * from its tables); `notFound` when the product does not exist (HTTP 404).
 */
export function useGoodsDetail(id: number | null, linkParams: DetailLinkParams = {}) {
  // Under keys.goods.detail(id), so refreshing a product refreshes it whatever link it was opened from.
  const key = id ? [...keys.goods.detail(id), linkParams] : null;
  return useRead(key, () =>
    request(`/goods/detail/${id}`, { query: linkParams, schema: goodsDetail, handleSelf: [404] }),
  );
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
  'expire_months',
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
  return useRead(keys.goods.list(query), () => request('/goods/list', { query, schema: goodsPage }));
}

/** GET /api/goods/activities?goods_id= — the promotions of one product (the detail page's activity strip). */
export function useGoodsActivities(goodsId: number) {
  return useRead(keys.goods.activities(goodsId), () =>
    request('/goods/activities', { query: { goods_id: goodsId }, schema: goodsActivitiesData, quiet: true }),
  );
}
