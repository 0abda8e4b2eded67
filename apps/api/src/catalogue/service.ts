import {
  beijingToday,
  containsEphedrine,
  expiryRange,
  fenToYuan,
  type Goods,
  type GoodsDetail,
  type GoodsListQuery,
  type GoodsSearchQuery,
  INSURANCE_LABELS,
  nextBatch,
  REGULATORY_CLASS_LABELS,
  retailMargin,
  yuanToFen,
} from '@yaocai/domain';
import { and, asc, count, desc, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hotWords, searchLogs } from '../db/schema/index';
import { notFound } from '../lib/errors';
import type { SearchLog } from '../lib/search-log';
import { showAgreedPrice } from './agreed-prices';
import type { CatalogueCache, DetailFacts } from './cache';
import {
  findBrand,
  findCategoryPath,
  findGoodsFacts,
  listGoodsIds,
  wordsOnlyForBanned,
} from './listing-reads';
import { detailPriceIds, type RequestedPriceIds } from './price-ids';
import { searchGoodsIds } from './search-queries';
import { displayGoodsShapes, flag, type GoodsPage, listedShapeOf, type Viewer } from './shapes';
import { showStoreWide } from './store-wide-cards';
import { viewerDetail } from './viewer-detail';

/**
 * Runs the search and queues it for the search log (keywords, type, result count, user). The ranked hits of a
 * (keywords, type, page) come from the 30 s cache, the product facts shown from the 5 s one; a search not in the
 * cache reads its page's facts in the same statement and puts them there.
 */
export async function searchGoods(
  db: Db,
  cache: CatalogueCache,
  log: SearchLog,
  query: GoodsSearchQuery,
  viewer: Viewer,
): Promise<GoodsPage> {
  const { keywords, type, page, per_page: perPage } = query;
  const { ids, total } = await cache.searchHits.get(
    JSON.stringify([keywords, type, page, perPage]),
    async () => {
      const { facts, ...hits } = await searchGoodsIds(db, keywords, type, page, perPage);
      for (const item of facts) cache.rows.set(item.found.row.id, item);
      return hits;
    },
  );
  log.add({ keywords, type: String(type), resultCount: total, userId: viewer.userId, at: new Date() });
  const list = await showStoreWide(db, cache, await displayGoodsShapes(db, cache, ids, viewer), viewer);
  return { list, total, page, per_page: perPage };
}

/** What a visitor reads when the price terms of a list were dropped. */
export const PRICE_TERMS_IGNORED = '登录后可按价格筛选和排序，已按默认条件显示';

/**
 * Price filters and price sorts would let a visitor bisect the prices they are not shown (issue #12, item 4),
 * so for a viewer who may not see prices they are dropped; `priceTermsIgnored` says that happened.
 */
export function visibleListQuery(
  query: GoodsListQuery,
  viewer: Viewer,
): { query: GoodsListQuery; priceTermsIgnored: boolean } {
  const priced =
    query.price_min !== undefined ||
    query.price_max !== undefined ||
    query.sort === 'price_asc' ||
    query.sort === 'price_desc';
  if (viewer.standing.maySeePrices || !priced) return { query, priceTermsIgnored: false };
  const { price_min: _min, price_max: _max, ...rest } = query;
  const sort = query.sort === 'price_asc' || query.sort === 'price_desc' ? 'default' : query.sort;
  return { query: { ...rest, sort }, priceTermsIgnored: true };
}

export async function listGoods(
  db: Db,
  cache: CatalogueCache,
  requested: GoodsListQuery,
  viewer: Viewer,
): Promise<GoodsPage & { priceTermsIgnored: boolean }> {
  const { query, priceTermsIgnored } = visibleListQuery(requested, viewer);
  const { ids, total } = await listGoodsIds(db, query);
  return {
    list: await showStoreWide(db, cache, await displayGoodsShapes(db, cache, ids, viewer), viewer),
    total,
    page: query.page,
    per_page: query.per_page,
    priceTermsIgnored,
  };
}

async function loadDetailFacts(db: Db, id: number): Promise<DetailFacts | null> {
  const [[facts], categoryPath] = await Promise.all([findGoodsFacts(db, [id]), findCategoryPath(db, id)]);
  if (!facts) return null;
  return { ...facts, categoryPath, brand: await findBrand(db, facts.found.row.brandId) };
}

/**
 * Product facts come from the 5 s cache; prices are then shown or hidden for this viewer. The viewer's own facts
 * (favourite, agreed price, controlled sale) and the price ids are one statement (`viewer-detail.ts`), fresh or
 * kept with the session within the session memo's bound: `requested` are the ids the link carries, kept when they
 * name something running for the goods, else the first running one (0 when none).
 */
export async function goodsDetail(
  db: Db,
  cache: CatalogueCache,
  id: number,
  viewer: Viewer,
  requested: RequestedPriceIds = {},
): Promise<GoodsDetail> {
  const [cached, mine] = await Promise.all([
    cache.detail.get(String(id), async () => (await loadDetailFacts(db, id)) ?? { missing: true }),
    viewerDetail(db, id, viewer),
  ]);
  if ('missing' in cached) throw notFound();
  const { found, ladders, categoryPath, brand } = cached;
  const { row } = found;
  const listed = listedShapeOf(cached, viewer, mine.controlled);
  const ids = detailPriceIds(mine.promotions, mine.activities, requested);
  const negotiated = mine.negotiatedPriceFen !== null;
  showAgreedPrice(listed, mine.negotiatedPriceFen);
  // Object.assign onto the fresh listed object: a spread into a 40-field literal costs V8 ~40 µs a request.
  const today = beijingToday();
  const shipping = nextBatch(cached.batches, today);
  const detail: Omit<GoodsDetail, keyof Goods> = {
    expiry_date: row.expiryDate,
    storage: row.storage,
    reg_class: REGULATORY_CLASS_LABELS[row.regulatoryClass],
    expire_range: expiryRange(cached.batches, today),
    batch_no: shipping?.batch_no ?? '',
    production_date: shipping?.production_date ?? '',
    quality_report: shipping?.report_url ?? '',
    insurance_category: row.insuranceCategory,
    insurance_label: INSURANCE_LABELS[row.insuranceCategory],
    // A price like any other: 登录可见 for visitors.
    retail_price: row.retailPriceFen === null || listed.price === null ? null : fenToYuan(row.retailPriceFen),
    // At the price this buyer is shown (an agreed price when there is one); none for visitors.
    margin:
      listed.price === null || row.retailPriceFen === null
        ? null
        : retailMargin(yuanToFen(listed.price), row.retailPriceFen),
    jzl: row.jzl,
    instructions: {
      indications: row.indications,
      usage: row.usage,
      contraindications: row.contraindications,
      storage: row.storage,
    },
    is_ephedrine: flag(containsEphedrine(row.regulatoryClass)),
    kind: row.kind,
    manufacturer_id: row.manufacturerId,
    brand,
    category_path: categoryPath,
    goods_price_id: ids.goods_price_id,
    // The ladder set is named by its goods (tier rows are replaced when an operator edits the ladder); none
    // when the goods has no tiers or an agreed price replaces them.
    ladder_price_id: ladders.length > 0 && !negotiated ? row.id : 0,
    goods_manjian_id: ids.goods_manjian_id,
    is_yj: flag(negotiated),
    is_jxq: flag(row.expiryDate !== null),
    is_controlled: flag(row.isControlled),
    is_favorite: flag(mine.favorite),
  };
  return Object.assign(listed, detail);
}

const HOT_WORDS = 10;
const HOT_WINDOW_DAYS = 30;

/**
 * Operator-pinned words first, then the most searched keywords of the last 30 days that found something, then
 * the operator's other words to fill up; de-duplicated, without words leading only to goods banned online, at
 * most 10.
 */
export async function hotWordList(db: Db): Promise<string[]> {
  const [operator, logged] = await Promise.all([
    db
      .select({ word: hotWords.word, pinned: hotWords.pinned })
      .from(hotWords)
      .orderBy(desc(hotWords.pinned), asc(hotWords.sort), asc(hotWords.id)),
    db
      .select({ word: searchLogs.keywords })
      .from(searchLogs)
      .where(
        and(
          gt(searchLogs.at, sql`now() - make_interval(days => ${HOT_WINDOW_DAYS})`),
          gt(searchLogs.resultCount, 0),
        ),
      )
      .groupBy(searchLogs.keywords)
      .orderBy(desc(count()), desc(max(searchLogs.at)))
      .limit(HOT_WORDS * 2),
  ]);
  const ordered = [
    ...operator.filter((row) => row.pinned === 1),
    ...logged,
    ...operator.filter((row) => row.pinned !== 1),
  ];
  const words = [...new Set(ordered.map((row) => row.word))];
  const banned = await wordsOnlyForBanned(db, words);
  return words.filter((word) => !banned.has(word)).slice(0, HOT_WORDS);
}
