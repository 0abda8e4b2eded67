import { readCache } from '../../lib/read-cache';
import type { findLadders, findTags, GoodsRow } from './queries';
import type { SearchPage } from './search-queries';

/** What a product detail shows to everyone (prices are stripped per viewer afterwards). */
export interface DetailFacts {
  found: GoodsRow;
  ladders: Awaited<ReturnType<typeof findLadders>>;
  tags: Awaited<ReturnType<typeof findTags>>;
  categoryPath: { id: number; name: string }[];
  brand: { id: number; name: string } | null;
}

/**
 * The catalogue's read caches, one set per app instance. Lifetimes: ranked search hits 30 s (the order of
 * results, not their prices — each page's rows are read fresh), suggestions 60 s, product facts 5 s.
 */
export function createCatalogueCache() {
  return {
    searchHits: readCache<SearchPage>({ max: 2_000, ttlMs: 30_000 }),
    suggestions: readCache<{ words: string[] }>({ max: 5_000, ttlMs: 60_000 }),
    detail: readCache<DetailFacts | { missing: true }>({ max: 5_000, ttlMs: 5_000 }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
