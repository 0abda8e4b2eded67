import type {
  ArticleCategoryData,
  FocusAdverts,
  FocusCommon,
  FriendLinks,
  Goods,
  GoodsDetail,
  SiteConfig,
  UserBase,
} from '@yaocai/domain';

export const siteFixture: SiteConfig = {
  site_title: '药采',
  site_url: 'https://www.yaocai.example',
  hot_line: '400-800-1234',
  qq1: '800001',
  qq2: '800002',
  admin: { name: '李客服', phone: '400-800-1234', is_default: 1 },
  licences: [{ label: '互联网药品信息服务资格证书', value: '(京)-经营性-2024-0012', sample: 1 }],
  help: [
    {
      id: 10,
      code: 'xrzn',
      name: '新手指南',
      url: '/help/xrzn/hyzc',
      children: [
        { id: 11, code: 'hyzc', name: '会员注册', url: '/help/xrzn/hyzc' },
        { id: 12, code: 'gwzn', name: '购物指南', url: '/help/xrzn/gwzn' },
      ],
    },
    {
      id: 30,
      code: 'zfps',
      name: '支付配送',
      url: '/help/zfps/ddzf',
      children: [{ id: 31, code: 'ddzf', name: '订单支付', url: '/help/zfps/ddzf' }],
    },
  ],
  news: [
    { id: 1, code: 'hy', name: '行业资讯', url: '/news/hy' },
    { id: 2, code: 'company', name: '公司动态', url: '/news/company' },
    { id: 3, code: 'notice', name: '平台公告', url: '/news/notice' },
  ],
  app_qr: '/images/app-qr.png',
  wechat_qr: '/images/wechat-qr.png',
  chat_url: '/chat',
  tech_support: { name: '药采科技', url: 'https://tech.yaocai.example' },
  hot_words: ['阿莫西林', '布洛芬', '连花清瘟'],
  wechat_login: 1,
  timestamp: 1_760_000_000,
};

export const userFixture: UserBase = {
  show: true,
  username: 'renxin',
  name: '王店长',
  id: 1,
  phone: '13800138000',
  company: '仁心大药房',
  face: '',
  rank: 1,
  admin: { name: '张敏', phone: '13800000001', is_default: 0 },
  address: '北京市朝阳区',
  is_passed: 1,
  points: 120,
  cart: 3,
  message_count: 2,
  wechat: '',
  token: 'chat-token',
  common_config: { hot_line: '400-800-1234', qq1: '800001', qq2: '800002' },
  quality_inspection: { quality_inspection_url: '', msg: '暂无质检报告' },
  login_url: '/login',
  is_show_youx: 0,
  is_special: 0,
  is_can_chat: 0,
  is_AfterSale: '0',
  switch: 1,
  acting_store: null,
};

export const goodsFixture: Goods = {
  id: 41,
  name: '阿莫西林胶囊',
  sccj: '华润双鹤药业股份有限公司',
  ypgg: '0.25g*24粒',
  bzdw: '盒',
  zbz: 10,
  pzwh: '国药准字H11020001',
  ck_id: 0,
  goods_image: ['/api/goods/image/41.webp'],
  price: '9.80',
  base_price: '12.00',
  is_buy: 1,
  buy_reason: '',
  number: 500,
  ladder_price: [
    { number: 20, price: '9.50' },
    { number: 50, price: '9.20' },
  ],
  ladder_price_type: 1,
  is_dpby: 1,
  qg_number: 30,
  is_free_shipping: 0,
  free_shipping_number: 0,
  is_youx: 0,
  type: 1,
  tags: [
    { name: '优', describe: '优选商品', is_show: 1 },
    { name: '隐', describe: '', is_show: 0 },
  ],
  regulatory_class: 'prescription',
  dosage_form: '胶囊剂',
  expire_date: '2028-05-31',
};

export const goodsDetailFixture: GoodsDetail = {
  ...goodsFixture,
  expiry_date: null,
  storage: '密封，在干燥处保存',
  reg_class: '处方药',
  expire_range: { from: '2028-05-31', to: '2028-11-30' },
  batch_no: '2505121',
  production_date: '2025-06-01',
  quality_report: '/api/picture/0123456789abcdef0123.webp',
  insurance_category: 'class_a',
  insurance_label: '医保甲类',
  retail_price: '15.80',
  margin: { amount: '6.00', rate: '37.9%' },
  jzl: 400,
  instructions: {
    indications: '适用于敏感菌所致的上呼吸道感染。',
    usage: '口服。成人一次0.5g，每6～8小时1次。',
    contraindications: '青霉素过敏者禁用。',
    storage: '密封，在干燥处保存',
  },
  is_ephedrine: 0,
  kind: 'western',
  manufacturer_id: 2,
  brand: { id: 2, name: '双鹤' },
  category_path: [
    { id: 1, name: '抗感染药' },
    { id: 2, name: '青霉素类' },
  ],
  goods_price_id: 0,
  ladder_price_id: 7,
  goods_manjian_id: 0,
  is_yj: 0,
  is_jxq: 0,
  is_controlled: 0,
  is_favorite: 0,
};

/** A page of goods as the list, search and favourite endpoints answer. */
export const pageOfGoods = (list: Goods[], page = 1, total = list.length) => ({
  list,
  total,
  page,
  per_page: 20,
});

export const focusFixture: FocusCommon = {
  rnss: [{ id: 1, image: '/images/banner-1.svg', url: '/activity' }],
  nav: [
    { id: 1, name: '首页', url: '/', image: '', is_open: 0, children: [] },
    {
      id: 2,
      name: '活动专区',
      url: '/activity',
      image: '',
      is_open: 0,
      children: [{ id: 3, name: '限时秒杀', url: '/spike', image: '', is_open: 0, children: [] }],
    },
    { id: 4, name: '新品上市', url: '', image: '', is_open: 0, children: [] },
    { id: 5, name: '直播采购', url: '*live#活动即将开始', image: '', is_open: 0, children: [] },
  ],
  category: [
    {
      id: 10,
      name: '抗感染药',
      logo1: '',
      children: [{ id: 11, name: '青霉素类', logo1: '', children: [] }],
    },
  ],
  category_yx: [],
  category_zy: [],
  category_qx: [],
  brand: [{ id: 20, name: '同仁堂', logo: '' }],
  timestamp: 1_760_000_000,
};

/** /api/focus/{variant} lists: one advert per position, the side banners two. */
export const focusAdvertsFixture: Record<string, FocusAdverts> = {
  top: { list: [{ id: 31, title: '药采年中采购节', image: '/images/top.svg', url: '/mrtj' }] },
  right: {
    list: [
      { id: 41, title: '每日特价', image: '/images/side-1.svg', url: '/mrtj' },
      { id: 42, title: '品牌专区', image: '/images/side-2.svg', url: '/ppzq' },
    ],
  },
  postList: { list: [{ id: 51, title: '近效期特卖', image: '/images/tile.svg', url: '/jxqzc' }] },
  xrtj: { list: [{ id: 61, title: '新人推荐 首单好药低至8折', image: '/images/xrtj.svg', url: '/mrtj' }] },
  yx: { list: [{ id: 71, title: '优选专区 达量包邮', image: '/images/yx.svg', url: '/yx/rule' }] },
  zyzq: { list: [{ id: 72, title: '中药专区 道地药材', image: '/images/zyzq.svg', url: '/zyyp' }] },
  ppzq: { list: [{ id: 73, title: '品牌专区 名厂名药', image: '/images/ppzq.svg', url: '/ppzq' }] },
  login: { list: [{ id: 74, title: '药采 采购更省心', image: '/images/login.svg', url: '' }] },
};

export const announcementsFixture: ArticleCategoryData = {
  category: { id: 3, code: 'notice', name: '平台公告', section: 'news', url: '/news/notice' },
  list: [
    {
      id: 2,
      title: '关于2026年春节期间发货安排的公告',
      summary: '春节期间仓库暂停发货。 节后按支付顺序依次发货。',
      published_at: 1_770_000_000,
    },
    {
      id: 1,
      title: '企业资质到期更新提醒',
      summary: '请于到期前30日上传更新后的资质。',
      published_at: 1_769_000_000,
    },
  ],
  total: 2,
  page: 1,
  per_page: 5,
};

export const friendLinksFixture: FriendLinks = {
  list: [
    { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn/' },
    { name: '中国医药商业协会', url: 'https://www.capc.org.cn/' },
  ],
};

// The cart's fixtures live beside these; pages import every fixture from here.
export * from './cart-fixtures';
export * from './order-fixtures';
