import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { readCache } from '../lib/read-cache';
import { findGoodsFacts, type RowFacts } from './listing-reads';

export type { RowFacts };

/** One page of ranked search hits: the goods ids in rank order and the total. */
export interface SearchPage {
  ids: number[];
  total: number;
}

/** What a product detail shows to everyone (prices are stripped per viewer afterwards). */
export interface DetailFacts extends RowFacts {
  categoryPath: { id: number; name: string }[];
  brand: { id: number; name: string } | null;
}

const FACTS_TTL_MS = 5_000;

/**
 * The catalogue's read caches, one set per app instance. Lifetimes: ranked search hits 30 s (the order of
 * results), suggestions 60 s, product facts (row, ladder, tags — prices and stock included) 5 s for lists and
 * for the detail page alike.
 */
export function createCatalogueCache() {
  return {
    searchHits: readCache<SearchPage>({ max: 2_000, ttlMs: 30_000 }),
    suggestions: readCache<{ words: string[] }>({ max: 5_000, ttlMs: 60_000 }),
    detail: readCache<DetailFacts | { missing: true }>({ max: 5_000, ttlMs: FACTS_TTL_MS }),
    rows: new LRUCache<number, RowFacts>({ max: 20_000, ttl: FACTS_TTL_MS }),
  };
}

/**
 * Facts of `ids` for a results page: cached ones as they are, the rest read in one statement and cached. Unknown ids are absent from the map.
 */
export async function rowFactsOf(
  db: Db,
  cache: CatalogueCache,
  ids: readonly number[],
): Promise<Map<number, RowFacts>> {
  const facts = new Map<number, RowFacts>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.rows.get(id);
    if (hit) facts.set(id, hit);
    else missing.push(id);
  }
  if (missing.length === 0) return facts;
  for (const loaded of await findGoodsFacts(db, missing)) {
    cache.rows.set(loaded.found.row.id, loaded);
    facts.set(loaded.found.row.id, loaded);
  }
  return facts;
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
