import type { Suggestion } from '../components/SearchBox/useSuggestions';

/**
 * Story and test data. The QR is an inline SVG so stories work offline and in the Chromium test run.
 */
export const sampleQr = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM3 3h3v3H3zM15 3h3v3h-3zM3 15h3v3H3zM10 2h2v2h-2zM10 6h2v4h-2zM13 10h3v2h-3zM10 13h4v2h-4zM16 14h3v3h-3zM13 17h2v3h-2z" fill="#000"/></svg>',
)}`;

export const sampleLogo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" fill="#c81623" rx="6"/><text x="80" y="32" font-size="22" fill="#fff" text-anchor="middle" font-family="sans-serif">药采</text></svg>',
)}`;

export const dedicatedManager = { name: '张敏', phone: '13800000001', is_default: false };
export const defaultManager = { name: '李娜', phone: '13800000002', is_default: true };
export const signedInUser = { company: '仁心大药房', name: '王建国', username: 'rxdyf2024' };
export const hotLine = '400-800-1234';
export const hotWords = ['阿莫西林胶囊', '布洛芬缓释胶囊', '连花清瘟胶囊', '板蓝根颗粒', '999感冒灵'];

export const helpCategories = [
  {
    name: '新人指南',
    children: [
      { id: 66, name: '会员注册' },
      { id: 67, name: '资质上传' },
      { id: 68, name: '采购流程' },
    ],
  },
  {
    name: '支付配送',
    children: [
      { id: 71, name: '订单支付' },
      { id: 72, name: '货物配送' },
      { id: 73, name: '药品退换货' },
    ],
  },
  {
    name: '服务保障',
    children: [
      { id: 81, name: '网站资质' },
      { id: 82, name: '用户协议' },
      { id: 83, name: '专属客服' },
    ],
  },
];

export const licences = [
  { label: '药品网络交易服务第三方平台备案凭证', value: '（京）网药平台备字〔2024〕第000123号' },
  { label: '医疗器械网络交易服务第三方平台备案凭证', value: '（京）网械平台备字〔2024〕第00045号' },
  { label: '互联网药品信息服务资格证书', value: '（京）-经营性-2024-0012' },
  { label: '营业执照', value: '91110000MA01ABCD2X' },
];

export const friendLinks = [
  { name: '国家药品监督管理局', href: 'https://www.nmpa.gov.cn/' },
  { name: '中国医药商业协会', href: 'https://www.capc.org.cn/' },
  { name: '帮助中心', href: '/help' },
];

export const sampleCartPanel = [
  { name: '阿莫西林胶囊 0.25g*24粒', maker: '石药集团', price: '8.50', number: 10 },
  { name: '布洛芬缓释胶囊 0.3g*20粒', maker: '中美天津史克', price: '15.80', number: 5 },
];

/** 阿莫西林胶囊 ladder prices (goods `ladder_price`), in fen. */
export const sampleLadder = [
  { number: 1, priceFen: 1280 },
  { number: 10, priceFen: 1150 },
  { number: 50, priceFen: 980 },
  { number: 100, priceFen: 880 },
];

/** Suggestions as the search dropdown shows them: drug name, manufacturer as the hint. */
export const sampleSuggestions = [
  { text: '阿莫西林胶囊', hint: '石药集团' },
  { text: '阿莫西林颗粒', hint: '联邦制药' },
  { text: '阿莫西林克拉维酸钾片', hint: '华北制药' },
  { text: '布洛芬缓释胶囊', hint: '中美天津史克' },
  { text: '板蓝根颗粒', hint: '白云山' },
];

/**
 * Answers like the suggestion API after 300 ms: entries starting with the text, or made by a
 * manufacturer containing it. Honours the abort signal, as a real request does.
 */
export function loadSampleSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => resolve(sampleSuggestions.filter((s) => s.text.startsWith(text) || s.hint.includes(text))),
      300,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
