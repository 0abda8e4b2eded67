/**
 * Seed content of the home and zone adverts, the announcements and the friendly links. Ad position ids are
 * assigned (the API and the pages name them), kept apart from the spec's 121 and from the first positions.
 */

/** Banner picture sizes (width × height, title font size) per placement. */
export const bannerSizes = {
  wide: { width: 1200, height: 300, fontSize: 64 },
  strip: { width: 1200, height: 80, fontSize: 32 },
  zone: { width: 1200, height: 160, fontSize: 48 },
  side: { width: 120, height: 300, fontSize: 22 },
  tile: { width: 240, height: 120, fontSize: 24 },
  login: { width: 600, height: 400, fontSize: 40 },
} as const;
export type BannerSize = keyof typeof bannerSizes;

/** Positions read by /api/focus/{variant} (content/focus-positions.ts). */
export const focusPositionRows = [
  { id: 201, code: 'index_top', name: '首页顶部通栏' },
  { id: 202, code: 'index_side', name: '首页两侧浮动广告' },
  { id: 203, code: 'index_xrtj', name: '首页新人推荐' },
  { id: 204, code: 'zone_ppzq', name: '品牌专区横幅' },
  { id: 205, code: 'zone_zyzq', name: '中药专区横幅' },
  { id: 206, code: 'zone_yx', name: '优选专区横幅' },
];

export const focusAdvertRows: {
  positionId: number;
  title: string;
  url: string;
  sort: number;
  colour: string;
  size: BannerSize;
}[] = [
  {
    positionId: 201,
    title: '药采年中采购节 · 全场满1000减50',
    url: '/mrtj',
    sort: 1,
    colour: '#c81623',
    size: 'strip',
  },
  { positionId: 202, title: '每日特价', url: '/mrtj', sort: 1, colour: '#a15c00', size: 'side' },
  { positionId: 202, title: '品牌专区', url: '/ppzq', sort: 2, colour: '#1668d0', size: 'side' },
  {
    positionId: 203,
    title: '新人推荐 · 首单好药低至8折',
    url: '/mrtj',
    sort: 1,
    colour: '#eb2f96',
    size: 'zone',
  },
  {
    positionId: 204,
    title: '品牌专区 · 名厂名药 正品直供',
    url: '/ppzq',
    sort: 1,
    colour: '#722ed1',
    size: 'zone',
  },
  {
    positionId: 205,
    title: '中药专区 · 道地药材 源头直采',
    url: '/zyyp',
    sort: 1,
    colour: '#7c4a1e',
    size: 'zone',
  },
  {
    positionId: 206,
    title: '优选专区 · 优选好药 达量包邮',
    url: '/yx/rule',
    sort: 1,
    colour: '#d4380d',
    size: 'zone',
  },
  { positionId: 2, title: '器械专区 家用好物', url: '/qxzq', sort: 2, colour: '#13a8a8', size: 'tile' },
  { positionId: 2, title: '近效期特卖', url: '/jxqzc', sort: 3, colour: '#fa8c16', size: 'tile' },
];

/** Announcements, newest first; `daysAgo` dates them relative to the seed day. */
export const articleRows = [
  {
    categoryId: 3,
    daysAgo: 1,
    title: '关于2026年春节期间发货安排的公告',
    body:
      '尊敬的客户：春节期间（2月14日至2月22日）仓库暂停发货，2月13日16:00前支付的订单将在节前发出，' +
      '节后订单自2月23日起按支付顺序依次发货。\n\n节日期间在线下单、支付不受影响，客服热线400-800-1234照常值守。',
  },
  {
    categoryId: 3,
    daysAgo: 4,
    title: '企业资质到期更新提醒',
    body:
      '请各采购单位于资质到期前30日登录会员中心“资质证照”上传更新后的《药品经营许可证》《营业执照》及采购委托书。' +
      '资质过期的账户将暂停下单，更新审核通过后自动恢复。',
  },
  {
    categoryId: 3,
    daysAgo: 9,
    title: '平台通过药品经营质量管理规范（GSP）复查',
    body:
      '药采自营仓近日通过药品监督管理部门的GSP现场复查，冷链、验收、储存与出库各环节符合规范要求。' +
      '平台将继续严格执行首营审核与批签发查验，保障用药安全。',
  },
  {
    categoryId: 3,
    daysAgo: 15,
    title: '新品上市：多款中药饮片及家用医疗器械上架',
    body:
      '本周新上架道地中药饮片32个品规、家用血压计与血糖仪等医疗器械18个品规，欢迎在中药专区、器械专区选购。' +
      '新品首月享阶梯价优惠。',
  },
  {
    categoryId: 3,
    daysAgo: 23,
    title: '优选专区包邮规则调整说明',
    body:
      '自本月起，优选专区商品按商品页标注的包邮数量单独计算：单品采购达到包邮数量即免运费。' +
      '详细规则请查看优选专区“包邮规则”页面。',
  },
  {
    categoryId: 3,
    daysAgo: 35,
    title: '关于谨防冒充平台客服诈骗的提示',
    body: '平台客服不会以任何理由要求您向个人账户转账。如接到可疑电话，请通过页面右侧客服入口或官方热线核实。',
  },
  {
    categoryId: 1,
    daysAgo: 6,
    title: '国家医保药品目录新版落地执行',
    body: '新版国家医保药品目录正式执行，新增药品覆盖肿瘤、慢性病、罕见病等治疗领域。',
  },
];

/** 友情链接 in the footer (site_settings.friend_links). */
export const friendLinkRows = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn/' },
  { name: '国家卫生健康委员会', url: 'https://www.nhc.gov.cn/' },
  { name: '国家医疗保障局', url: 'https://www.nhsa.gov.cn/' },
  { name: '中国医药商业协会', url: 'https://www.capc.org.cn/' },
  { name: '中国医药信息查询平台', url: 'https://www.dayi.org.cn/' },
];
