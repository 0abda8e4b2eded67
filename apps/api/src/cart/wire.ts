import {
  CART_FILTER_ALL,
  type CartCheckout,
  type CartGift,
  type CartHints,
  type CartNextHint,
  type CartState,
  type CartTotals,
  type CashVoucherQuote,
  fenToYuan,
  formatFen,
  type Manjian,
  nextHint,
  type PricedCart,
  type ShippingData,
  type StoreWideSummary,
  storeWideLabel,
  unixSeconds,
} from '@yaocai/domain';
import { type RankedCoupon, toCheckoutCoupon } from './coupons';
import type { LoadedCart } from './pricing-input';
import { toLines } from './wire-lines';

/*
 * PricedCart → the wire shapes of packages/domain/src/contracts/cart.ts. Every amount is a yuan string of what
 * `priceCart` computed; nothing here prices.
 */

/** The line types `filters` may narrow to (spec §9: 99999 = every line). */
const FILTER_NAMES: [number, string][] = [
  [0, '普通商品'],
  [1, '秒杀商品'],
  [3, '组合商品'],
];

function toGifts(loaded: LoadedCart, priced: PricedCart): CartGift[] {
  return priced.gifts.map((gift) => {
    const goods = loaded.giftNames.get(gift.goodsId);
    return {
      for_line_id: gift.forLineId,
      goods_id: gift.goodsId,
      name: goods?.name ?? '',
      bzdw: goods?.bzdw ?? '',
      number: gift.quantity,
      type: gift.type,
      is_gift: 1,
    };
  });
}

function toManjians(priced: PricedCart, hints: CartHints): Manjian[] {
  return priced.activities.map((activity) => {
    const next = hints.fullAmount.find((hint) => hint.activityId === activity.id);
    return {
      id: activity.id,
      title: activity.title,
      eligible_total: fenToYuan(activity.eligibleTotalFen),
      discount: fenToYuan(activity.discountFen),
      // priceCart lists reached tiers first (spec §4).
      tiers: activity.tiers.map((tier) => ({
        amount: fenToYuan(tier.amountFen),
        reduction: fenToYuan(tier.reductionFen),
        status: tier.status,
      })),
      next: next
        ? {
            missing: fenToYuan(next.missingFen),
            amount: fenToYuan(next.amountFen),
            reduction: fenToYuan(next.reductionFen),
            text: next.text,
          }
        : null,
    };
  });
}

function toShipping(loaded: LoadedCart, priced: PricedCart, hints: CartHints): ShippingData {
  const { feeFen, freeFromFen } = loaded.input.shipping;
  const { shipping } = priced;
  let text = '已免运费';
  if (hints.shipping) text = hints.shipping.text;
  else if (shipping.reason === 'empty') text = `满${formatFen(freeFromFen)}免运费`;
  return {
    shipping_amount: fenToYuan(feeFen),
    no_trans_order_amount: fenToYuan(freeFromFen),
    fee: fenToYuan(shipping.feeFen),
    reason: shipping.reason,
    missing: fenToYuan(shipping.missingFen),
    text,
  };
}

function toStoreWide({ storeWide }: PricedCart): StoreWideSummary | null {
  if (!storeWide) return null;
  return {
    id: storeWide.id,
    title: storeWide.title,
    label: storeWideLabel(storeWide.ratePercent),
    rate_percent: storeWide.ratePercent,
    eligible: fenToYuan(storeWide.eligibleTotalFen),
    discount: fenToYuan(storeWide.discountFen),
  };
}

function toTotals(priced: PricedCart, lines: number): CartTotals {
  let units = 0;
  for (const line of priced.lines) if (line.counted) units += line.quantity;
  return {
    goods_total: fenToYuan(priced.goodsTotalFen),
    store_wide: fenToYuan(priced.storeWideFen),
    discount: fenToYuan(priced.discountFen),
    shipping: fenToYuan(priced.shipping.feeFen),
    total: fenToYuan(priced.totalFen),
    selected_lines: priced.countedLines,
    selected_units: units,
    lines,
  };
}

/** What the list and the checkout preview both show: lines, gifts, shipping, tiers and totals. */
function pricedView(loaded: LoadedCart, priced: PricedCart, nowMs: number) {
  const hints = nextHint(priced);
  const lines = toLines(loaded, priced, nowMs);
  return {
    lines,
    gifts: toGifts(loaded, priced),
    shipping_data: toShipping(loaded, priced, hints),
    activity_data: { manjians: toManjians(priced, hints), store_wide: toStoreWide(priced) },
    totals: toTotals(priced, lines.length),
  };
}

/** GET /api/cart/list: `filters` narrows the lines shown; tiers, shipping and totals are the whole cart's. */
export function toCartState(
  loaded: LoadedCart,
  priced: PricedCart,
  nowMs: number,
  filters: number,
  otherStores: CartState['other_stores'],
): CartState {
  const { lines, ...view } = pricedView(loaded, priced, nowMs);
  const count = (type: number) => lines.filter((line) => line.type === type).length;
  return {
    action: 'list',
    ...view,
    data: filters === CART_FILTER_ALL ? lines : lines.filter((line) => line.type === filters),
    filter_data: {
      current: filters,
      options: [
        { value: CART_FILTER_ALL, name: '全部商品', count: lines.length },
        ...FILTER_NAMES.map(([value, name]) => ({ value, name, count: count(value) })),
      ],
    },
    other_stores: otherStores,
  };
}

/** POST /api/cart/checkout: the step-2 preview of the chosen lines, with the coupons ranked and one applied. */
export function toCheckout(
  loaded: LoadedCart,
  priced: PricedCart,
  nowMs: number,
  address: CartCheckout['address'],
  ranked: readonly RankedCoupon[],
  applied: RankedCoupon | undefined,
  vouchers: {
    held: readonly { id: number; title: string; remainingFen: number; endsAt: number }[];
    quote: CashVoucherQuote;
  },
): CartCheckout {
  const { lines, ...view } = pricedView(loaded, priced, nowMs);
  const couponFen = applied?.quote.discountFen ?? 0;
  const spent = new Map(vouchers.quote.spent.map(({ id, fen }) => [id, fen]));
  return {
    ...view,
    data: lines,
    address,
    coupons: ranked.map(toCheckoutCoupon),
    coupon_id: applied?.coupon.id ?? 0,
    coupon_discount: fenToYuan(couponFen),
    cash_vouchers: vouchers.held.map((voucher) => ({
      id: voucher.id,
      title: voucher.title,
      remaining: fenToYuan(voucher.remainingFen),
      ends_at: unixSeconds(voucher.endsAt),
      chosen: spent.has(voucher.id) ? 1 : 0,
      spend: fenToYuan(spent.get(voucher.id) ?? 0),
    })),
    cash_voucher_discount: fenToYuan(vouchers.quote.totalFen),
    payable: fenToYuan(priced.totalFen - couponFen - vouchers.quote.totalFen),
  };
}

/** POST /api/cart/next_hint. */
export function toNextHint(priced: PricedCart): CartNextHint {
  const hints = nextHint(priced);
  return {
    manjians: hints.fullAmount.map((hint) => ({
      activity_id: hint.activityId,
      missing: fenToYuan(hint.missingFen),
      amount: fenToYuan(hint.amountFen),
      reduction: fenToYuan(hint.reductionFen),
      text: hint.text,
    })),
    shipping: hints.shipping
      ? {
          missing: fenToYuan(hints.shipping.missingFen),
          fee: fenToYuan(hints.shipping.feeFen),
          text: hints.shipping.text,
        }
      : null,
    single_item: hints.singleItemFreeShipping.map((hint) => ({
      line_id: hint.lineId,
      missing: hint.missing,
      text: hint.text,
    })),
    ladder: hints.ladder.map((hint) => ({
      line_id: hint.lineId,
      missing: hint.missing,
      price: fenToYuan(hint.priceFen),
      text: hint.text,
    })),
  };
}
