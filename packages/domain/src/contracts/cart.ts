import { z } from 'zod';
import { flag, flagParam, idParam, intParam, yuanString } from './common';
import { ladderTier } from './goods';

/*
 * The cart's wire contract (spec §3 cart item / cart add entry / cart state, §7 Cart). Every amount in a
 * response is a yuan string computed by `priceCart` on the server from its tables; nothing a client sends is
 * an amount. docs/cart.md records the decisions.
 */

/** Cart quantities: a positive int4. Stock, limits and the package step are checked by the server. */
export const cartQuantity = intParam('数量', { min: 1, tooSmall: '数量必须大于0', tooBig: '数量超出库存' });

/** Cart line type: 0 normal, 1 flash sale, 3 combination (spec §3). */
export const cartLineType = z.union([z.literal(0), z.literal(1), z.literal(3)]);
export type CartLineType = z.infer<typeof cartLineType>;

const cartLineTypeParam = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.union([z.literal(0), z.literal(1), z.literal(3)], { error: '类型只能是0、1或3' }),
);

/**
 * One entry of POST /api/cart `params[]`. `price` is accepted for old clients and ignored (the server prices
 * every line); `number` defaults to the goods' package size (zbz). A combination (type 3) names
 * `combination_id`; its `goods_id` is ignored and may be omitted.
 */
export const cartAddEntry = z
  .strictObject({
    goods_id: idParam('商品').optional(),
    /** Ignored: the server prices every line from its tables. */
    price: z.unknown().optional(),
    number: cartQuantity.optional(),
    ck_id: intParam('仓库').default(0),
    goods_price_id: intParam('价格').default(0),
    ladder_price_id: intParam('阶梯价').default(0),
    goods_manjian_id: intParam('满减活动').default(0),
    is_yj: flagParam('议价标记').default(0),
    type: cartLineTypeParam.default(0),
    combination_id: idParam('组合').optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.type === 3 && entry.combination_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['combination_id'], message: '请选择组合' });
    if (entry.type !== 3 && entry.goods_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['goods_id'], message: '请选择商品' });
  })
  .transform(({ price: _ignored, ...entry }) => entry);
export type CartAddEntry = z.infer<typeof cartAddEntry>;

/** Most entries one add may carry (a list page's "add all" stays far below). */
export const CART_ADD_MAX = 50;
/** Most lines one cart holds. */
export const CART_LINES_MAX = 300;

/** POST /api/cart. */
export const cartAddBody = z.strictObject({
  params: z
    .array(cartAddEntry, { error: '请选择商品' })
    .min(1, { error: '请选择商品' })
    .max(CART_ADD_MAX, { error: `一次最多加入${CART_ADD_MAX}个商品` }),
  new: flagParam('new').optional(),
});
export type CartAddBody = z.infer<typeof cartAddBody>;

/** POST /api/cart/quick_add/{id}: the goods at its package size, or `number`. */
export const cartQuickAddBody = z.strictObject({ number: cartQuantity.optional() });

/** POST /api/cart/{id}/edit: `number` or `params.number` (spec §7), new=1. */
export const cartEditBody = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && 'params' in value) {
      const { params, ...rest } = value as { params?: unknown };
      if (params && typeof params === 'object' && 'number' in params)
        return { ...rest, number: (params as { number: unknown }).number };
    }
    return value;
  },
  z.strictObject({ number: cartQuantity, new: flagParam('new').optional() }),
);
export type CartEditBody = z.infer<typeof cartEditBody>;

/** `ids` as an array or a comma list; duplicates collapse. */
export const idList = (label: string, max = CART_LINES_MAX) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'string') return value.split(',').map((part) => part.trim());
      if (typeof value === 'number') return [value];
      return value;
    },
    z
      .array(idParam(label), { error: `请选择${label}` })
      .min(1, { error: `请选择${label}` })
      .max(max, { error: `一次最多选择${max}个${label}` })
      .transform((ids) => [...new Set(ids)]),
  );

export const cartLineIdParams = z.strictObject({ id: idParam('购物车商品') });
export const cartGoodsIdParams = z.strictObject({ id: idParam('商品') });

/** POST /api/cart/batch_delete. */
export const cartBatchDeleteBody = z.strictObject({ ids: idList('购物车商品') });
/** POST /api/cart/batch_select. */
export const cartBatchSelectBody = z.strictObject({
  ids: idList('购物车商品'),
  is_selected: flagParam('勾选状态'),
});
/** POST /api/cart/copy: lines to the carts of other stores this buyer manages. */
export const cartCopyBody = z.strictObject({
  ids: idList('购物车商品'),
  other_user_ids: idList('门店', 20),
});
/** POST /api/cart/checkout: the step-2 preview of the chosen lines (their selection as stored counts). */
export const cartCheckoutBody = z.strictObject({
  ids: idList('购物车商品'),
  new: flagParam('new').optional(),
});

/** Default `filters` of GET /api/cart/list (spec §9): every line. */
export const CART_FILTER_ALL = 99999;
/** GET /api/cart/list: `filters` 99999 all, or a line type (0 normal, 1 flash sale, 3 combination). */
export const cartListQuery = z.strictObject({
  filters: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.union([z.literal(CART_FILTER_ALL), z.literal(0), z.literal(1), z.literal(3)], {
        error: '筛选条件不存在',
      }),
    )
    .default(CART_FILTER_ALL),
  new: flagParam('new').optional(),
});
export type CartListQuery = z.infer<typeof cartListQuery>;
/** POST /api/cart/next_hint: the query names nothing; the hints are over the stored selection. */
export const cartNextHintQuery = z.strictObject({ new: flagParam('new').optional() });

/* ------------------------------------------------------------------ responses */

/** The goods of a cart line (spec §3 cart item). */
export const cartGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Manufacturer. */
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  /** Package size: the quantity step. */
  zbz: z.number().int(),
  ck_id: z.number().int(),
  goods_image: z.array(z.string()),
  /** Stock. */
  number: z.number().int(),
});

/** A combination (type 3 line or /zhzq): parts × units per set at one set price. */
export const combination = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Price of one set; null for viewers who may not see prices (visitors on /zhzq). */
  price: yuanString.nullable(),
  /** Σ part list price × units: what the set would cost bought separately; null like `price`. */
  original_price: yuanString.nullable(),
  parts: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string(),
      sccj: z.string(),
      ypgg: z.string(),
      bzdw: z.string(),
      goods_image: z.array(z.string()),
      /** Units of this goods in one set. */
      number: z.number().int(),
      /** List price of one unit; null like `price`. */
      price: yuanString.nullable(),
    }),
  ),
  /** Sets that can be bought now (the scarcest part's stock ÷ its units). */
  stock: z.number().int(),
});
export type Combination = z.infer<typeof combination>;

/** Why a line does not count: forced unselected (not buyable, no stock) or left unselected by the buyer. */
export const lineExclusion = z.object({
  code: z.enum(['unselected', 'invalid_quantity', 'not_buyable', 'out_of_stock', 'combo_part_short']),
  reason: z.string(),
});

/** A line of the cart (spec §3 cart item), priced. */
export const cartLine = z.object({
  id: z.number().int(),
  type: cartLineType,
  /** 1 for a combination line (type 3): `combination` is set and `goods` is null. */
  is_combination: flag,
  goods: cartGoods.nullable(),
  combination: combination.nullable(),
  /** Unit price of the units not at a promotion price (ladder, negotiated or list price). */
  price: yuanString,
  /** Units (sets for a combination). */
  number: z.number().int(),
  goods_price_id: z.number().int(),
  ladder_price_id: z.number().int(),
  goods_manjian_id: z.number().int(),
  is_yj: flag,
  is_selected: flag,
  /** 1 self-operated goods, else 0 (goods.type). */
  goods_type: z.number().int(),
  /** This line's share of its full-amount reduction. */
  goods_manjian_amount: yuanString,
  /** Takes part in coupons and full-amount activities. */
  with_coupon: flag,
  /** Buy N get M: `total` gifts this line earns now, `type` 1 same goods, 2 another goods; null when none. */
  gift_data: z.object({ total: z.number().int(), type: z.union([z.literal(1), z.literal(2)]) }).nullable(),
  /** The raw price list: the goods' ladder tiers (empty when none). */
  price_list: z.array(ladderTier),
  /** The running promotion the line takes and how many units got its price. */
  promotion: z
    .object({
      id: z.number().int(),
      kind: z.enum(['spike', 'everyday']),
      price: yuanString,
      units: z.number().int(),
      running: flag,
    })
    .nullable(),
  /** Units × prices before full-amount reductions. */
  amount: yuanString,
  /** amount − goods_manjian_amount. */
  payable: yuanString,
  /** Counted in the totals (selected, buyable, in stock). */
  counted: flag,
  exclusion: lineExclusion.nullable(),
  /** 1 when the buyer may buy it now; `buy_reason` says why not. */
  is_buy: flag,
  buy_reason: z.string(),
  /** The quantity stepper's range: package step, least and most orderable now (0 when none fits). */
  quantity: z.object({ step: z.number().int(), min: z.number().int(), max: z.number().int() }),
  /** The next ladder tier: units missing and its price (spec §4 "再买 N 盒 可享 ¥…"); null at the top. */
  ladder_next: z.object({ missing: z.number().int(), price: yuanString }).nullable(),
  /** Single-item free shipping (is_dpby): units still missing to qg_number; null when the goods has none. */
  free_shipping_missing: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

/** A gift line: priced 0 and flagged (spec §1 gifts). */
export const cartGift = z.object({
  for_line_id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  bzdw: z.string(),
  number: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  is_gift: z.literal(1),
});
export type CartGift = z.infer<typeof cartGift>;

/** Full-amount tier: status 1 when the coupon-eligible selected total reaches `amount`. */
export const manjianTier = z.object({ amount: yuanString, reduction: yuanString, status: flag });
export type ManjianTier = z.infer<typeof manjianTier>;

/** A full-amount (满减) activity, reached tiers first. */
export const manjian = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The coupon-eligible selected total it is measured on. */
  eligible_total: yuanString,
  discount: yuanString,
  tiers: z.array(manjianTier),
  /** What is missing to the lowest tier not reached, null when every tier is reached. */
  next: z
    .object({ missing: yuanString, amount: yuanString, reduction: yuanString, text: z.string() })
    .nullable(),
});
export type Manjian = z.infer<typeof manjian>;

/** shipping_data (spec §3) with what the selection pays now. */
export const shippingData = z.object({
  /** The fee below the threshold. */
  shipping_amount: yuanString,
  /** Orders from this amount ship free. */
  no_trans_order_amount: yuanString,
  /** The fee the current selection pays. */
  fee: yuanString,
  reason: z.enum(['empty', 'single_item', 'zone', 'threshold', 'charged']),
  /** Missing to the threshold; "0.00" once free. */
  missing: yuanString,
  /** Chinese, ready to show ('已免运费' / '再买¥… 即可免运费（运费¥…）'). */
  text: z.string(),
});
export type ShippingData = z.infer<typeof shippingData>;

export const cartTotals = z.object({
  /** Σ amount of counted lines. */
  goods_total: yuanString,
  discount: yuanString,
  shipping: yuanString,
  /** goods_total − discount + shipping. */
  total: yuanString,
  /** Counted lines and their units. */
  selected_lines: z.number().int(),
  selected_units: z.number().int(),
  /** Every line of the cart (the badge). */
  lines: z.number().int(),
});
export type CartTotals = z.infer<typeof cartTotals>;

/** A store this buyer manages (same chain), for POST /api/cart/copy. */
export const managedStore = z.object({ user_id: z.number().int(), name: z.string() });

/** GET /api/cart/list: the cart state (spec §3). */
export const cartState = z.object({
  action: z.literal('list'),
  data: z.array(cartLine),
  gifts: z.array(cartGift),
  shipping_data: shippingData,
  activity_data: z.object({ manjians: z.array(manjian) }),
  /** The `filters` values with their line counts; `current` is the one applied. */
  filter_data: z.object({
    current: z.number().int(),
    options: z.array(z.object({ value: z.number().int(), name: z.string(), count: z.number().int() })),
  }),
  totals: cartTotals,
  other_stores: z.array(managedStore),
});
export type CartState = z.infer<typeof cartState>;

/** GET /api/cart/total. */
export const cartTotal = z.object({ total: z.number().int() });

/** POST /api/cart: per entry what happened; `partial` 1 when some entries failed (a warning toast, §8). */
export const cartAddResult = z.object({
  total: z.number().int(),
  partial: flag,
  results: z.array(
    z.object({
      goods_id: z.number().int(),
      combination_id: z.number().int().nullable(),
      ok: flag,
      /** The line the entry went to; null when refused. */
      line_id: z.number().int().nullable(),
      /** The line's quantity after the add. */
      number: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type CartAddResult = z.infer<typeof cartAddResult>;

/** POST /api/cart/copy. */
export const cartCopyResult = z.object({ copied: z.number().int(), stores: z.number().int() });

/** The delivery address of the step-2 preview: the company's registered address until addresses exist. */
export const checkoutAddress = z.object({ company: z.string(), region: z.string(), address: z.string() });

/** POST /api/cart/checkout: the step-2 preview (submitting the order belongs to the orders issue). */
export const cartCheckout = z.object({
  data: z.array(cartLine),
  gifts: z.array(cartGift),
  shipping_data: shippingData,
  activity_data: z.object({ manjians: z.array(manjian) }),
  totals: cartTotals,
  address: checkoutAddress.nullable(),
});
export type CartCheckout = z.infer<typeof cartCheckout>;

/** POST /api/cart/next_hint. */
export const cartNextHint = z.object({
  manjians: z.array(
    z.object({
      activity_id: z.number().int(),
      missing: yuanString,
      amount: yuanString,
      reduction: yuanString,
      text: z.string(),
    }),
  ),
  shipping: z.object({ missing: yuanString, fee: yuanString, text: z.string() }).nullable(),
  single_item: z.array(z.object({ line_id: z.number().int(), missing: z.number().int(), text: z.string() })),
  ladder: z.array(
    z.object({ line_id: z.number().int(), missing: z.number().int(), price: yuanString, text: z.string() }),
  ),
});
export type CartNextHint = z.infer<typeof cartNextHint>;

/** GET /api/cart/combinations (/zhzq): the combinations on sale now. */
export const combinationList = z.object({ list: z.array(combination) });
