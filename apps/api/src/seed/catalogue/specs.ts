import { hashString, mulberry32, shuffle } from './prng';

export interface SpecOption {
  text: string;
  /** Price multiplier relative to the item's reference spec. */
  factor: number;
}

const MASS_SCALE: Record<string, number> = { μg: 1e-6, ug: 1e-6, mg: 1e-3, g: 1, kg: 1000, ml: 1, L: 1000 };

/**
 * Rough "amount of drug" in a spec, used only to scale prices between specs of one item.
 * Concentrations after ':' describe the same volume twice, so they are skipped.
 */
export function specWeight(spec: string): number | null {
  const cleaned = spec.replace(/:[\d.]+[a-zA-Zμ%]*/g, '');
  const re = /(\d+(?:\.\d+)?)(μg|ug|mg|kg|ml|g|L)?/g;
  let weight = 1;
  let found = false;
  for (let m = re.exec(cleaned); m; m = re.exec(cleaned)) {
    const value = Number(m[1]);
    if (value === 0) continue;
    weight *= value * (m[2] ? (MASS_SCALE[m[2]] ?? 1) : 1);
    found = true;
  }
  return found ? weight : null;
}

/** Bigger packs cost less per unit, hence the sub-linear exponent. */
export function scaleFactor(ratio: number): number {
  return Math.min(8, Math.max(0.15, ratio ** 0.85));
}

function fmt(n: number): string {
  return String(Number(n.toPrecision(3)));
}

const COUNT_RE = /(\d+)(粒|片|丸|袋|支|贴|只|包|条|揿|喷|人份|枚|块|罐|卷|副|对|个|套|瓶|板|盒)/g;
const BOX_COUNTS = [
  6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 28, 30, 32, 36, 40, 42, 48, 50, 60, 72, 84, 90, 100,
];
const BOTTLE_COUNTS = [24, 30, 36, 48, 50, 60, 80, 100, 120, 150, 200, 300, 360, 500, 1000];
const PIECE_COUNTS = [
  1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 30, 36, 40, 48, 50, 60, 80, 100, 120, 150, 200, 250,
  300, 500,
];
const BLISTER_PER = [6, 7, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24];
const BLISTER_BOARDS = [2, 3, 4, 5, 6];
const VOLUMES = [5, 8, 10, 15, 20, 25, 30, 50, 60, 80, 100, 120, 150, 180, 200, 250, 300, 400, 500];
const MASSES = [2, 3, 4, 5, 6, 10, 15, 20, 25, 30, 40, 45, 50, 60, 80, 100, 120, 150, 200, 250, 300, 500];
const DEVICE_EDITIONS = ['标准装', '家用装', '礼盒装', '经济装', '升级款'];

function within(n: number, base: number, low: number, high: number): boolean {
  return n !== base && n >= base / low && n <= base * high;
}

/**
 * Other real-looking packings of the same product (more or fewer tablets, blister boards,
 * bottle sizes), so large catalogues do not repeat a (name, spec, maker) triple.
 */
export function specVariants(base: SpecOption, isDevice: boolean): SpecOption[] {
  const slash = /^(.*?)(\/[^/\d]+)$/.exec(base.text);
  const body = slash ? (slash[1] ?? '') : base.text;
  const suffix = slash ? (slash[2] ?? '') : '';
  const out: SpecOption[] = [];
  const add = (text: string, ratio: number) => out.push({ text, factor: base.factor * scaleFactor(ratio) });

  const counts = [...body.matchAll(COUNT_RE)];
  const last = counts[counts.length - 1];
  if (last && last.index !== undefined) {
    const count = Number(last[1]);
    const unit = last[2] ?? '';
    const head = body.slice(0, last.index);
    const tail = body.slice(last.index + last[0].length);
    const solid = unit === '粒' || unit === '片' || unit === '丸';
    const list = solid && suffix === '/瓶' ? BOTTLE_COUNTS : solid ? BOX_COUNTS : PIECE_COUNTS;
    for (const n of list) if (within(n, count, 4, 5)) add(`${head}${n}${unit}${tail}${suffix}`, n / count);
    if (solid && suffix === '' && counts.length === 1 && count >= 6) {
      for (const per of BLISTER_PER) {
        for (const boards of BLISTER_BOARDS) {
          const total = per * boards;
          if (total >= count / 3 && total <= count * 4)
            add(`${head}${per}${unit}*${boards}板${tail}`, total / count);
        }
      }
    }
  } else {
    const amount = /(\d+(?:\.\d+)?)(ml|g|kg)/.exec(body);
    if (amount && amount.index !== undefined) {
      const value = Number(amount[1]);
      const unit = amount[2] ?? '';
      const head = body.slice(0, amount.index);
      const tail = body.slice(amount.index + amount[0].length);
      for (const v of unit === 'ml' ? VOLUMES : MASSES) {
        if (!within(v, value, 4, 5)) continue;
        // Keep a stated concentration consistent with the new fill volume.
        const scaledTail = tail.replace(
          /^:(\d+(?:\.\d+)?)/,
          (_, c: string) => `:${fmt((Number(c) * v) / value)}`,
        );
        add(`${head}${v}${unit}${scaledTail}${suffix}`, v / value);
      }
    } else if (isDevice) {
      DEVICE_EDITIONS.forEach((edition, i) => {
        add(`${base.text} ${edition}`, 1 + i * 0.08);
      });
    }
  }
  const seen = new Set<string>([base.text]);
  const unique = out.filter((o) => !seen.has(o.text) && seen.add(o.text));
  return shuffle(mulberry32(hashString(base.text, 7)), unique);
}
