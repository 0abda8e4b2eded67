import { z } from 'zod';
import { flagParam, idParam, intParam } from './common';
import { CART_FILTER_ALL } from './ids';

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
  /** The buyer's coupon (user coupon id) to preview; absent or 0: none chosen. */
  coupon_id: intParam('优惠券').optional(),
  /** Cash vouchers (现金券) to preview paying with; absent: none. */
  cash_voucher_ids: z.array(idParam('现金券')).max(10, { error: '现金券每单最多10张' }).optional(),
});

/** Default `filters` of GET /api/cart/list (spec §9): every line. */
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
