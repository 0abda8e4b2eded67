/*
 * The regulatory class of a goods (药品/器械管理类别) and what it forbids. Zod-free, so screens and the `ops`
 * tool can print the labels without the contracts (`@yaocai/domain/print` re-exports them); the contract's `z.enum` and
 * the database's CHECK are built from `REGULATORY_CLASSES` (docs/regulatory.md).
 */

/**
 * Every class, ordinary first: prescription and OTC A/B drugs, medical devices of class I–III, TCM decoction
 * pieces; then the special classes. A product holds one: a special class wins over its prescription/OTC status
 * (a pseudoephedrine cold tablet is `ephedrine_compound`, not `otc_a`).
 */
export const REGULATORY_CLASSES = [
  'prescription',
  'otc_a',
  'otc_b',
  'device_1',
  'device_2',
  'device_3',
  'tcm_pieces',
  'ephedrine_compound',
  'narcotic',
  'psychotropic_1',
  'psychotropic_2',
  'medical_toxic',
  'radioactive',
  'vaccine',
  'blood_product',
  'drug_precursor',
] as const;
export type RegulatoryClass = (typeof REGULATORY_CLASSES)[number];

/** What the product page prints (处方药 / 甲类OTC / 乙类OTC …). */
export const REGULATORY_CLASS_LABELS: Record<RegulatoryClass, string> = {
  prescription: '处方药',
  otc_a: '甲类OTC',
  otc_b: '乙类OTC',
  device_1: '一类医疗器械',
  device_2: '二类医疗器械',
  device_3: '三类医疗器械',
  tcm_pieces: '中药饮片',
  ephedrine_compound: '含麻黄碱类复方制剂',
  narcotic: '麻醉药品',
  psychotropic_1: '第一类精神药品',
  psychotropic_2: '第二类精神药品',
  medical_toxic: '医疗用毒性药品',
  radioactive: '放射性药品',
  vaccine: '疫苗',
  blood_product: '血液制品',
  drug_precursor: '药品类易制毒化学品',
};

/**
 * The seven categories of 药品网络销售禁止清单 (2022) never sold online, B2B included: vaccines, blood products,
 * narcotic, psychotropic (both classes), medical toxic, radioactive drugs and drug precursors. Ephedrine
 * compound preparations are on the retail-only list: a wholesaler sells them to licensed buyers, with their
 * own payment and receipt rules (`containsEphedrine`).
 */
export const BANNED_ONLINE_CLASSES = [
  'vaccine',
  'blood_product',
  'narcotic',
  'psychotropic_1',
  'psychotropic_2',
  'medical_toxic',
  'radioactive',
  'drug_precursor',
] as const satisfies readonly RegulatoryClass[];

const banned: ReadonlySet<RegulatoryClass> = new Set(BANNED_ONLINE_CLASSES);

/** Never listed, searched, promoted, added to a cart, ordered or put on sale. */
export const isBannedOnline = (regulatoryClass: RegulatoryClass): boolean => banned.has(regulatoryClass);

/** Why a goods of this class cannot be bought or put on sale online; '' when it can. */
export function bannedOnlineReason(regulatoryClass: RegulatoryClass): string {
  return isBannedOnline(regulatoryClass)
    ? `${REGULATORY_CLASS_LABELS[regulatoryClass]}禁止网络销售，不能购买或上架`
    : '';
}

/**
 * Ephedrine-containing compound preparations (含麻黄碱类复方制剂): paid by company transfer, buyer and purchaser
 * verified, delivery tracked (pharma rules, "Payment and special goods"). The flag travels with the product.
 */
export const containsEphedrine = (regulatoryClass: RegulatoryClass): boolean =>
  regulatoryClass === 'ephedrine_compound';
