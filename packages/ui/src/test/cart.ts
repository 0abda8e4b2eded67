import type { CartDrawerLine, CartLineItem, ComboCardProps, ManjianActivity } from '../index';
import { amoxicillin, ibuprofen, lianhua } from './catalog';

/**
 * Cart data for stories and tests, shaped as the app maps the server's `cartState` (amounts are the
 * wire's yuan strings). Figures are consistent: 全场满1000减50 over ¥880.00 misses ¥120.00.
 */
export const manjianUnreached: ManjianActivity = {
  id: 1,
  title: '全场满1000减50，满3000减200',
  eligibleTotal: '880.00',
  discount: '0.00',
  tiers: [
    { amount: '1000.00', reduction: '50.00', reached: false },
    { amount: '3000.00', reduction: '200.00', reached: false },
  ],
  nextHint: '再买¥120.00，可享满¥1000.00减¥50.00',
};

export const manjianFirstReached: ManjianActivity = {
  id: 1,
  title: '全场满1000减50，满3000减200',
  eligibleTotal: '1234.50',
  discount: '50.00',
  tiers: [
    { amount: '1000.00', reduction: '50.00', reached: true },
    { amount: '3000.00', reduction: '200.00', reached: false },
  ],
  nextHint: '再买¥1765.50，可享满¥3000.00减¥200.00',
};

export const manjianAllReached: ManjianActivity = {
  id: 2,
  title: '以岭药业品牌满500减30',
  eligibleTotal: '620.00',
  discount: '30.00',
  tiers: [{ amount: '500.00', reduction: '30.00', reached: true }],
  nextHint: null,
};

/** 阿莫西林胶囊 at a ladder tier, 10 short of the next, in a full-amount activity. */
export const ladderLine: CartLineItem = {
  id: 501,
  name: '阿莫西林胶囊',
  spec: '0.25g*24粒',
  maker: '石药集团欧意药业有限公司',
  unit: '盒',
  imageSrc: amoxicillin.imageSrc,
  href: '/goods/10231',
  price: '11.50',
  priceSource: 'ladder',
  quantity: 40,
  step: 10,
  min: 10,
  max: 1200,
  selected: true,
  ladderNext: { missing: 10, price: '9.80' },
  freeShippingMissing: null,
  amount: '460.00',
  discountShare: '18.63',
};

/** 连花清瘟胶囊 on a running flash sale for 5 of its 8 boxes, single-item free shipping 2 boxes away, a gift. */
export const spikeLine: CartLineItem = {
  id: 502,
  name: '连花清瘟胶囊',
  spec: '0.35g*36粒',
  maker: '石家庄以岭药业股份有限公司',
  unit: '盒',
  imageSrc: lianhua.imageSrc,
  price: '23.90',
  promotion: { kind: 'spike', price: '19.90', units: 5, running: true },
  quantity: 8,
  step: 1,
  min: 1,
  max: 86,
  selected: false,
  freeShippingMissing: 2,
  amount: '171.20',
  discountShare: '0.00',
  gifts: [{ name: '维生素C片 0.1g*100片', number: 1, unit: '瓶' }],
};

/** 布洛芬缓释胶囊 sold out: forced unselected with the reason (spec §4). */
export const soldOutLine: CartLineItem = {
  id: 503,
  name: '布洛芬缓释胶囊',
  spec: '0.3g*20粒',
  maker: '中美天津史克制药有限公司',
  unit: '盒',
  imageSrc: ibuprofen.imageSrc,
  price: '15.80',
  quantity: 20,
  step: 10,
  min: 10,
  max: 0,
  selected: false,
  unavailableReason: '商品已售罄',
  amount: '316.00',
};

/** A combination line (type 3): 2 sets of a cold-care set. */
export const comboLine: CartLineItem = {
  id: 504,
  name: '感冒护理组合装',
  unit: '套',
  price: '45.00',
  priceSource: 'base',
  quantity: 2,
  step: 1,
  min: 1,
  max: 30,
  selected: true,
  amount: '90.00',
  discountShare: '3.64',
  parts: [
    { name: '连花清瘟胶囊', spec: '0.35g*36粒', units: 1, unit: '盒', imageSrc: lianhua.imageSrc },
    { name: '布洛芬缓释胶囊', spec: '0.3g*20粒', units: 2, unit: '盒', imageSrc: ibuprofen.imageSrc },
  ],
};

/** A line at its negotiated price with a name long enough to wrap. */
export const negotiatedLongLine: CartLineItem = {
  id: 505,
  name: '复方甘草酸苷片（美能）薄膜衣片 肝功能异常辅助治疗 医院同规格 批发装',
  spec: '25mg*20片*5板',
  maker: '卫材（中国）药业有限公司',
  unit: '盒',
  price: '86.40',
  priceSource: 'negotiated',
  quantity: 3,
  step: 1,
  min: 1,
  max: 50,
  selected: true,
  amount: '259.20',
};

export const cartLines: CartLineItem[] = [ladderLine, spikeLine, soldOutLine, comboLine];

/** The same cart as the toolbar's drawer shows it. */
export const drawerLines: CartDrawerLine[] = [
  ladderLine,
  spikeLine,
  soldOutLine,
  comboLine,
  negotiatedLongLine,
].map(({ id, name, spec, imageSrc, price, quantity, unit }) => ({
  id,
  name,
  spec,
  imageSrc,
  price,
  quantity,
  unit,
}));

/** 感冒护理组合装 at ¥45.00 a set against ¥55.50 bought separately (23.90 + 2 × 15.80). */
export const coldCareCombo: ComboCardProps = {
  name: '感冒护理组合装',
  parts: [
    {
      name: '连花清瘟胶囊',
      spec: '0.35g*36粒',
      maker: '石家庄以岭药业股份有限公司',
      units: 1,
      unit: '盒',
      imageSrc: lianhua.imageSrc,
    },
    {
      name: '布洛芬缓释胶囊',
      spec: '0.3g*20粒',
      maker: '中美天津史克制药有限公司',
      units: 2,
      unit: '盒',
      imageSrc: ibuprofen.imageSrc,
    },
  ],
  price: '45.00',
  originalPrice: '55.50',
  stock: 30,
};
