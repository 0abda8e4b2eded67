// What the search benchmark asks: keyword pools from the seed's own tables and the request sequences built on them.
import { BASE_ITEMS } from '../apps/api/src/seed/catalogue/base';
import { MAKERS } from '../apps/api/src/seed/catalogue/manufacturers';
import { mulberry32, shuffle } from '../apps/api/src/seed/catalogue/prng';
import { pinyinIndex } from '../apps/api/src/seed/pinyin';

type Keywords = { keywords: string; type: 0 | 1 };

/**
 * What pharmacists type, from the seed's own tables: every base product's name, its first two characters and
 * its pinyin initials (type 0), and every manufacturer's short name (type 1) — shuffled with a fixed seed.
 */
export function keywordPool(): Keywords[] {
  const words = new Set<string>();
  for (const item of BASE_ITEMS) {
    words.add(item.name);
    words.add([...item.name].slice(0, 2).join(''));
    const initials = pinyinIndex([item.name]).initials.split(' ')[0];
    if (initials && initials.length >= 2) words.add(initials);
  }
  const pool: Keywords[] = [...words].map((keywords) => ({ keywords, type: 0 }));
  for (const maker of MAKERS) pool.push({ keywords: maker.shortName, type: 1 });
  return shuffle(mulberry32(20261123), pool);
}

/** What a buyer types on the way to those keywords: every prefix of each name, its pinyin and maker names. */
export function prefixPool(): Keywords[] {
  const prefixes = (word: string) => [...word].map((_, i) => [...word].slice(0, i + 1).join(''));
  const drugs = new Set<string>();
  for (const item of BASE_ITEMS) {
    const { initials, full } = pinyinIndex([item.name]);
    for (const word of [item.name, initials.split(' ')[0] ?? '', full.split(' ')[0] ?? ''])
      for (const prefix of prefixes(word)) drugs.add(prefix);
  }
  const makers = new Set(MAKERS.flatMap((maker) => prefixes(maker.shortName)));
  const pool = [
    ...[...drugs].map((keywords) => ({ keywords, type: 0 as const })),
    ...[...makers].map((keywords) => ({ keywords, type: 1 as const })),
  ];
  return shuffle(mulberry32(20261124), pool);
}

const searchPath = ({ keywords, type }: Keywords, page = 1) =>
  `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}&page=${page}`;

/** Every request a search not asked before in this run (the pool, then its page 2, 3 ...): no cached hits. */
export function coldSearches(pool: Keywords[]): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return searchPath(pool[i % pool.length] as Keywords, 1 + Math.floor(i / pool.length));
  };
}

/** Searches as a shop's traffic repeats them: keyword k of the pool with weight 1/k (Zipf, s = 1), page 1. */
export function zipfSearches(pool: Keywords[]): () => string {
  const weights = pool.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const random = mulberry32(7);
  return () => {
    let r = random() * total;
    let k = 0;
    while (k < pool.length - 1 && r >= (weights[k] as number)) r -= weights[k++] as number;
    return searchPath(pool[k] as Keywords);
  };
}

/** Every prefix of the pool once, as suggestion requests (the first pass is all cache misses). */
export function everyPrefixOnce(pool: Keywords[]): () => string {
  let typed = 0;
  return () => {
    const { keywords, type } = pool[typed++ % pool.length] as Keywords;
    return `/api/goods/suggest?keywords=${encodeURIComponent(keywords)}&type=${type}`;
  };
}
