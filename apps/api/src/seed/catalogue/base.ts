import { type RegulatoryClass, regulatoryClass, type ScopeCategory } from '@yaocai/domain';
import { GENERAL_LEAF_KEYS } from './categories';
import { DECOCTION_TABLE } from './data/decoction';
import { DEVICE_TABLE } from './data/devices';
import { TCM_TABLE_A } from './data/tcm-a';
import { TCM_TABLE_B } from './data/tcm-b';
import { WESTERN_TABLE_A } from './data/western-a';
import { WESTERN_TABLE_B } from './data/western-b';
import { DECOCTION_MAKERS, GENERIC_POOL, MAKER_BY_KEY } from './manufacturers';
import { hashString, mulberry32, shuffle } from './prng';
import { type SpecOption, scaleFactor, specWeight } from './specs';
import type { GoodsKind, OtcClass } from './types';

export interface MakerOffer {
  key: string;
  tradeName: string | null;
  /** Multiplies the item's price range, for makers far above or below the market (e.g. 同仁堂 安宫牛黄丸). */
  priceFactor: number;
}

export interface BaseItem {
  id: number;
  name: string;
  kind: GoodsKind;
  leaf: string;
  /** Specs listed first form the unique catalogue; `variantPool` holds extra packings (decoction only). */
  specs: SpecOption[];
  variantPool: SpecOption[];
  unit: string;
  priceMin: number;
  priceMax: number;
  otc: OtcClass | null;
  deviceClass: 0 | 1 | 2 | 3;
  /** From the kind, rx/OTC status or device class; a `class=` flag names a special class (docs/regulatory.md). */
  regulatoryClass: RegulatoryClass;
  makers: MakerOffer[];
  controlled: boolean;
  biologic: boolean;
  storage: string;
}

const OTC: Record<string, OtcClass> = { rx: 'rx', a: 'otc_a', b: 'otc_b' };

const ORDINARY_CLASS = {
  rx: 'prescription',
  otc_a: 'otc_a',
  otc_b: 'otc_b',
} as const satisfies Record<OtcClass, RegulatoryClass>;
const DEVICE_CLASS = { 1: 'device_1', 2: 'device_2', 3: 'device_3' } as const satisfies Record<
  1 | 2 | 3,
  RegulatoryClass
>;

/**
 * The regulatory class of a table row: a `class=<class>` flag (psychotropics, ephedrine compounds) wins over
 * the rx/OTC column; devices by their class; decoction pieces are 中药饮片.
 */
function classOf(kind: GoodsKind, otc: OtcClass | null, deviceClass: 0 | 1 | 2 | 3, flags: string[]) {
  const named = flags.find((flag) => flag.startsWith('class='));
  if (named) return regulatoryClass.parse(named.slice('class='.length));
  if (kind === 'decoction') return 'tcm_pieces';
  if (deviceClass !== 0) return DEVICE_CLASS[deviceClass];
  if (otc === null) throw new Error(`no regulatory class for a ${kind} without rx/OTC status`);
  return ORDINARY_CLASS[otc];
}

function parseRange(text: string, row: string): [number, number] {
  const [min, max] = text.split('-').map(Number);
  if (min === undefined || max === undefined || !(min > 0) || !(max >= min))
    throw new Error(`bad price in ${row}`);
  return [min, max];
}

function parseMakers(text: string, row: string): MakerOffer[] {
  return text
    .split(',')
    .filter((t) => t !== '')
    .map((token) => {
      const [head = '', factor] = token.split('@');
      const [key = '', trade] = head.split(':');
      if (!MAKER_BY_KEY.has(key)) throw new Error(`unknown maker ${key} in ${row}`);
      return { key, tradeName: trade ?? null, priceFactor: factor ? Number(factor) : 1 };
    });
}

function parseSpecs(text: string): SpecOption[] {
  const raw = text.split(',').map((s) => {
    const [spec = '', factor] = s.split('@');
    return { spec, explicit: factor ? Number(factor) : null };
  });
  const reference = specWeight(raw[0]?.spec ?? '');
  return raw.map(({ spec, explicit }) => {
    if (explicit !== null) return { text: spec, factor: explicit };
    const w = specWeight(spec);
    return { text: spec, factor: w !== null && reference !== null ? scaleFactor(w / reference) : 1 };
  });
}

/** Pharmacopoeia-style storage text, inferred from the dosage form in the name. */
function inferStorage(name: string, kind: GoodsKind, flags: string[]): string {
  if (flags.includes('cold')) return '遮光，密闭，在2～8℃冷藏保存';
  if (kind === 'device') {
    if (/试纸|试剂|检测/.test(name)) return '4～30℃干燥处保存，避免阳光直射，切勿冷冻';
    if (/计|仪|机|器/.test(name)) return '置于通风良好、干燥、无腐蚀性气体的室内，避免阳光直射';
    return '常温、干燥、通风、无腐蚀性气体的环境中保存';
  }
  if (kind === 'decoction')
    return flags.includes('gx') ? '置阴凉干燥处，密闭，防蛀' : '置通风干燥处，防霉，防蛀';
  if (/气雾剂|喷雾剂/.test(name)) return '密闭，置阴凉处（不超过20℃），避免暴晒、受热、敲打、撞击';
  if (/滴眼液|滴耳液/.test(name)) return '遮光，密封，在阴凉处（不超过20℃）保存';
  if (/乳膏|软膏|凝胶|乳胶剂|栓/.test(name)) return '密闭，在阴凉处（不超过20℃）保存';
  if (/贴|膏$/.test(name)) return '密封，置阴凉干燥处';
  if (/口服液|溶液|糖浆|合剂|露|水$|混悬|滴剂|液$|浆$|饮$/.test(name)) return '密封，置阴凉处（不超过20℃）';
  if (/颗粒|散$|干混悬剂/.test(name)) return '密封，置阴凉干燥处';
  if (/丸|丹$/.test(name)) return '密封，置阴凉干燥处，防潮';
  if (/缓释|控释|肠溶/.test(name)) return '遮光，密封，在干燥处保存';
  return '密封，在干燥处保存';
}

function poolMakers(name: string, existing: MakerOffer[], pool: string[], count: number): MakerOffer[] {
  const rng = mulberry32(hashString(name, 11));
  const have = new Set(existing.map((m) => m.key));
  return shuffle(
    rng,
    pool.filter((k) => !have.has(k)),
  )
    .slice(0, count)
    .map((key) => ({ key, tradeName: null, priceFactor: 1 }));
}

// name|leaf|specs|unit|min-max yuan|otc (rx/a/b) or device class (1/2/3)|makers|flags
function parseMedOrDevice(row: string, kind: GoodsKind, id: number): BaseItem {
  const [name = '', leaf = '', specs = '', unit = '', price = '', cls = '', makers = '', flagText = ''] =
    row.split('|');
  const flags = flagText.split(',');
  const [priceMin, priceMax] = parseRange(price, row);
  const offers = parseMakers(makers, row);
  if (flags.includes('pool'))
    offers.push(...poolMakers(name, offers, GENERIC_POOL, 2 + (hashString(name) % 3)));
  const isDevice = kind === 'device';
  const otc = isDevice ? null : (OTC[cls] ?? null);
  if (!isDevice && otc === null) throw new Error(`bad otc in ${row}`);
  const deviceClass = isDevice ? (Number(cls) as 1 | 2 | 3) : 0;
  return {
    id,
    name,
    kind,
    leaf,
    specs: parseSpecs(specs),
    variantPool: [],
    unit,
    priceMin,
    priceMax,
    otc,
    deviceClass,
    regulatoryClass: classOf(kind, otc, deviceClass, flags),
    makers: offers,
    controlled: flags.includes('ctl'),
    biologic: flags.includes('bio'),
    storage: inferStorage(name, kind, flags),
  };
}

const GRADE_FACTOR: Record<string, number> = {
  统货: 1,
  选货: 1.15,
  精选: 1.3,
  一级: 1.2,
  二级: 0.95,
  特级: 1.5,
  小统: 0.9,
  大统: 1.05,
};
const DEFAULT_PACKS = ['kg', '500g/袋', '1kg/袋', '250g/袋', '100g/袋', '2.5kg/袋', '5kg/袋'];

/** Smaller bags cost more per gram, mirroring how 饮片 wholesalers price repacking. */
function packFactor(pack: string): number {
  const w = specWeight(pack.replace('/', ' ')) ?? 1000;
  const grams = pack === 'kg' ? 1000 : w;
  return (grams / 500) * (grams >= 1000 ? 0.97 : grams >= 500 ? 1 : grams >= 100 ? 1.08 : 1.2);
}

function decoctionSpec(grade: string, pack: string): SpecOption {
  const text = pack === 'kg' ? grade : `${grade} ${pack}`;
  return { text, factor: (GRADE_FACTOR[grade] ?? 1.1) * packFactor(pack) };
}

// name|leaf|grades|min-max yuan per 500g|makers (blank = pool)|packs (blank = default)|flags
function parseDecoction(row: string, id: number): BaseItem {
  const [name = '', leaf = '', gradeText = '', price = '', makers = '', packText = '', flagText = ''] =
    row.split('|');
  const flags = flagText.split(',');
  const [priceMin, priceMax] = parseRange(price, row);
  const explicit = parseMakers(makers, row);
  const offers =
    explicit.length > 0 ? explicit : poolMakers(name, [], DECOCTION_MAKERS, 3 + (hashString(name) % 2));
  const grades = gradeText.split(',');
  const packs = packText ? packText.split(',') : DEFAULT_PACKS;
  const all = grades.flatMap((g) => packs.map((p) => decoctionSpec(g, p)));
  const isBase = (i: number) => Math.floor(i / packs.length) < 2 && i % packs.length < 2;
  return {
    id,
    name,
    kind: 'decoction',
    leaf,
    specs: all.filter((_, i) => isBase(i)),
    variantPool: all.filter((_, i) => !isBase(i)),
    unit: '袋',
    priceMin,
    priceMax,
    otc: null,
    deviceClass: 0,
    regulatoryClass: classOf('decoction', null, 0, flags),
    makers: offers,
    controlled: flags.includes('ctl'),
    biologic: false,
    storage: inferStorage(name, 'decoction', flags),
  };
}

function buildItems(): BaseItem[] {
  const items: BaseItem[] = [];
  const tables: [string[], GoodsKind][] = [
    [WESTERN_TABLE_A, 'western'],
    [WESTERN_TABLE_B, 'western'],
    [TCM_TABLE_A, 'tcm_patent'],
    [TCM_TABLE_B, 'tcm_patent'],
    [DEVICE_TABLE, 'device'],
  ];
  for (const [rows, kind] of tables)
    for (const row of rows) items.push(parseMedOrDevice(row, kind, items.length));
  for (const row of DECOCTION_TABLE) items.push(parseDecoction(row, items.length));
  for (const item of items) {
    if (!GENERAL_LEAF_KEYS.has(item.leaf)) throw new Error(`unknown category ${item.leaf} for ${item.name}`);
    if (item.makers.length === 0 || item.specs.length === 0) throw new Error(`incomplete item ${item.name}`);
  }
  return items;
}

export const BASE_ITEMS: BaseItem[] = buildItems();

/** The unit a spec is sold in: an explicit '/瓶' wins, a bare decoction grade is sold by the kg. */
export function unitFor(item: BaseItem, spec: string): string {
  const slash = /\/([^/\d]+)$/.exec(spec);
  if (slash?.[1]) return slash[1];
  if (item.kind === 'decoction' && !/\d/.test(spec)) return 'kg';
  return item.unit;
}

/**
 * The business-scope category (经营范围) of an item, from where it sits in the catalogue: devices by their
 * class (class I, filing-free, is sold under the class II scope), decoction pieces 中药饮片, patent medicines
 * 中成药, ephedrine compounds 含特殊药品复方制剂, biologics 生物制品, the antibacterials of 抗感染药 抗生素制剂, every other western medicine 化学药制剂.
 */
export function scopeOf(item: BaseItem): ScopeCategory {
  if (item.regulatoryClass === 'ephedrine_compound') return 'special_compound';
  if (item.kind === 'device') return item.deviceClass === 3 ? 'device_iii' : 'device_ii';
  if (item.kind === 'decoction') return 'tcm_pieces';
  if (item.kind === 'tcm_patent') return 'tcm_patent';
  if (item.biologic) return 'biological';
  const antibacterial = item.leaf.startsWith('kgr.') && item.leaf !== 'kgr.kbd' && item.leaf !== 'kgr.kzj';
  return antibacterial ? 'antibiotic' : 'chemical';
}
