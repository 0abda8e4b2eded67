import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { readCache } from '../lib/read-cache';
import { createPictureCache } from './images';
import { findGoodsFacts, type RowFacts, type SearchPage } from './listing-reads';
import { promotionsOf, type StoredPromotion } from './loaders';
import { sessionPages } from './session-pages';
import type { StoreWideRow } from './store-wide-offer';
import { visitorCache } from './visitor-cache';

export type { RowFacts };

/** What a product detail shows to everyone (prices are stripped per viewer afterwards). */
export interface DetailFacts extends RowFacts {
  categoryPath: { id: number; name: string }[];
  brand: { id: number; name: string } | null;
}

/*
 * The catalogue's display caches, one set per app instance. They feed pages only: a buyer may see a price or a
 * stock figure that is this old, and nothing that commits money or stock reads them (the write paths read the
 * tables through `loaders.ts`, inside their transaction). How stale each may be — the one place that says so:
 *
 *   cache         key                          holds                                        at most
 *   visitorPages  request URL                  a visitor's serialized list/detail answer    2 s
 *   signedInPages URL, with the buyer's session  a buyer's serialized product page           the session memo's bound
 *   rows          goods id                     product facts (row, ladder, tags; prices)    5 s
 *   detail        goods id                     the detail page's facts (+ category, brand)  5 s
 *   searchHits    [keywords, type, page, n]    ranked ids and total of a search page        30 s
 *   suggestions   [keywords, type]             suggestion words                             60 s
 *   storeWide     'running'                    the running 全场94折 (or none), for cards      5 s
 *   promotions    goods id                     its promotion windows, for the 94折 on cards  5 s
 *   pictures      goods id                     a product's WebP and the drawing it is from  0 s (images.ts)
 *
 * A write to a product clears its keys at once with `forgetGoods` (and the visitor pages, whose URL keys do not
 * say what they show); search order and suggestions keep their lifetime, since they carry no price or stock.
 * An operator's change to the 全场94折 clears `storeWide` (`forgetStoreWide`); the `ops welfare` CLI, in another
 * process, cannot, so the cards follow it within 5 s.
 * Controlled-sale authorisation is not in these caches: lists read it per request for signed-in buyers; the
 * product page reads it with the buyer's other facts (`viewer-detail.ts`) and keeps it, and the page, with the
 * session (`signedInPages`), so an operator's decision shows within the session memo's bound (SESSION_CACHE_MS:
 * 0 = next request, the default outside production; 2 s in production), like a revocation.
 */
const VISITOR_TTL_MS = 2_000;
const FACTS_TTL_MS = 5_000;

export function createCatalogueCache() {
  return {
    visitorPages: visitorCache({ max: 5_000, ttlMs: VISITOR_TTL_MS }),
    signedInPages: sessionPages(),
    rows: new LRUCache<number, RowFacts>({ max: 20_000, ttl: FACTS_TTL_MS }),
    detail: readCache<DetailFacts | { missing: true }>({ max: 5_000, ttlMs: FACTS_TTL_MS }),
    searchHits: readCache<SearchPage>({ max: 2_000, ttlMs: 30_000 }),
    suggestions: readCache<{ words: string[] }>({ max: 5_000, ttlMs: 60_000 }),
    storeWide: readCache<{ row: StoreWideRow | null }>({ max: 1, ttlMs: FACTS_TTL_MS }),
    promotions: new LRUCache<number, StoredPromotion[]>({ max: 20_000, ttl: FACTS_TTL_MS }),
    pictures: createPictureCache(),
  };
}

/** After a write to these products: their facts and every visitor page are read afresh on the next request. */
export function forgetGoods(cache: CatalogueCache, ids: readonly number[]): void {
  for (const id of ids) {
    cache.rows.delete(id);
    cache.promotions.delete(id);
    cache.detail.delete(String(id));
  }
  cache.visitorPages.clear();
  cache.signedInPages.clear();
}

/** After an operator changed a 全场94折: the cards read the running offer afresh on the next request. */
export function forgetStoreWide(cache: CatalogueCache): void {
  cache.storeWide.clear();
  cache.visitorPages.clear();
}

/**
 * `ids` through a per-goods cache: cached ones as they are, the rest read in one call and cached. A missing id
 * is cached as `absent` when one is given (so it is not read again), else left out of the answer.
 */
async function throughCache<V extends object>(
  cache: LRUCache<number, V>,
  ids: readonly number[],
  load: (missing: number[]) => Promise<Map<number, V>>,
  absent?: V,
): Promise<Map<number, V>> {
  const found = new Map<number, V>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.get(id);
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const loaded = await load(missing);
  for (const id of missing) {
    const value = loaded.get(id) ?? absent;
    if (value === undefined) continue;
    cache.set(id, value);
    found.set(id, value);
  }
  return found;
}

/** Facts of `ids` for a results page (unknown ids are absent from the map). */
export function displayFactsOf(
  db: Db,
  cache: CatalogueCache,
  ids: readonly number[],
): Promise<Map<number, RowFacts>> {
  return throughCache(cache.rows, ids, async (missing) => {
    const rows = await findGoodsFacts(db, missing);
    return new Map(rows.map((facts) => [facts.found.row.id, facts]));
  });
}

/**
 * Promotion windows of `ids` for the 94折 on cards (which leaves promoted goods out); goods without a promotion
 * are kept as an empty list. Before this, every list and search page read them, cached answer or not
 * (bench/search.ts: a repeated search answered 1,038 req/s at 1M goods against 11,958 for a cached product page).
 */
export function promotionWindowsOf(
  db: Db,
  cache: CatalogueCache,
  ids: readonly number[],
): Promise<Map<number, StoredPromotion[]>> {
  return throughCache(cache.promotions, ids, (missing) => promotionsOf(db, missing), []);
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
