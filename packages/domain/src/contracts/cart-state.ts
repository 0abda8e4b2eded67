import { z } from 'zod';
import { cartLineType } from './cart';
import { flag, yuanString } from './common';
import { ladderTier } from './goods';
import { checkoutCoupon } from './wallet';

/*
 * The cart's answers (spec §3 cart item and cart state, §7 Cart): every amount a yuan string that `priceCart`
 * computed on the server. The requests are in cart.ts.
 */

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
  /** This line's share of the 全场94折 (taken before 满减); "0.00" or absent when the line is not in it. */
  store_wide_amount: yuanString.optional(),
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
  /** amount − store_wide_amount − goods_manjian_amount. */
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

/** The 全场94折 as priced on this cart (issue #22 §1): its eligible amount and what it takes off. */
export const storeWideSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 94折 */
  label: z.string(),
  rate_percent: z.number().int(),
  eligible: yuanString,
  discount: yuanString,
});
export type StoreWideSummary = z.infer<typeof storeWideSummary>;

export const cartTotals = z.object({
  /** Σ amount of counted lines. */
  goods_total: yuanString,
  /** What the 全场94折 takes off (absent: none). */
  store_wide: yuanString.optional(),
  /** What 满减 takes off. */
  discount: yuanString,
  shipping: yuanString,
  /** goods_total − store_wide − discount + shipping. */
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
  activity_data: z.object({ manjians: z.array(manjian), store_wide: storeWideSummary.nullable().optional() }),
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
  activity_data: z.object({ manjians: z.array(manjian), store_wide: storeWideSummary.nullable().optional() }),
  totals: cartTotals,
  address: checkoutAddress.nullable(),
  /** The buyer's unused coupons in validity, usable ones first, then by reduction (issue #9). */
  coupons: z.array(checkoutCoupon),
  /** The coupon applied to this preview (the requested one when usable), 0 for none. */
  coupon_id: z.number().int(),
  coupon_discount: yuanString,
  /** The company's unused cash vouchers (现金券), soonest-ending first, with what each pays of this preview. */
  cash_vouchers: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      remaining: yuanString,
      ends_at: z.number().int(),
      /** 1 when chosen and paying something here. */
      chosen: z.number().int(),
      spend: yuanString,
    }),
  ),
  cash_voucher_discount: yuanString,
  /** totals.total − coupon_discount − cash_voucher_discount: what the order will ask to be paid in money. */
  payable: yuanString,
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
