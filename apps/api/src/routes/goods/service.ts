import {
  type BuyerStanding,
  buyerStanding,
  fenToYuan,
  type Goods,
  type GoodsDetail,
  type GoodsListQuery,
  type GoodsSearchQuery,
} from '@yaocai/domain';
import { and, asc, count, desc, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotWords, searchLogs } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { SearchLog } from '../../lib/search-log';
import type { SessionUser } from '../../lib/session-store';
import {
  type BuyerCompany,
  type ControlledGoodsAuth,
  controlledGoodsAuth,
  restrictControlled,
} from '../kxzq/access';
import { type CatalogueCache, type DetailFacts, type RowFacts, rowFactsOf } from './cache';
import { findBrand, findCategoryPath, findGoodsFacts, isFavorite, listGoodsIds } from './queries';
import { searchGoodsIds } from './search-queries';

/**
 * Who is looking: their standing (`buyerStanding` of domain) decides prices and ordering; the company (read with
 * the session) is what controlled sale authorises.
 */
export interface Viewer {
  userId: number | null;
  standing: BuyerStanding;
  company: BuyerCompany | null;
}

export function viewerOf(user: SessionUser | null): Viewer {
  return {
    userId: user?.userId ?? null,
    standing: buyerStanding(user === null ? null : { companyPassed: user.passed }),
    company: user?.company ?? null,
  };
}

/** Controlled sale only narrows what a buyer who may order at all can buy; others need no lookup. */
function controlledAuthFor(db: Db, viewer: Viewer, ids: readonly number[]) {
  return viewer.standing.mayBuy
    ? controlledGoodsAuth(db, viewer.company, ids)
    : Promise.resolve(new Map<number, ControlledGoodsAuth>());
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export const goodsImageUrl = (id: number) => `/api/goods/image/${id}.svg`;

/** The listed shape; prices and ladder prices only for signed-in viewers, never for visitors. */
function toGoods({ found: { row, manufacturer }, ladders, tags }: RowFacts, viewer: Viewer): Goods {
  const signedIn = viewer.standing.maySeePrices;
  return {
    id: row.id,
    name: row.name,
    sccj: manufacturer,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    zbz: row.zbz,
    pzwh: row.pzwh,
    // One warehouse so far; 0 is the cart's default warehouse id.
    ck_id: 0,
    goods_image: [goodsImageUrl(row.id)],
    price: signedIn ? fenToYuan(row.priceFen) : null,
    base_price: signedIn ? fenToYuan(row.basePriceFen) : null,
    is_buy: flag(viewer.standing.mayBuy),
    buy_reason: viewer.standing.reason,
    number: row.stock,
    ladder_price: signedIn
      ? ladders.map((tier) => ({ number: tier.minNumber, price: fenToYuan(tier.priceFen) }))
      : null,
    ladder_price_type: flag(signedIn && ladders.length > 0),
    is_dpby: flag(row.isDpby),
    qg_number: row.qgNumber,
    is_free_shipping: flag(row.isFreeShipping),
    free_shipping_number: row.freeShippingNumber,
    is_youx: flag(row.isPremium),
    type: row.isSelfOperated ? 1 : 0,
    tags: tags.map((tag) => ({ name: tag.name, describe: tag.describe, is_show: flag(tag.isShow === 1) })),
  };
}

/**
 * The listed shapes of `ids` in that order (unknown ids skipped), with controlled sale applied: only the
 * controlled goods among them need the buyer's standing, and the facts say which those are.
 */
async function shapesOf(
  db: Db,
  ids: readonly number[],
  facts: Map<number, RowFacts>,
  viewer: Viewer,
): Promise<Goods[]> {
  const controlledIds = ids.filter((id) => facts.get(id)?.found.row.isControlled);
  const controlled =
    controlledIds.length > 0 ? await controlledAuthFor(db, viewer, controlledIds) : undefined;
  return ids.flatMap((id) => {
    const found = facts.get(id);
    return found ? [restrictControlled(toGoods(found, viewer), controlled?.get(id))] : [];
  });
}

/** The listed shape of `ids`, in that order, read fresh (favourites, promotions, anything about to be bought). */
export async function goodsShapes(db: Db, ids: readonly number[], viewer: Viewer): Promise<Goods[]> {
  const facts = await findGoodsFacts(db, ids);
  return shapesOf(db, ids, new Map(facts.map((item) => [item.found.row.id, item])), viewer);
}

/** The listed shape of `ids`, in that order, from product facts at most 5 s old (search and list pages). */
export async function cachedGoodsShapes(
  db: Db,
  cache: CatalogueCache,
  ids: readonly number[],
  viewer: Viewer,
): Promise<Goods[]> {
  return shapesOf(db, ids, await rowFactsOf(db, cache, ids), viewer);
}

export interface GoodsPage {
  list: Goods[];
  total: number;
  page: number;
  per_page: number;
}

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
  return { list: await cachedGoodsShapes(db, cache, ids, viewer), total, page, per_page: perPage };
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
    list: await cachedGoodsShapes(db, cache, ids, viewer),
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

/** Product facts come from the 5 s cache; prices are then shown or hidden for this viewer. */
export async function goodsDetail(
  db: Db,
  cache: CatalogueCache,
  id: number,
  viewer: Viewer,
): Promise<GoodsDetail> {
  const [cached, favorite] = await Promise.all([
    cache.detail.get(String(id), async () => (await loadDetailFacts(db, id)) ?? { missing: true }),
    viewer.userId === null ? false : isFavorite(db, viewer.userId, id),
  ]);
  if ('missing' in cached) throw notFound();
  const { found, ladders, categoryPath, brand } = cached;
  const { row } = found;
  const controlled = row.isControlled ? await controlledAuthFor(db, viewer, [id]) : undefined;
  const listed = restrictControlled(toGoods(cached, viewer), controlled?.get(id));
  // Object.assign onto the fresh listed object: a spread into a 40-field literal costs V8 ~40 µs a request.
  const detail: Omit<GoodsDetail, keyof Goods> = {
    expiry_date: row.expiryDate,
    storage: row.storage,
    otc: row.otc,
    kind: row.kind,
    manufacturer_id: row.manufacturerId,
    brand,
    category_path: categoryPath,
    // No activity prices or full-amount reductions exist yet, so these ids are 0 until those tables do.
    goods_price_id: 0,
    ladder_price_id: ladders[0]?.id ?? 0,
    goods_manjian_id: 0,
    is_yj: 0,
    is_jxq: flag(row.expiryDate !== null),
    is_controlled: flag(row.isControlled),
    is_favorite: flag(favorite),
  };
  return Object.assign(listed, detail);
}

const HOT_WORDS = 10;
const HOT_WINDOW_DAYS = 30;

/**
 * Operator-pinned words first, then the most searched keywords of the last 30 days that found something, then
 * the operator's other words to fill up; de-duplicated, at most 10.
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
  return [...new Set(ordered.map((row) => row.word))].slice(0, HOT_WORDS);
}
