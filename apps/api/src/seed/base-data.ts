import { pictureUrl } from '../lib/picture-address';
import {
  type BannerSize,
  bannerSizes,
  focusAdvertRows,
  focusPositionRows,
  friendLinkRows,
} from './content-data';
import { placeholderQrSvg } from './qr';

/** The demo accounts of the README (password demo1234). */
export const DEMO_PASSWORD = 'demo1234';

export const managers = [
  { name: '客服小药', phone: '400-800-1234', isDefault: true },
  { name: '张敏', phone: '13800000001', isDefault: false },
];

export const companyRows = [
  {
    name: '仁心大药房',
    qualificationPassed: true,
    contractSigned: true,
    region: '北京市',
    address: '北京市朝阳区建国路88号',
  },
  {
    name: '康宁诊所',
    qualificationPassed: true,
    // Not signed: its first order answers 459 (buyers.ts keeps the flag in step with contract_signatures).
    contractSigned: false,
    region: '河北省',
    address: '河北省石家庄市长安区中山东路12号',
  },
];

export const demoUsers = [
  {
    phone: '13800138000',
    name: '李仁心',
    username: 'renxin',
    company: '仁心大药房',
    managerPhone: '13800000001',
    isCanChat: 1,
    rank: 2,
    points: 1280,
    isShowYoux: 1,
  },
  {
    phone: '13900139000',
    name: '王康宁',
    username: 'kangning',
    company: '康宁诊所',
    managerPhone: null,
    isCanChat: 0,
    rank: 1,
    points: 300,
    isShowYoux: 0,
  },
];

export const demoMessages = [
  { title: '资质审核已通过', body: '您提交的企业资质已审核通过，现在可以下单采购。' },
  { title: '订单已发货', body: '您的订单已由仓库发出，请注意查收。' },
  { title: '优惠券到账提醒', body: '满1000减50优惠券已发放到您的账户，有效期7天。' },
];

/**
 * Top-level entries (spec §9, at most nine), one with no url (活动未开始) and one '*…#message' entry. Every
 * url is a page the web app has built (test/seed-links.test.ts walks them); entries for pages not built yet
 * (积分商城, 帮助中心, 限时秒杀) come back with their pages.
 */
export const navRows = [
  { code: 'home', name: '首页', url: '/', children: [] },
  { code: 'yx', name: '优选专区', url: '/yx', children: [] },
  { code: 'zy', name: '中药专区', url: '/zyyp', children: [] },
  {
    code: 'activity',
    name: '活动专区',
    url: '/mrtj',
    children: [
      { code: 'activity-daily', name: '每日特价', url: '/mrtj' },
      { code: 'activity-expiry', name: '近效期特卖', url: '/jxqzc' },
    ],
  },
  { code: 'brand', name: '品牌专区', url: '/ppzq', children: [] },
  { code: 'kxzq', name: '控销专区', url: '/kxzq', children: [] },
  { code: 'qxzq', name: '器械专区', url: '/qxzq', children: [] },
  { code: 'new', name: '新品上市', url: '/xpss', children: [] },
  { code: 'live', name: '直播采购', url: '/yjh/live', children: [] },
];

export const adPositionRows = [
  { id: 1, code: 'index_carousel', name: '首页轮播' },
  { id: 2, code: 'top_right', name: '顶部右侧广告' },
  { id: 3, code: 'login', name: '登录页广告' },
  { id: 121, code: 'bottom_banner', name: '底部横幅' },
  ...focusPositionRows,
];

export const advertRows: {
  positionId: number;
  title: string;
  url: string;
  sort: number;
  colour: string;
  size?: BannerSize;
}[] = [
  { positionId: 1, title: '每日特价 天天低价', url: '/mrtj', sort: 1, colour: '#1677ff' },
  { positionId: 1, title: '品牌专区 名厂名药', url: '/ppzq', sort: 2, colour: '#fa541c' },
  { positionId: 1, title: '优选专区 达量包邮', url: '/yx', sort: 3, colour: '#13a8a8' },
  // The top-right list's slot is 240×120 (HomeAdverts.tsx keeps that box before the picture arrives).
  { positionId: 2, title: '控销专区 授权采购', url: '/kxzq', sort: 1, colour: '#eb2f96', size: 'tile' },
  { positionId: 3, title: '药采 采购更省心', url: '', sort: 1, colour: '#2f54eb', size: 'login' },
  { positionId: 121, title: '优选好药 达量包邮', url: '/yx/rule', sort: 1, colour: '#d4380d', size: 'strip' },
  ...focusAdvertRows,
];

/** A flat banner picture with its title (no external image hosting in the demo; served by `pictureUrl`). */
export function bannerSvg(title: string, colour: string, size: BannerSize = 'wide'): string {
  const { width, height, fontSize } = bannerSizes[size];
  // Side banners are narrow: one character a line, top to bottom.
  const text =
    size === 'side'
      ? `<text x="${width / 2}" y="${fontSize * 2}" font-size="${fontSize}" text-anchor="middle" fill="#fff">` +
        [...title]
          .map((char, i) => `<tspan x="${width / 2}" dy="${i === 0 ? 0 : fontSize * 1.3}">${char}</tspan>`)
          .join('') +
        '</text>'
      : `<text x="${width / 2}" y="${Math.round(height / 2 + fontSize * 0.35)}" font-size="${fontSize}" text-anchor="middle" fill="#fff">${title}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}"/>${text}</svg>`
  );
}

export const hotWordRows = [
  { word: '阿莫西林', pinned: 1 },
  { word: '连花清瘟', pinned: 1 },
  { word: '口罩', pinned: 1 },
  { word: '血压计', pinned: 1 },
  { word: '布洛芬', pinned: 0 },
  { word: '板蓝根', pinned: 0 },
  { word: '维生素C', pinned: 0 },
  { word: '感冒灵', pinned: 0 },
];

/** The site's QR codes (placeholders: the demo has no app or WeChat account); seedContent stores them. */
export const siteQrSvgs = {
  app_qr: placeholderQrSvg('yaocai-app', '下载药采APP'),
  wechat_qr: placeholderQrSvg('yaocai-wechat', '关注药采公众号'),
};

export const siteSettingRows: Record<string, unknown> = {
  hot_line: '400-800-1234',
  qq1: '800012345',
  qq2: '800067890',
  // Invented sample numbers (sample: 1, the footer shows 示例): an operator enters the real ones in the
  // console's 网站证照 (PUT /api/console/settings/licences).
  licences: [
    { label: '药品网络交易服务第三方平台备案凭证', value: '(京)网药平台备字〔2023〕第000123号', sample: 1 },
    {
      label: '医疗器械网络交易服务第三方平台备案凭证',
      value: '(京)网械平台备字〔2023〕第00045号',
      sample: 1,
    },
    { label: '互联网药品信息服务资格证书', value: '(京)-经营性-2023-0088', sample: 1 },
  ],
  app_qr: pictureUrl(siteQrSvgs.app_qr),
  wechat_qr: pictureUrl(siteQrSvgs.wechat_qr),
  // No chat service exists yet: an empty address keeps the toolbar on the QQ contacts instead of a frame.
  chat_url: '',
  // The footer prints 技术支持： itself; the credit links to the home page until a company page exists.
  tech_support: { name: '药采科技', url: '/' },
  friend_links: friendLinkRows,
  // Demo values: the supplier on delivery notes and the order export (a real deployment sets its own licence).
  supplier_name: '药采（北京）医药有限公司',
  supplier_licence: '京AA0100123',
};
