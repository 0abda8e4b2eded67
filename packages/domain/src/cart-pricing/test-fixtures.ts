import { scopeCategory } from '../contracts/qualifications';
import type { BuyerStanding } from '../standing';
import type {
  CartPricingInput,
  ComboLineInput,
  GoodsLineInput,
  GoodsPricingFacts,
  PriceSelection,
  PromotionPrice,
} from './types';

/** Epoch ms of a Beijing wall-clock time. */
export const beijing = (iso: string) => Date.parse(`${iso}+08:00`);

/** 10:30 in Beijing: inside the 10:00–12:00 flash-sale session of the fixtures. */
export const NOW = beijing('2026-03-03T10:30:00');

export const BUYER: BuyerStanding = {
  maySeePrices: true,
  mayBuy: true,
  reason: '',
  scope: scopeCategory.options,
};

/** 阿莫西林胶囊 0.25g*24粒 ¥8.55, ¥8.20 from 50, ¥7.90 from 100. */
export const AMOXICILLIN: GoodsPricingFacts = {
  id: 101,
  priceFen: 855,
  stock: 5000,
  ladder: [
    { minNumber: 50, priceFen: 820 },
    { minNumber: 100, priceFen: 790 },
  ],
  promotions: [],
  negotiatedPriceFen: null,
  withCoupon: true,
  controlled: undefined,
  scope: 'chemical',
  regulatoryClass: 'prescription',
  isDpby: false,
  qgNumber: 0,
  isFreeShipping: false,
  freeShippingNumber: 0,
  gift: null,
};

/** 布洛芬缓释胶囊 0.3g*20粒 ¥12.80. */
export const IBUPROFEN: GoodsPricingFacts = { ...AMOXICILLIN, id: 102, priceFen: 1280, ladder: [] };

/** 连花清瘟胶囊 0.35g*24粒 ¥14.60. */
export const LIANHUA: GoodsPricingFacts = { ...AMOXICILLIN, id: 103, priceFen: 1460, ladder: [] };

/** 头孢克肟分散片 0.1g*6片 ¥23.50. */
export const CEFIXIME: GoodsPricingFacts = { ...AMOXICILLIN, id: 104, priceFen: 2350, ladder: [] };

/** 板蓝根颗粒 10g*20袋 ¥9.90. */
export const BANLANGEN: GoodsPricingFacts = { ...AMOXICILLIN, id: 105, priceFen: 990, ladder: [] };

export const SPIKE: PromotionPrice = {
  id: 7,
  kind: 'spike',
  startsAt: beijing('2026-03-01T00:00:00'),
  endsAt: beijing('2026-03-10T00:00:00'),
  dailyStart: '10:00:00',
  dailyEnd: '12:00:00',
  priceFen: 1180,
  limitPerBuyer: 10,
  boughtByBuyer: 0,
};

export const EVERYDAY: PromotionPrice = {
  id: 8,
  kind: 'everyday',
  startsAt: beijing('2026-03-03T00:00:00'),
  endsAt: beijing('2026-03-04T00:00:00'),
  dailyStart: null,
  dailyEnd: null,
  priceFen: 899,
  limitPerBuyer: 0,
  boughtByBuyer: 0,
};

let nextId = 1;

export function goodsLine(
  goods: GoodsPricingFacts,
  quantity: number,
  overrides: Partial<Omit<GoodsLineInput, 'kind' | 'goods' | 'selection'>> & {
    selection?: Partial<PriceSelection>;
  } = {},
): GoodsLineInput {
  return {
    kind: 'goods',
    id: nextId++,
    quantity,
    selected: true,
    goods,
    ...overrides,
    selection: { goodsPriceId: 0, ladderPriceId: 0, goodsManjianId: 0, isYj: 0, ...overrides.selection },
  };
}

export function comboLine(
  combo: ComboLineInput['combo'],
  quantity: number,
  overrides: Partial<Omit<ComboLineInput, 'kind' | 'combo'>> = {},
): ComboLineInput {
  return { kind: 'combo', id: nextId++, quantity, selected: true, combo, ...overrides };
}

/** 全场满1000减50, 满3000减200, as the home banner promises. */
export const SITE_WIDE = {
  id: 1,
  title: '全场满1000减50',
  goodsIds: 'all' as const,
  tiers: [
    { amountFen: 100000, reductionFen: 5000 },
    { amountFen: 300000, reductionFen: 20000 },
  ],
};

export function cart(
  lines: CartPricingInput['lines'],
  overrides: Partial<Omit<CartPricingInput, 'lines'>> = {},
): CartPricingInput {
  return {
    standing: BUYER,
    fullAmountActivities: [],
    shipping: { feeFen: 1000, freeFromFen: 50000 },
    lines,
    ...overrides,
  };
}
