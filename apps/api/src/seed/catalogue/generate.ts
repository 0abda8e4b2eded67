import { applyRate } from '@yaocai/domain';
import { approvalNumber, barcodeFor, ladderFor, nearExpiryDate, packing, tagsFor } from './attributes';
import { BASE_ITEMS, type BaseItem, type MakerOffer, scopeOf, unitFor } from './base';
import { CATEGORIES, type LeafSubject, REGIONS, ruleMatches, SECONDARY_LEAVES } from './categories';
import { BRAND_BY_MAKER, BRANDS, MAKER_BY_KEY, MAKERS, type MakerDef } from './manufacturers';
import { hashUnit, intBetween, mix, mulberry32, pick, type Rng, shuffle } from './prng';
import { type SpecOption, specVariants } from './specs';
import type { CategoryTree, SeedCatalogue, SeedGoods } from './types';

interface Combo {
  item: BaseItem;
  maker: MakerOffer;
  specIndex: number;
  spec: SpecOption;
}

const DEFAULT_SEED = 20261101;

/**
 * Yields (item, maker, spec) combos: one per base item first (so even small catalogues cover every
 * generic), then the remaining base combos, then re-packed variants round by round. The order depends
 * only on the seed, never on the requested count, so a smaller catalogue is a prefix of a larger one.
 */
function* combos(seed: number): Generator<Combo> {
  const rng = mulberry32(seed);
  const firsts: Combo[] = [];
  const rest: Combo[] = [];
  for (const item of BASE_ITEMS) {
    const chosen = pick(rng, item.makers);
    for (const maker of item.makers) {
      item.specs.forEach((spec, specIndex) => {
        const combo = { item, maker, specIndex, spec };
        (maker === chosen && specIndex === 0 ? firsts : rest).push(combo);
      });
    }
  }
  const base = [...shuffle(rng, firsts), ...shuffle(rng, rest)];
  const seen = new Set<string>();
  const keyOf = (c: Combo) => `${c.item.name}|${c.spec.text}|${c.maker.key}`;
  for (const c of base) {
    if (seen.has(keyOf(c))) continue;
    seen.add(keyOf(c));
    yield c;
  }

  const variantCache = new Map<string, SpecOption[]>();
  const variantsOf = (c: Combo): SpecOption[] => {
    const cacheKey = `${c.item.id}|${c.specIndex}`;
    let list = variantCache.get(cacheKey);
    if (!list) {
      const n = c.item.specs.length;
      list =
        c.item.kind === 'decoction'
          ? c.item.variantPool.filter((_, i) => i % n === c.specIndex)
          : specVariants(c.spec, c.item.kind === 'device');
      variantCache.set(cacheKey, list);
    }
    return list;
  };
  const emitted = [...base];
  for (let round = 0; ; round++) {
    let any = false;
    for (const c of base) {
      const spec = variantsOf(c)[round];
      if (!spec) continue;
      any = true;
      const variant = { ...c, spec };
      if (seen.has(keyOf(variant))) continue;
      seen.add(keyOf(variant));
      emitted.push(variant);
      yield variant;
    }
    if (!any) break;
  }
  // Beyond every distinct packing, repeat listings (another batch of the same product) under new skus.
  for (let i = 0; ; i++) yield emitted[i % emitted.length] as Combo;
}

function secondaryLeaf(tree: CategoryTree, subject: LeafSubject, rng: Rng, prefix = ''): string | null {
  const options = SECONDARY_LEAVES.filter(
    (l) => l.tree === tree && l.key.startsWith(prefix) && ruleMatches(l.rule, subject),
  );
  return options.length > 0 ? pick(rng, options).key : null;
}

/** Tier decides where in the market range a maker sits; the hash keeps it stable per product. */
function pricePosition(item: BaseItem, maker: MakerDef): number {
  const u = hashUnit(`${item.name}|${maker.key}`, 9);
  if (maker.tier === 'mnc') return 0.65 + 0.35 * u;
  if (maker.tier === 'top') return 0.35 + 0.55 * u;
  return 0.6 * u;
}

function buildGoods(index: number, combo: Combo, seed: number, sequence: Map<string, number>): SeedGoods {
  const { item, spec } = combo;
  const rng = mulberry32(mix(seed, index));
  const maker = MAKER_BY_KEY.get(combo.maker.key) as MakerDef;
  const brand = BRAND_BY_MAKER.get(maker.key);
  const brandKey = brand && hashUnit(`${item.name}|${maker.key}`, 13) < 0.9 ? brand.key : null;
  const bzdw = unitFor(item, spec.text);

  const position = pricePosition(item, maker);
  // The price model (the item's range, the maker's and the spec's factors) is a plain number, turned into fen once;
  // from there on every step is integer fen: ±4% jitter, whole jiao above ¥100, a list price 12–90% above it.
  const modelFen = Math.max(
    1,
    Math.round(
      (item.priceMin + (item.priceMax - item.priceMin) * position) *
        combo.maker.priceFactor *
        spec.factor *
        100,
    ),
  );
  const rawFen = Math.max(1, applyRate(modelFen, 9_600 + Math.floor(rng() * 800), 10_000));
  const priceFen = rawFen >= 10000 ? applyRate(rawFen + 5, 1, 10) * 10 : rawFen;
  const markupPercent = priceFen < 5000 ? 130 + Math.floor(rng() * 60) : 112 + Math.floor(rng() * 30);
  const basePriceFen = Math.max(priceFen, -applyRate(-priceFen * markupPercent, 1, 1_000) * 10);

  const { zbz, jzl } = packing(item.kind, bzdw, spec.text, priceFen, rng);
  const stock =
    rng() < 0.05 ? 0 : Math.round(Math.exp(Math.log(zbz * 3) + rng() * Math.log((jzl * 20) / (zbz * 3))));
  // Quantity discounts are the norm for fast-moving medicines, rarer for devices and decoction pieces.
  const ladderChance = item.kind === 'western' || item.kind === 'tcm_patent' ? 0.35 : 0.1;
  const ladder = rng() < ladderChance ? ladderFor(priceFen, zbz, rng) : [];
  const expiryDate = rng() < 0.04 ? nearExpiryDate(rng) : null;
  const tags = rng() < 0.3 ? tagsFor(priceFen, bzdw, zbz, expiryDate, rng) : [];

  const subject: LeafSubject = {
    kind: item.kind,
    generalLeaf: item.leaf,
    otc: item.otc,
    branded: brandKey !== null,
  };
  const isSelfOperated = rng() < 0.3;
  const isPremium = rng() < 0.2;
  const categoryKeys = [item.leaf];
  if (isPremium) categoryKeys.push(secondaryLeaf('premium', subject, rng) as string);
  if (isSelfOperated) categoryKeys.push(secondaryLeaf('self', subject, rng) as string);
  const region = REGIONS.find((r) => r.provinces.includes(maker.province));
  if (region && rng() < 0.2) {
    const leaf = secondaryLeaf('regional', subject, rng, `r.${region.key}.`);
    if (leaf) categoryKeys.push(leaf);
  }

  const isDpby = rng() < 0.05;
  const isFreeShipping = rng() < 0.1;
  const roundUp = (n: number) => Math.ceil(n / zbz) * zbz;
  const seq = sequence.get(maker.key) ?? 0;
  sequence.set(maker.key, seq + 1);

  return {
    sku: `YC${String(index + 1).padStart(6, '0')}`,
    name: item.name,
    tradeName: combo.maker.tradeName,
    kind: item.kind,
    categoryKeys,
    manufacturerKey: maker.key,
    brandKey,
    ypgg: spec.text,
    bzdw,
    zbz,
    jzl,
    pzwh: approvalNumber(item, maker),
    barcode: barcodeFor(MAKERS.indexOf(maker), maker.key, seq),
    priceFen,
    basePriceFen,
    stock,
    ladder,
    tags,
    isSelfOperated,
    isPremium,
    isDpby,
    // 单品包邮 kicks in at an order worth roughly 100–300 yuan of this one item.
    qgNumber: isDpby ? roundUp(Math.max(1, Math.ceil((intBetween(rng, 100, 300) * 100) / priceFen))) : 0,
    isFreeShipping,
    freeShippingNumber: isFreeShipping ? zbz * intBetween(rng, 1, 5) : 0,
    expiryDate,
    isControlled: item.controlled || rng() < 0.025,
    regulatoryClass: item.regulatoryClass,
    storage: item.storage,
    scopeCategory: scopeOf(item),
  };
}

export function generateCatalogue(options: { goods: number; seed?: number }): SeedCatalogue {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const count = Math.max(0, Math.floor(options.goods));
  const goods: SeedGoods[] = [];
  const sequence = new Map<string, number>();
  if (count > 0) {
    const stream = combos(seed);
    for (let i = 0; i < count; i++) {
      const next = stream.next();
      if (next.done) break;
      goods.push(buildGoods(i, next.value, seed, sequence));
    }
  }
  return {
    categories: CATEGORIES.map((c) => ({ ...c })),
    manufacturers: MAKERS.map(({ key, name, shortName, province }) => ({ key, name, shortName, province })),
    brands: BRANDS.map((b) => ({ ...b })),
    goods,
  };
}
