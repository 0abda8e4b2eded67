import type { CartAddResult, CartLine, CartState, Combination } from '@yaocai/domain';

/** The cart fixtures are typed and parsed against the domain contract in `use-cart.test.tsx`, so they cannot drift. */
export const cartLineFixture: CartLine = {
  id: 301,
  type: 0,
  is_combination: 0,
  goods: {
    id: 41,
    name: '阿莫西林胶囊',
    sccj: '华润双鹤药业股份有限公司',
    ypgg: '0.25g*24粒',
    bzdw: '盒',
    zbz: 10,
    ck_id: 0,
    goods_image: ['/api/goods/image/41.webp'],
    number: 500,
  },
  combination: null,
  price: '9.50',
  number: 20,
  goods_price_id: 0,
  ladder_price_id: 7,
  goods_manjian_id: 0,
  is_yj: 0,
  is_selected: 1,
  goods_type: 1,
  goods_manjian_amount: '0.00',
  with_coupon: 1,
  gift_data: null,
  price_list: [
    { number: 20, price: '9.50' },
    { number: 50, price: '9.20' },
  ],
  promotion: null,
  amount: '190.00',
  payable: '190.00',
  counted: 1,
  exclusion: null,
  is_buy: 1,
  buy_reason: '',
  quantity: { step: 10, min: 10, max: 500 },
  ladder_next: { missing: 30, price: '9.20' },
  free_shipping_missing: 10,
};

export const combinationFixture: Combination = {
  id: 5,
  name: '感冒退烧组合',
  price: '39.90',
  original_price: '46.30',
  parts: [
    {
      goods_id: 52,
      name: '布洛芬缓释胶囊',
      sccj: '中美天津史克制药有限公司',
      ypgg: '0.3g*20粒',
      bzdw: '盒',
      goods_image: ['/api/goods/image/52.webp'],
      number: 1,
      price: '18.50',
    },
    {
      goods_id: 63,
      name: '连花清瘟胶囊',
      sccj: '石家庄以岭药业股份有限公司',
      ypgg: '0.35g*24粒',
      bzdw: '盒',
      goods_image: ['/api/goods/image/63.webp'],
      number: 2,
      price: '13.90',
    },
  ],
  stock: 40,
};

export const cartStateFixture: CartState = {
  action: 'list',
  data: [cartLineFixture],
  gifts: [],
  shipping_data: {
    shipping_amount: '10.00',
    no_trans_order_amount: '800.00',
    fee: '10.00',
    reason: 'charged',
    missing: '610.00',
    text: '再买¥610.00 即可免运费（运费¥10.00）',
  },
  activity_data: { manjians: [] },
  filter_data: {
    current: 99999,
    options: [
      { value: 99999, name: '全部商品', count: 1 },
      { value: 0, name: '普通商品', count: 1 },
      { value: 1, name: '秒杀商品', count: 0 },
      { value: 3, name: '组合商品', count: 0 },
    ],
  },
  totals: {
    goods_total: '190.00',
    discount: '0.00',
    shipping: '10.00',
    total: '200.00',
    selected_lines: 1,
    selected_units: 20,
    lines: 1,
  },
  other_stores: [{ user_id: 2, name: '仁心大药房（望京店）' }],
};

/** POST /api/cart's answer for one accepted entry (the cart then holds `total` lines). */
export const cartAddedFixture = (total: number, partial: 0 | 1 = 0): CartAddResult => ({
  total,
  partial,
  results: [
    { goods_id: 41, combination_id: null, ok: 1, line_id: 301, number: 10, message: '' },
    ...(partial
      ? [
          {
            goods_id: 52,
            combination_id: null,
            ok: 0 as const,
            line_id: null,
            number: 0,
            message: '库存不足',
          },
        ]
      : []),
  ],
});
