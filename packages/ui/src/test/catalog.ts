import type { MenuCategory, NavBarItem, ProductSummary } from '../index';

/**
 * Catalogue data for stories and tests: products, categories, nav items, brands and adverts. Images
 * are inline SVG so stories work offline and in the Chromium test run.
 */
function svg(width: number, height: number, fill: string, text: string, fontSize = 20) {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill}"/><text x="${width / 2}" y="${height / 2 + fontSize / 3}" font-size="${fontSize}" fill="#fff" text-anchor="middle" font-family="sans-serif">${text}</text></svg>`,
  )}`;
}

/** A source the browser cannot decode, so the image's error event fires. */
export const brokenImage = 'data:image/png;base64,AAAA';

export const amoxicillin: ProductSummary = {
  id: 10231,
  name: '阿莫西林胶囊',
  specification: '0.25g*24粒',
  manufacturer: '石药集团欧意药业有限公司',
  imageSrc: svg(240, 240, '#1668d0', '阿莫西林'),
  priceFen: 850,
  stock: 1200,
  unit: '盒',
  tags: [
    { name: '优', describe: '优选好药' },
    { name: '满', describe: '满1000元减50元' },
  ],
  approvalNumber: '国药准字H13023964',
  expiryDate: '2026-08-31',
};

/** 阿莫西林胶囊 in the running 全场94折, for a buyer in its audience: ¥8.50 → ¥7.99 (6% off, rounded down). */
export const amoxicillinStoreWide: ProductSummary = {
  ...amoxicillin,
  tags: [{ name: '94折', describe: '全场94折 · 采购节' }, ...(amoxicillin.tags ?? [])],
  storeWidePriceFen: 799,
};

export const ibuprofen: ProductSummary = {
  id: 10568,
  name: '布洛芬缓释胶囊',
  specification: '0.3g*20粒',
  manufacturer: '中美天津史克制药有限公司',
  imageSrc: svg(240, 240, '#2e7d32', '布洛芬'),
  priceFen: 1580,
  stock: 0,
  unit: '盒',
  tags: [{ name: '秒', describe: '限时秒杀' }],
  approvalNumber: '国药准字H10900089',
  expiryDate: '2025-12-31',
};

export const lianhua: ProductSummary = {
  id: 11873,
  name: '连花清瘟胶囊',
  specification: '0.35g*36粒',
  manufacturer: '石家庄以岭药业股份有限公司',
  imageSrc: svg(240, 240, '#a15c00', '连花清瘟'),
  priceFen: 2390,
  stock: 86,
  unit: '盒',
  tags: [
    { name: '特', describe: '每日特价' },
    { name: '换购', describe: '加1元换购维生素C片' },
  ],
  approvalNumber: '国药准字Z20040063',
  expiryDate: '2026-03-15',
};

export const banlangen: ProductSummary = {
  id: 12004,
  name: '板蓝根颗粒',
  specification: '10g*20袋',
  manufacturer: '广州白云山和记黄埔中药有限公司',
  priceFen: 1250,
  stock: 5400,
  unit: '包',
  tags: [{ name: '新', describe: '新品上架' }],
  approvalNumber: '国药准字Z44020409',
};

export const sampleProducts: ProductSummary[] = [amoxicillin, ibuprofen, lianhua, banlangen];

function leaf(id: number, name: string): MenuCategory {
  return { id, name, children: [] };
}

export const sampleCategories: MenuCategory[] = [
  {
    id: 1,
    name: '抗感染药',
    logo1: svg(32, 32, '#c81623', '抗', 18),
    children: [
      { id: 11, name: '青霉素类', children: [leaf(111, '阿莫西林'), leaf(112, '青霉素V钾')] },
      { id: 12, name: '头孢菌素类', children: [leaf(121, '头孢克肟'), leaf(122, '头孢呋辛酯')] },
      { id: 13, name: '抗病毒药', children: [] },
    ],
  },
  {
    id: 2,
    name: '感冒用药',
    children: [
      { id: 21, name: '解热镇痛', children: [leaf(211, '布洛芬'), leaf(212, '对乙酰氨基酚')] },
      { id: 22, name: '清热解毒', children: [leaf(221, '板蓝根'), leaf(222, '连花清瘟')] },
    ],
  },
  { id: 3, name: '心脑血管', children: [{ id: 31, name: '降压药', children: [leaf(311, '硝苯地平')] }] },
  { id: 4, name: '消化系统', children: [{ id: 41, name: '胃药', children: [leaf(411, '奥美拉唑')] }] },
  { id: 5, name: '中药饮片', children: [{ id: 51, name: '补益类', children: [leaf(511, '黄芪')] }] },
  { id: 6, name: '医疗器械', children: [{ id: 61, name: '检测器械', children: [leaf(611, '血糖仪')] }] },
  { id: 7, name: '维矿物质', children: [] },
  { id: 8, name: '计生用品', children: [leaf(81, '避孕套')] },
  { id: 9, name: '保健食品', children: [leaf(91, '蛋白粉')] },
];

export const sampleNavItems: NavBarItem[] = [
  { name: '首页', url: '/' },
  { name: '优选专区', url: '/yx' },
  { name: '中药专区', url: '/zyyp' },
  { name: '器械专区', url: '/qxzq' },
  {
    name: '活动专区',
    url: '/yjh',
    children: [
      { name: '每日特价', url: '/mrtj' },
      { name: '满额返现', url: '/hb' },
      { name: '组合购', url: '/zhzq' },
      { name: '全场94折', url: '' },
    ],
  },
  { name: '品牌专区', url: '/ppzq' },
  { name: '领券中心', url: '/lqzx' },
  { name: '积分商城', url: '*#敬请期待' },
  { name: '抽奖', url: '' },
  { name: '近效期专区', url: '/jxqzc' },
];

export const sampleBrandLogo = svg(160, 80, '#c81623', '同仁堂', 28);

export const topAdvert = svg(1200, 80, '#c81623', '药采年中大促 · 满1000减50', 28);
export const bottomAdvert = svg(1200, 100, '#1668d0', '新人注册即送100元优惠券', 28);
export const sideAdvert = svg(120, 300, '#a15c00', '领券', 24);
