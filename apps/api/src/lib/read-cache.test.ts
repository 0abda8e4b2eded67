import { describe, expect, it } from 'vitest';
import { readCache } from './read-cache';

describe('readCache', () => {
  it('loads a key once for concurrent readers and serves it until the TTL passes', async () => {
    const cache = readCache<{ n: number }>({ max: 10, ttlMs: 40 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: loads };
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a.n, b.n, loads]).toEqual([1, 1, 1]);
    expect((await cache.get('k', load)).n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.get('k', load)).n).toBe(2);
    cache.clear();
    expect((await cache.get('k', load)).n).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = readCache<{ ok: boolean }>({ max: 10, ttlMs: 1_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => ({ ok: true }))).toEqual({ ok: true });
  });
});
