import { pinyin } from 'pinyin-pro';

/** Polyphone combinations grow exponentially; past this many per text the rarer readings are dropped. */
export const MAX_COMBINATIONS = 16;

interface Readings {
  full: string[];
  initials: string[];
}

const cache = new Map<string, Readings>();

/** ü is typed as v on every pinyin keyboard. */
const normalise = (value: string) => value.toLowerCase().replaceAll('ü', 'v');

function readingsOf(char: string): Readings {
  let readings = cache.get(char);
  if (readings) return readings;
  if (/[\u3400-\u9fff]/.test(char)) {
    const full = pinyin(char, { multiple: true, type: 'array', toneType: 'none' }).map(normalise);
    readings = { full: [...new Set(full)], initials: [...new Set(full.map((reading) => reading[0] ?? ''))] };
  } else if (/[a-z0-9.]/i.test(char)) {
    const kept = char.toLowerCase();
    readings = { full: [kept], initials: [kept] };
  } else {
    // Punctuation and spaces are not typed in a pinyin search.
    readings = { full: [''], initials: [''] };
  }
  cache.set(char, readings);
  return readings;
}

/** Every reading combination of `text`, most common readings first, capped at MAX_COMBINATIONS. */
function combinations(text: string, pick: (readings: Readings) => string[]): string[] {
  let combos = [''];
  for (const char of text) {
    const options = pick(readingsOf(char));
    const next = new Set<string>();
    for (const prefix of combos) {
      for (const option of options) {
        next.add(prefix + option);
        if (next.size >= MAX_COMBINATIONS) break;
      }
      if (next.size >= MAX_COMBINATIONS) break;
    }
    combos = [...next];
  }
  return combos.filter(Boolean);
}

export interface PinyinIndex {
  /** Space-separated initials of all readings: 长春花 → "cch zch". */
  initials: string;
  /** Space-separated full pinyin of all readings: 长春花 → "changchunhua zhangchunhua". */
  full: string;
}

/** The search columns for a product's name and trade name, all polyphone readings included. */
export function pinyinIndex(texts: readonly (string | null | undefined)[]): PinyinIndex {
  const initials = new Set<string>();
  const full = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const combo of combinations(text, (r) => r.initials)) initials.add(combo);
    for (const combo of combinations(text, (r) => r.full)) full.add(combo);
  }
  return { initials: [...initials].join(' '), full: [...full].join(' ') };
}
