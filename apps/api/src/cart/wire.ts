import {
  CART_FILTER_ALL,
  type CartCheckout,
  type CartGift,
  type CartHints,
  type CartLine,
  type CartLineInput,
  type CartNextHint,
  type CartState,
  type CartTotals,
  type CashVoucherQuote,
  type Combination,
  combinationSeparateFen,
  combinationSets,
  fenToYuan,
  formatFen,
  type Manjian,
  nextHint,
  type PricedCart,
  type PricedLine,
  quantityRange,
  type ShippingData,
  type StoreWideSummary,
  storeWideLabel,
  unixSeconds,
} from '@yaocai/domain';
import { flag, goodsImageUrl } from '../catalogue';
import { type RankedCoupon, toCheckoutCoupon } from './coupons';
import { lineQuantityRule } from './line-rule';
import type { CartRow, LoadedCart } from './pricing-input';

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

function combinationOf(loaded: LoadedCart, combinationId: number): Combination | null {
  const combo = loaded.combos.get(combinationId);
  if (!combo) return null;
  const found = combo.parts.flatMap((part) => {
    const goods = loaded.goods.get(part.goodsId);
    return goods ? [{ goods, quantity: part.number, priceFen: goods.priceFen, stock: goods.stock }] : [];
  });
  const parts = found.map(({ goods, quantity }) => ({
    goods_id: goods.id,
    name: goods.name,
    sccj: goods.sccj,
    ypgg: goods.ypgg,
    bzdw: goods.bzdw,
    goods_image: [goodsImageUrl(goods.id)],
    number: quantity,
    price: fenToYuan(goods.priceFen),
  }));
  return {
    id: combo.id,
    name: combo.name,
    price: fenToYuan(combo.priceFen),
    original_price: fenToYuan(combinationSeparateFen(found)),
    parts,
    stock: combinationSets(found),
  };
}

function toLine(
  loaded: LoadedCart,
  priced: PricedCart,
  row: CartRow,
  input: CartLineInput | undefined,
  line: PricedLine,
  nowMs: number,
): CartLine {
  const goods = row.goodsId === null ? undefined : loaded.goods.get(row.goodsId);
  const zbz = goods?.zbz ?? 1;
  const range = input ? quantityRange(lineQuantityRule(input, loaded.input.lines, zbz, nowMs)) : null;
  const gift = priced.gifts.find((candidate) => candidate.forLineId === line.id);
  const notBuyable = line.exclusion?.code === 'not_buyable';
  return {
    id: line.id,
    type: line.type,
    is_combination: flag(line.kind === 'combo'),
    goods: goods
      ? {
          id: goods.id,
          name: goods.name,
          sccj: goods.sccj,
          ypgg: goods.ypgg,
          bzdw: goods.bzdw,
          zbz: goods.zbz,
          ck_id: row.ckId,
          goods_image: [goodsImageUrl(goods.id)],
          number: goods.stock,
        }
      : null,
    combination: row.combinationId === null ? null : combinationOf(loaded, row.combinationId),
    price: fenToYuan(line.unitPriceFen),
    number: line.quantity,
    goods_price_id: row.goodsPriceId,
    ladder_price_id: row.ladderPriceId,
    goods_manjian_id: row.goodsManjianId,
    is_yj: row.isYj,
    // Forced unselected (spec §4) when the line cannot be bought or lacks stock, whatever is stored.
    is_selected: flag(line.counted),
    goods_type: flag(goods?.isSelfOperated ?? false),
    goods_manjian_amount: fenToYuan(line.discountFen),
    store_wide_amount: fenToYuan(line.storeWideFen),
    with_coupon: flag(input?.kind === 'goods' && input.goods.withCoupon),
    gift_data: gift ? { total: gift.quantity, type: gift.type } : null,
    price_list: (row.goodsId === null ? [] : (loaded.ladders.get(row.goodsId) ?? [])).map((tier) => ({
      number: tier.minNumber,
      price: fenToYuan(tier.priceFen),
    })),
    promotion: line.promotion
      ? {
          id: line.promotion.id,
          kind: line.promotion.kind,
          price: fenToYuan(line.promotion.priceFen),
          units: line.promotion.units,
          running: flag(line.promotion.running),
        }
      : null,
    amount: fenToYuan(line.amountFen),
    payable: fenToYuan(line.payableFen),
    counted: flag(line.counted),
    exclusion: line.exclusion ? { code: line.exclusion.code, reason: line.exclusion.reason } : null,
    is_buy: flag(!notBuyable),
    buy_reason: notBuyable ? (line.exclusion?.reason ?? '') : '',
    quantity: range
      ? { step: range.step, min: range.min, max: range.max }
      : { step: Math.max(zbz, 1), min: Math.max(zbz, 1), max: 0 },
    ladder_next: line.ladder?.next
      ? { missing: line.ladder.next.missing, price: fenToYuan(line.ladder.next.priceFen) }
      : null,
    free_shipping_missing: line.freeShippingMissing,
  };
}

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

function toLines(loaded: LoadedCart, priced: PricedCart, nowMs: number): CartLine[] {
  const rows = new Map(loaded.rows.map((row) => [row.id, row]));
  const inputs = new Map(loaded.input.lines.map((line) => [line.id, line]));
  return priced.lines.flatMap((line) => {
    const row = rows.get(line.id);
    return row ? [toLine(loaded, priced, row, inputs.get(line.id), line, nowMs)] : [];
  });
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
