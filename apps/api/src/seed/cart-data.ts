/*
 * What the cart seeder holds (docs/cart.md § Seed). Goods are named by their generic name: the seeder takes the
 * lowest id of that name, which the deterministic catalogue keeps the same at every catalogue size (the first
 * 300 goods are the same in the test template and a 100k demo), so the same products carry the same terms.
 */

/** The chain's head office (13800138000's company) and the stores it manages (spec §7 POST /api/cart/copy). */
export const CHAIN_MANAGER_PHONE = '13800138000';
export const HEAD_OFFICE = '仁心大药房';

export const chainStores = [
  {
    phone: '13800138001',
    name: '陈朝阳',
    username: 'renxin-cy',
    company: '仁心大药房（朝阳店）',
    address: '北京市朝阳区朝阳路216号',
  },
  {
    phone: '13800138002',
    name: '刘海淀',
    username: 'renxin-hd',
    company: '仁心大药房（海淀店）',
    address: '北京市海淀区中关村大街58号',
  },
];

/** Yuan to fen for the tiers below: 满1000减50 reads as written. */
const yuan = (amount: number) => amount * 100;

/**
 * The home page's top banner promises 药采年中采购节 · 全场满1000减50 (content-data.ts), so that activity runs
 * over every goods; 满3000减200 is its second tier. The goods-specific one covers the cold remedies.
 */
export const fullAmountRows = [
  {
    code: 'all-1000-50',
    title: '药采年中采购节 全场满1000减50',
    allGoods: true,
    goods: [] as string[],
    tiers: [
      { amountFen: yuan(1000), reductionFen: yuan(50) },
      { amountFen: yuan(3000), reductionFen: yuan(200) },
    ],
  },
  {
    code: 'cold-500-30',
    title: '感冒用药 满500减30',
    allGoods: false,
    goods: ['连花清瘟颗粒', '板蓝根颗粒', '感冒灵颗粒', '布洛芬缓释胶囊', '布洛芬混悬液'],
    tiers: [{ amountFen: yuan(500), reductionFen: yuan(30) }],
  },
];

/** Buy `buy` get `get`: type 1 more of the same goods, type 2 the `gift` goods. */
export const giftRows: { goods: string; buy: number; get: number; type: 1 | 2; gift: string }[] = [
  { goods: '阿莫西林胶囊', buy: 10, get: 1, type: 1, gift: '阿莫西林胶囊' },
  { goods: '维生素C片', buy: 20, get: 2, type: 1, gift: '维生素C片' },
  { goods: '感冒灵颗粒', buy: 10, get: 1, type: 2, gift: '一次性使用医用口罩' },
];

/**
 * Combinations (组合购, /zhzq): parts with units per set. The set price is `percent` of the parts' list prices
 * at seed time, rounded down to the yuan, so it is always below buying them separately.
 */
export const combinationRows = [
  {
    code: 'cold-care',
    name: '感冒护理组合',
    percent: 88,
    parts: [
      { goods: '连花清瘟颗粒', number: 2 },
      { goods: '板蓝根颗粒', number: 2 },
      { goods: '一次性使用医用口罩', number: 1 },
    ],
  },
  {
    code: 'fever-care',
    name: '退热护理组合',
    percent: 90,
    parts: [
      { goods: '布洛芬混悬液', number: 1 },
      { goods: '电子体温计', number: 1 },
      { goods: '医用外科口罩', number: 1 },
    ],
  },
  {
    code: 'wound-care',
    name: '家庭护创组合',
    percent: 85,
    parts: [
      { goods: '碘伏消毒棉签', number: 2 },
      { goods: '创可贴', number: 1 },
      { goods: '医用酒精消毒液', number: 1 },
    ],
  },
  {
    code: 'glucose-check',
    name: '血糖监测组合',
    percent: 92,
    parts: [
      { goods: '血糖仪', number: 1 },
      { goods: '血糖试纸', number: 2 },
    ],
  },
];

/** 议价 for the head office: `percent` of the list price, rounded down to 10 fen. */
export const negotiatedRows = [
  { goods: '阿莫西林胶囊', percent: 88 },
  { goods: '布洛芬缓释胶囊', percent: 90 },
  { goods: '硝苯地平控释片', percent: 85 },
];

/** The cart's shipping rule (spec §3 shipping_data), in fen: ¥10.00 below ¥800.00. */
export const shippingSettingRows = { shipping_fee_fen: 1000, free_shipping_from_fen: 80000 };
