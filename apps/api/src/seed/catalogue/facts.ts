import type { InsuranceCategory } from '@yaocai/domain';
import { hashString, intBetween, mulberry32 } from './prng';
import type { GoodsKind } from './types';

/*
 * The product facts a pharmacist buys by (issue #23 §4), for the generated catalogue: dosage form from the name,
 * 医保 category, a suggested retail price, the 说明书 facts of well-known medicines, and the batches in stock.
 * Each product draws from its own generator (seeded by its SKU), so the rest of the catalogue is unchanged.
 */

const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 剂型 as 中国药典 names it, from the product name; '' for devices and names that do not say. */
export function dosageFormOf(name: string, kind: GoodsKind): string {
  if (kind === 'device') return '';
  if (kind === 'decoction') return '饮片';
  const forms: [RegExp, string][] = [
    [/缓释胶囊/, '缓释胶囊'],
    [/肠溶胶囊/, '肠溶胶囊'],
    [/软胶囊/, '软胶囊'],
    [/胶囊/, '胶囊剂'],
    [/缓释片/, '缓释片'],
    [/控释片/, '控释片'],
    [/肠溶片/, '肠溶片'],
    [/分散片/, '分散片'],
    [/泡腾片/, '泡腾片'],
    [/咀嚼片/, '咀嚼片'],
    [/含片/, '含片'],
    [/片$/, '片剂'],
    [/干混悬剂/, '干混悬剂'],
    [/颗粒/, '颗粒剂'],
    [/口服液/, '口服溶液剂'],
    [/糖浆/, '糖浆剂'],
    [/合剂/, '合剂'],
    [/滴眼液/, '滴眼剂'],
    [/滴耳液/, '滴耳剂'],
    [/气雾剂/, '气雾剂'],
    [/喷雾剂/, '喷雾剂'],
    [/乳膏/, '乳膏剂'],
    [/软膏/, '软膏剂'],
    [/凝胶/, '凝胶剂'],
    [/栓/, '栓剂'],
    [/贴/, '贴剂'],
    [/丸/, '丸剂'],
    [/散$/, '散剂'],
    [/注射液/, '注射剂'],
    [/溶液|液$/, '溶液剂'],
    [/膏$/, '膏剂'],
  ];
  return forms.find(([pattern]) => pattern.test(name))?.[1] ?? '';
}

/** 说明书 facts of the best-known medicines (abridged from their package inserts); others are not known. */
const INSTRUCTIONS: Record<string, { indications: string; usage: string; contraindications: string }> = {
  阿莫西林胶囊: {
    indications:
      '适用于敏感菌所致的中耳炎、鼻窦炎、咽炎、扁桃体炎等上呼吸道感染，泌尿生殖道感染，皮肤软组织感染，急性支气管炎、肺炎等下呼吸道感染。',
    usage: '口服。成人一次0.5g，每6～8小时1次，一日剂量不超过4g。',
    contraindications: '青霉素过敏及青霉素皮肤试验阳性患者禁用。',
  },
  布洛芬缓释胶囊: {
    indications:
      '用于缓解轻至中度疼痛如头痛、关节痛、偏头痛、牙痛、肌肉痛、神经痛、痛经；也用于普通感冒或流行性感冒引起的发热。',
    usage: '口服。成人一次1粒，一日2次（早晚各一次）。',
    contraindications: '对其他非甾体抗炎药过敏者禁用；孕妇及哺乳期妇女禁用；对阿司匹林过敏的哮喘患者禁用。',
  },
  连花清瘟胶囊: {
    indications:
      '清瘟解毒，宣肺泄热。用于治疗流行性感冒属热毒袭肺证，症见发热或高热、恶寒、肌肉酸痛、鼻塞流涕、咳嗽、头痛、咽干咽痛。',
    usage: '口服。一次4粒，一日3次。',
    contraindications: '尚不明确。风寒感冒者不适用。',
  },
  感冒灵颗粒: {
    indications: '解热镇痛。用于感冒引起的头痛，发热，鼻塞，流涕，咽痛。',
    usage: '开水冲服。一次10g（1袋），一日3次。',
    contraindications: '严重肝肾功能不全者禁用。',
  },
  硝苯地平控释片: {
    indications: '高血压；冠心病，慢性稳定型心绞痛（劳累性心绞痛）。',
    usage: '口服。通常一次30mg，一日1次；整片吞服，不可咀嚼或掰断。',
    contraindications: '对硝苯地平过敏者；心源性休克；与利福平合用。',
  },
  盐酸二甲双胍片: {
    indications: '首选用于单纯饮食控制及体育锻炼治疗无效的2型糖尿病，特别是肥胖的2型糖尿病。',
    usage: '口服。从小剂量开始，起始剂量0.5g，一日2次，随餐服用；最大剂量一日不超过2g。',
    contraindications: '中度以上肾功能不全；需要药物治疗的充血性心衰；严重感染和外伤；糖尿病酮症酸中毒。',
  },
  奥美拉唑肠溶胶囊: {
    indications: '适用于胃溃疡、十二指肠溃疡、应激性溃疡、反流性食管炎和卓-艾综合征（胃泌素瘤）。',
    usage: '口服，不可咀嚼。消化性溃疡：一次20mg，一日1～2次，晨起吞服或早晚各一次。',
    contraindications: '对本品过敏者；严重肾功能不全者；婴幼儿。',
  },
  阿奇霉素片: {
    indications:
      '适用于敏感细菌所引起的支气管炎、肺炎等下呼吸道感染，皮肤和软组织感染，急性中耳炎、鼻窦炎、咽炎、扁桃体炎等。',
    usage: '口服。成人一次0.5g，一日1次，连服3日。',
    contraindications: '对阿奇霉素、红霉素或其他大环内酯类药物过敏者禁用。',
  },
};

export interface SeedBatch {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  quantity: number;
}

export interface SeedFacts {
  dosageForm: string;
  insuranceCategory: InsuranceCategory;
  retailPriceFen: number | null;
  indications: string;
  usage: string;
  contraindications: string;
  batches: SeedBatch[];
}

/** Shelf life in months by kind: most medicines 24–36, decoction pieces and devices longer. */
const shelfMonths = (kind: GoodsKind, rng: () => number) =>
  kind === 'decoction' ? 24 : kind === 'device' ? 60 : rng() < 0.5 ? 24 : 36;

export function factsFor(item: {
  sku: string;
  name: string;
  kind: GoodsKind;
  basePriceFen: number;
  stock: number;
  expiryDate: string | null;
}): SeedFacts {
  const rng = mulberry32(hashString(item.sku, 23));
  const insuranceRoll = rng();
  const insuranceCategory: InsuranceCategory =
    item.kind === 'device'
      ? 'none'
      : insuranceRoll < 0.35
        ? 'class_a'
        : insuranceRoll < 0.7
          ? 'class_b'
          : 'none';
  // Suggested retail: 8–30% above the list price, whole jiao (integer fen arithmetic).
  const markup = 108 + Math.floor(rng() * 23);
  const retailPriceFen =
    item.kind === 'decoction' ? null : Math.ceil((item.basePriceFen * markup) / 1000) * 10;
  const known = INSTRUCTIONS[item.name];
  const months = shelfMonths(item.kind, rng);
  const batches: SeedBatch[] = [];
  if (item.stock > 0) {
    // The first batch is the one the next order ships: the near-expiry goods' own date, else 10–26 months out.
    const firstExpiry = item.expiryDate
      ? Date.parse(`${item.expiryDate}T00:00:00Z`)
      : REFERENCE_DATE + intBetween(rng, 300, 800) * DAY_MS;
    const count = item.stock >= 10 && rng() < 0.4 ? 2 : 1;
    const firstQuantity =
      count === 1 ? item.stock : Math.max(1, Math.floor(item.stock * (0.3 + rng() * 0.4)));
    for (let index = 0; index < count; index += 1) {
      const expiry = firstExpiry + index * intBetween(rng, 60, 240) * DAY_MS;
      const production = expiry - months * 30 * DAY_MS - DAY_MS;
      const day = isoDay(production).replace(/-/g, '').slice(2);
      batches.push({
        batchNo: `${day}${String(intBetween(rng, 1, 9))}${String(index + 1)}`,
        productionDate: isoDay(production),
        expiryDate: isoDay(expiry),
        quantity: index === 0 ? firstQuantity : item.stock - firstQuantity,
      });
    }
  }
  return {
    dosageForm: dosageFormOf(item.name, item.kind),
    insuranceCategory,
    retailPriceFen,
    indications: known?.indications ?? '',
    usage: known?.usage ?? '',
    contraindications: known?.contraindications ?? '',
    batches,
  };
}
