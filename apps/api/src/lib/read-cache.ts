import { LRUCache } from 'lru-cache';

export interface ReadCache<V> {
  /** The cached value for `key`, loading it (once, however many requests ask at the same time) when absent. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets one key: the next `get` loads it again. */
  delete(key: string): void;
  clear(): void;
}

/**
 * A bounded, short-lived read-through cache for hot catalogue reads (search hits, suggestions, product
 * facts). Only data that is allowed to be `ttlMs` old goes in: prices and stock shown on a page may lag by
 * that much, while anything that commits money or stock reads the database in its own transaction.
 */
export function readCache<V extends object>({ max, ttlMs }: { max: number; ttlMs: number }): ReadCache<V> {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get(key, load) {
      const value = await cache.fetch(key, { context: load });
      if (value === undefined) throw new Error(`read cache: no value for ${key}`);
      return value;
    },
    delete: (key) => {
      cache.delete(key);
    },
    clear: () => cache.clear(),
  };
}
