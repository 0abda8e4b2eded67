/**
 * The SWR cache keys, from one factory: every key is an array whose first element is the resource, so an
 * action can refresh everything of a resource (`keys.goods.all`) or one answer (`keys.goods.detail(41)`)
 * with `matchesAny` — the same prefix rule everywhere, never a string comparison per hook.
 */
export type Key = readonly unknown[];

export const keys = {
  site: {
    all: ['site'],
    /** The footer's help list as the last visit stored it (localStorage, spec §7), until /api/site answers. */
    storedHelp: ['site', 'storedHelp'],
  },
  user: { all: ['user'], base: ['user', 'base'] },
  account: {
    all: ['account'],
    /** GET /api/user/phone/{phone}: whether a phone already has an account. */
    phone: (phone: string) => ['account', 'phone', phone],
  },
  goods: {
    all: ['goods'],
    list: (query: Record<string, string | number>) => ['goods', 'list', query],
    search: (query: { keywords: string; type: number; page: number }) => ['goods', 'search', query],
    detail: (id: number) => ['goods', 'detail', id],
    activities: (goodsId: number) => ['goods', 'activities', goodsId],
  },
  cart: {
    all: ['cart'],
    /** GET /api/cart/list?filters */
    list: (filters: number) => ['cart', 'list', filters],
    /** GET /api/cart/total: the badge. */
    total: ['cart', 'total'],
    /** GET /api/cart/combinations (/zhzq). */
    combinations: ['cart', 'combinations'],
    /** POST /api/cart/checkout: the step-2 preview of these lines, a read sent as POST. */
    checkout: (ids: readonly number[]) => ['cart', 'checkout', ids],
    /** POST /api/cart/next_hint: what to add for the next tier or free shipping, a read sent as POST. */
    nextHint: ['cart', 'next-hint'],
  },
  order: {
    all: ['order'],
    /** GET /api/order with the tab, keywords, dates and page. */
    list: (query: Record<string, string | number>) => ['order', 'list', query],
    detail: (id: number) => ['order', 'detail', id],
    /** GET /api/pay/options?order_id: what step 3 offers for one order. */
    payOptions: (id: number) => ['order', 'pay-options', id],
  },
  afterSale: {
    all: ['afterSale'],
    /** GET /api/after_sale with status and page. */
    list: (query: Record<string, string | number>) => ['afterSale', 'list', query],
    detail: (id: number) => ['afterSale', 'detail', id],
  },
  address: { all: ['address'], list: ['address', 'list'] },
  points: {
    all: ['points'],
    /** GET /api/user/points_log with the type and page. */
    log: (query: Record<string, string | number>) => ['points', 'log', query],
    /** GET /api/points_mall?page. */
    mall: (page: number) => ['points', 'mall', page],
    /** GET /api/points_order?page. */
    orders: (page: number) => ['points', 'orders', page],
  },
  wallet: {
    all: ['wallet'],
    money: ['wallet', 'money'],
    moneyLog: (query: Record<string, string | number>) => ['wallet', 'money-log', query],
    credit: ['wallet', 'credit'],
    creditBills: (query: Record<string, string | number>) => ['wallet', 'credit-bills', query],
    coupons: (query: Record<string, string | number>) => ['wallet', 'coupons', query],
    couponNum: ['wallet', 'coupon-num'],
    /** GET /api/pay/recharge_options: the online methods and limits of a top-up. */
    rechargeOptions: ['wallet', 'recharge-options'],
    /** GET /api/pay/online/{id}: an online payment (an order's or a top-up's), polled while pending. */
    onlinePayment: (id: number) => ['wallet', 'online-payment', id],
  },
  /** 含麻 receipts (/hmdd). */
  hmReceipt: {
    all: ['hmReceipt'],
    list: (page: number) => ['hmReceipt', 'list', page],
  },
  invoice: {
    all: ['invoice'],
    /** GET /api/invoice with the status, Beijing dates and page. */
    list: (query: Record<string, string | number>) => ['invoice', 'list', query],
  },
  /** Cash-back (满返, /hb) and the company's cash vouchers (现金券, /wdqb/xjq). */
  cashback: {
    all: ['cashback'],
    campaigns: ['cashback', 'campaigns'],
    vouchers: (query: Record<string, string | number>) => ['cashback', 'vouchers', query],
  },
  /** The coupon centre (/lqzx): templates to claim, per group and page. */
  couponCentre: {
    all: ['coupon-centre'],
    list: (query: Record<string, string | number>) => ['coupon-centre', 'list', query],
  },
  contract: { all: ['contract'], state: ['contract', 'state'] },
  favorite: { all: ['favorite'], page: (page: number) => ['favorite', 'page', page] },
  kxzq: {
    all: ['kxzq'],
    programmes: ['kxzq', 'programmes'],
    goods: (url: string, page: number) => ['kxzq', 'goods', url, page],
    access: (goodsId: number) => ['kxzq', 'access', goodsId],
  },
  promotion: {
    all: ['promotion'],
    spike: ['promotion', 'spike'],
    everydayPrice: ['promotion', 'everyday-price'],
    recommendations: ['promotion', 'recommendations'],
    activityPages: ['promotion', 'activity-pages'],
    activityPage: (id: number) => ['promotion', 'activity-page', id],
    clinicPage: ['promotion', 'clinic-page'],
    welfare: (page: number) => ['promotion', 'welfare', page],
  },
  focus: {
    all: ['focus'],
    common: ['focus', 'common'],
    position: (variant: string) => ['focus', 'position', variant],
    banner: (bannerId: number) => ['focus', 'banner', bannerId],
    brand: (id: number) => ['focus', 'brand', id],
    kxzqAdverts: (ids: string) => ['focus', 'kxzq-ad', ids],
  },
  article: {
    all: ['article'],
    category: (categoryId: number, perPage: number) => ['article', 'category', categoryId, perPage],
    list: (categoryId: number, page: number, perPage: number) => [
      'article',
      'list',
      categoryId,
      page,
      perPage,
    ],
    detail: (id: number) => ['article', 'detail', id],
  },
  links: { all: ['links'] },
  message: {
    all: ['message'],
    /** GET /api/user/message?status&page (/zhzx/wdxx). */
    list: (query: { status: string; page: number; per_page?: number }) => ['message', 'list', query],
  },
  /** GET /api/user/stores (/zhzx/ddgl). */
  stores: { all: ['stores'], list: ['stores', 'list'] },
  draw: {
    all: ['draw'],
    /** GET /api/draw/simple: the running draw and whether this buyer has a chance left today. */
    simple: ['draw', 'simple'],
    activity: (id: number) => ['draw', 'activity', id],
    records: (page: number) => ['draw', 'records', page],
    ads: ['draw', 'ads'],
  },
  qualification: {
    all: ['qualification'],
    /** GET /api/user/zizhi: the company, its certificates and what is missing. */
    zizhi: ['qualification', 'zizhi'],
    /** GET /api/user/jyfw: the business scope. */
    jyfw: ['qualification', 'jyfw'],
  },
  /** 在线客服 (issue #23 §3): the newest page of the company's conversation and the unread count. */
  chat: { all: ['chat'], latest: ['chat', 'latest'], unread: ['chat', 'unread'] },
  /** Self-service (/zzfw): quick purchase, item-wanted requests, feedback. */
  selfService: {
    all: ['self-service'],
    fastBuy: (query: { page: number; order: string }) => ['self-service', 'fast-buy', query],
    requests: (page: number) => ['self-service', 'requests', page],
    request: (id: number) => ['self-service', 'request', id],
    feedback: (page: number) => ['self-service', 'feedback', page],
  },
  /** Goods alerts (到货提醒 / 降价提醒): the member page's list and one goods' active alerts. */
  alerts: {
    all: ['alerts'],
    list: (query: { page: number; status: string }) => ['alerts', 'list', query],
    goods: (goodsId: number) => ['alerts', 'goods', goodsId],
  },
} as const satisfies Record<string, Record<string, Key | ((...args: never[]) => Key)>>;

const samePart = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Whether `key` is `prefix` or lies under it (`['goods', 'list', q]` lies under `['goods']`). */
export function isUnder(key: unknown, prefix: Key): boolean {
  return (
    Array.isArray(key) &&
    key.length >= prefix.length &&
    prefix.every((part, index) => samePart(key[index], part))
  );
}

/** A matcher for SWR's `mutate(filter)`: every cached key under one of `prefixes`. */
export const matchesAny =
  (prefixes: readonly Key[]) =>
  (key: unknown): boolean =>
    prefixes.some((prefix) => isUnder(key, prefix));
