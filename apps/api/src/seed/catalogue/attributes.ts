import { applyRate, fenToYuan } from '@yaocai/domain';
import type { BaseItem } from './base';
import type { MakerDef } from './manufacturers';
import { hashString, intBetween, mulberry32, pick, type Rng } from './prng';
import { PROVINCE_ABBR, PROVINCE_CODE } from './provinces';
import type { GoodsKind, GoodsTag, LadderTier } from './types';

/** Same generic + same maker → same approval number, as on real 批件. */
export function approvalNumber(item: BaseItem, maker: MakerDef): string {
  const rng = mulberry32(hashString(`${item.name}|${maker.key}`, 3));
  const serial = (digits: number) => String(Math.floor(rng() * 10 ** digits)).padStart(digits, '0');
  const year = (from: number, to: number) => String(intBetween(rng, from, to));
  const abbr = PROVINCE_ABBR[maker.province] ?? '京';
  if (item.kind === 'device') {
    const category = String(intBetween(rng, 1, 22)).padStart(2, '0');
    if (item.deviceClass === 3) return `国械注准${year(2015, 2024)}3${category}${serial(4)}`;
    if (item.deviceClass === 2) return `${abbr}械注准${year(2015, 2024)}2${category}${serial(4)}`;
    return `${abbr}械备${year(2014, 2024)}${serial(4)}号`;
  }
  if (item.kind === 'decoction') {
    // Most 饮片 are not individually approved; some listings show the processor's production licence.
    return rng() < 0.55 ? '' : `${abbr}${year(2015, 2024)}${serial(4)}`;
  }
  const letter = item.biologic ? 'S' : item.kind === 'western' ? 'H' : 'Z';
  // Pre-2002 numbers embed the province code; later ones the approval year.
  if (maker.tier !== 'mnc' && rng() < 0.45)
    return `国药准字${letter}${PROVINCE_CODE[maker.province] ?? '11'}${serial(6)}`;
  return `国药准字${letter}${year(1998, 2024)}${serial(4)}`;
}

export function ean13CheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** '69' (GS1 China) + 4-digit company code unique per maker + 6-digit item reference + check digit. */
export function barcodeFor(makerIndex: number, makerKey: string, sequence: number): string {
  const company = 1000 + ((makerIndex * 157) % 9000);
  const reference = (hashString(makerKey, 5) % 300000) + sequence;
  const twelve = `69${company}${String(reference).padStart(6, '0')}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}

/** 中包装 / 件装量 follow how bulky and costly a unit is. */
export function packing(
  kind: GoodsKind,
  unit: string,
  spec: string,
  priceFen: number,
  rng: Rng,
): { zbz: number; jzl: number } {
  const atLeastYuan = (yuan: number) => priceFen >= yuan * 100;
  if (kind === 'device') {
    if (atLeastYuan(1000)) return { zbz: 1, jzl: 1 };
    if (atLeastYuan(300)) return { zbz: 1, jzl: pick(rng, [1, 2, 4]) };
    if (atLeastYuan(80)) return { zbz: 1, jzl: pick(rng, [10, 20]) };
    if (atLeastYuan(20)) return { zbz: pick(rng, [5, 10]), jzl: pick(rng, [50, 100, 200]) };
    return { zbz: 10, jzl: pick(rng, [200, 400, 500, 1000]) };
  }
  if (kind === 'decoction') {
    if (unit === 'kg') return { zbz: 1, jzl: pick(rng, [20, 25, 30]) };
    if (unit !== '袋') return { zbz: pick(rng, [5, 10]), jzl: pick(rng, [100, 120, 200]) };
    if (/kg/.test(spec)) return { zbz: 1, jzl: pick(rng, [10, 20]) };
    if (/500g/.test(spec)) return { zbz: pick(rng, [2, 5]), jzl: pick(rng, [40, 50, 60]) };
    return { zbz: pick(rng, [5, 10]), jzl: pick(rng, [100, 200]) };
  }
  if (atLeastYuan(200)) return { zbz: 1, jzl: pick(rng, [50, 100, 200]) };
  if (atLeastYuan(50)) return { zbz: pick(rng, [2, 5]), jzl: pick(rng, [100, 120, 200]) };
  if (atLeastYuan(15)) return { zbz: pick(rng, [5, 10]), jzl: pick(rng, [120, 200, 240, 300]) };
  if (atLeastYuan(5)) return { zbz: 10, jzl: pick(rng, [200, 300, 400, 500, 600]) };
  return { zbz: pick(rng, [10, 20]), jzl: pick(rng, [400, 500, 600, 800, 1000]) };
}

/** Volume discounts: each tier needs more units and costs strictly less than the one before. */
export function ladderFor(priceFen: number, zbz: number, rng: Rng): LadderTier[] {
  const steps = pick(rng, [
    [2, 5, 10],
    [3, 6, 10],
    [5, 10, 20],
    [2, 4],
  ]);
  const tiers: LadderTier[] = [];
  // Each tier takes another 2–4.5% off the list price, in hundredths of a percent so the price stays integer fen.
  let discountBasisPoints = 0;
  let previous = priceFen;
  for (const step of steps) {
    discountBasisPoints += 200 + Math.floor(rng() * 250);
    const price = Math.min(previous - 1, applyRate(priceFen, 10_000 - discountBasisPoints, 10_000));
    if (price < 1) break;
    tiers.push({ number: step * Math.max(1, zbz), priceFen: price });
    previous = price;
  }
  return tiers.length >= 2 ? tiers : [];
}

const TRADE_UP_GOODS = [
  '医用外科口罩10只',
  '维生素C片100片',
  '医用棉签50支',
  '创可贴20片',
  '开塞露20ml*2支',
  '风油精3ml',
];

export function tagsFor(
  priceFen: number,
  unit: string,
  zbz: number,
  expiry: string | null,
  rng: Rng,
): GoodsTag[] {
  const names = ['优', '秒', '满', '换购', '赠', '特', '新'];
  const chosen = new Set<string>();
  if (expiry) chosen.add('特');
  const count = rng() < 0.7 ? 1 : 2;
  while (chosen.size < count) chosen.add(pick(rng, names));
  return [...chosen].map((name) => ({ name, describe: describeTag(name, priceFen, unit, zbz, expiry, rng) }));
}

function describeTag(
  name: string,
  priceFen: number,
  unit: string,
  zbz: number,
  expiry: string | null,
  rng: Rng,
): string {
  switch (name) {
    case '优':
      return pick(rng, ['平台优选，品质保障', '优选品种，厂家直供', '优选好药，正品低价']);
    case '秒':
      return `限时秒杀${fenToYuan(Math.max(1, applyRate(priceFen, 85, 100)))}元/${unit}，每人限购${zbz * intBetween(rng, 1, 3)}${unit}`;
    case '满': {
      if (rng() < 0.5) {
        const threshold = pick(rng, [300, 500, 800, 1000]);
        return `满${threshold}元减${applyRate(threshold, intBetween(rng, 3, 6), 100)}元`;
      }
      return `满${zbz * pick(rng, [3, 5, 10])}${unit}享${pick(rng, ['9.5', '9.8', '9'])}折`;
    }
    case '换购':
      return `单笔满${pick(rng, [199, 299, 500])}元可${pick(rng, ['0.01', '1', '1.9'])}元换购${pick(rng, TRADE_UP_GOODS)}`;
    case '赠':
      return rng() < 0.6
        ? `买${zbz * pick(rng, [1, 2, 5])}${unit}赠1${unit}`
        : `购满${zbz * pick(rng, [2, 5])}${unit}赠${pick(rng, TRADE_UP_GOODS)}`;
    case '特':
      return expiry ? `近效期特价，效期至${expiry}` : pick(rng, ['特价商品，售完即止', '厂家特价，数量有限']);
    default:
      return pick(rng, ['新品上市', '新品首发，首单享9.5折', '新品推荐，欢迎试销']);
  }
}

const REFERENCE_DATE = Date.UTC(2026, 10, 1);

/** Near-expiry stock expires 3–9 months after the 2026-11-01 reference date. */
export function nearExpiryDate(rng: Rng): string {
  const days = intBetween(rng, 92, 273);
  return new Date(REFERENCE_DATE + days * 86400000).toISOString().slice(0, 10);
}
