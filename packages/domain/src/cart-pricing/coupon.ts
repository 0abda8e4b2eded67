import { applyRate, type Fen, formatFen } from '../money';
import type { CouponScope } from '../print/order-labels';
import { allocateProRata } from './allocate';
import { goodsInScope } from './goods-scope';
import { type DiscountKind, lineDiscounts, mayAlsoTake } from './stacking';
import type { CartPricingInput, PricedCart, PricedLine } from './types';

/*
 * The coupon a buyer holds, applied to a priced cart: usable or not (with the Chinese reason), how much it takes
 * off, and where that lands, line by line. It runs after `priceCart` and changes none of its numbers: the
 * coupon comes off what the lines cost after their full-amount (满减) shares. Decisions: docs/pricing.md.
 */

/** 满减券 / 无门槛 (amount: a face amount off, threshold 0 = 无门槛) or 折扣券 (discount: a rate, with a cap). */
export const COUPON_KINDS = ['amount', 'discount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A buyer's coupon (user_coupons.id) with its template's terms and the holder's validity. */
export interface CouponTerms {
  id: number;
  /** @default 'amount' */
  kind?: CouponKind;
  /** The face amount (amount coupons); for discount coupons the cap (0 = no cap). */
  amountFen: Fen;
  /** Discount coupons: the percentage paid, 1–99 (88 = 8.8折). */
  ratePercent?: number;
  /** Eligible total needed; 0 = 无门槛. */
  thresholdFen: Fen;
  scope: CouponScope;
  /** Category, brand or goods ids (by scope); ignored for 'all'. */
  scopeIds: readonly number[];
  /** Goods the coupon never applies to, whatever the scope. */
  excludeGoodsIds?: readonly number[];
  /** Stacks with 满减 (default true); false: only lines without a 满减 share take it (不与满减同享). */
  withFullAmount?: boolean;
  /** Epoch ms; valid from `startsAt` inclusive until `endsAt` exclusive (the holder's window). */
  startsAt: number;
  endsAt: number;
}

/** What the coupon needs to know of a goods line beyond its price. */
export interface CouponLineFacts {
  goodsId: number;
  /** The goods takes part in coupons (with_coupon). */
  withCoupon: boolean;
  /** The goods' categories with their ancestors: a coupon for 中成药 covers its sub-categories too. */
  categoryIds: readonly number[];
  /** The goods' brand, null when it has none. */
  brandId: number | null;
}

export interface CouponQuote {
  couponId: number;
  usable: boolean;
  /** Chinese, '' when usable. */
  reason: string;
  /** Σ payable of the lines the coupon may apply to. */
  eligibleTotalFen: Fen;
  /** What it takes off now: 0 unless usable, never above the eligible total. */
  discountFen: Fen;
  /** Cart line id → its share of `discountFen` (eligible lines only; Σ = discountFen, each ≤ the line payable). */
  allocation: Map<number, Fen>;
}

export const COUPON_REASONS = {
  outOfValidity: '不在有效期内',
  notApplicable: '不适用于所选商品',
  nothingOff: '所选商品金额过低，无法使用',
} as const;

/** Builds the coupon facts of the goods lines of `input` from each goods' category ids (with ancestors). */
export function couponLineFacts(
  input: CartPricingInput,
  categoriesOf: ReadonlyMap<number, readonly number[]>,
  brandOf: ReadonlyMap<number, number> = new Map(),
): Map<number, CouponLineFacts> {
  const facts = new Map<number, CouponLineFacts>();
  for (const line of input.lines) {
    if (line.kind !== 'goods') continue;
    facts.set(line.id, {
      goodsId: line.goods.id,
      withCoupon: line.goods.withCoupon,
      categoryIds: categoriesOf.get(line.goods.id) ?? [],
      brandId: brandOf.get(line.goods.id) ?? null,
    });
  }
  return facts;
}

/**
 * A line a coupon may apply to: counted, a goods line, with_coupon, and the stacking matrix lets what it already
 * carries take a coupon (a flash-sale, 每日特价 or combination price is the discount; a 满减 share only when the
 * coupon stacks with 满减).
 */
function takesCoupons(
  line: PricedLine,
  facts: CouponLineFacts | undefined,
  coupon: CouponTerms,
): facts is CouponLineFacts {
  if (!line.counted || line.kind !== 'goods' || facts?.withCoupon !== true) return false;
  const carried: DiscountKind[] = lineDiscounts(line);
  if (line.discountFen > 0) {
    if (coupon.withFullAmount === false) return false;
    carried.push('fullAmount');
  }
  return mayAlsoTake(carried, 'coupon');
}

/**
 * What a coupon takes off an eligible total that reaches its threshold: the face amount, or for 折扣券 the
 * unpaid part of the rate rounded down (`applyRate`, exact in BigInt) and capped; never above the total.
 */
export function couponDiscountFen(coupon: CouponTerms, eligibleTotalFen: Fen): Fen {
  let off: Fen;
  if ((coupon.kind ?? 'amount') === 'discount') {
    const rate = Math.min(Math.max(Math.trunc(coupon.ratePercent ?? 100), 0), 100);
    off = applyRate(eligibleTotalFen, 100 - rate, 100);
    if (coupon.amountFen > 0) off = Math.min(off, coupon.amountFen);
  } else {
    off = Math.max(coupon.amountFen, 0);
  }
  return Math.min(off, eligibleTotalFen);
}

/** The coupon against the priced cart at `now` (epoch ms). */
export function quoteCoupon(
  priced: PricedCart,
  facts: ReadonlyMap<number, CouponLineFacts>,
  coupon: CouponTerms,
  now: number,
): CouponQuote {
  const eligible = priced.lines.filter((line) => {
    const lineFacts = facts.get(line.id);
    return takesCoupons(line, lineFacts, coupon) && goodsInScope(coupon, lineFacts);
  });
  let eligibleTotalFen: Fen = 0;
  for (const line of eligible) eligibleTotalFen += line.payableFen;
  const refuse = (reason: string): CouponQuote => ({
    couponId: coupon.id,
    usable: false,
    reason,
    eligibleTotalFen,
    discountFen: 0,
    allocation: new Map(),
  });
  if (now < coupon.startsAt || now >= coupon.endsAt) return refuse(COUPON_REASONS.outOfValidity);
  if (eligibleTotalFen === 0) return refuse(COUPON_REASONS.notApplicable);
  // A 0-threshold coupon still needs something to come off: reaching it means ≥ threshold and > 0.
  if (eligibleTotalFen < coupon.thresholdFen)
    return refuse(`未满足使用条件：还差${formatFen(coupon.thresholdFen - eligibleTotalFen)}`);
  const discountFen = couponDiscountFen(coupon, eligibleTotalFen);
  // A rate on a few fen can round to nothing: a coupon is not spent for ¥0.00.
  if (discountFen === 0) return refuse(COUPON_REASONS.nothingOff);
  const allocation = allocateProRata(
    discountFen,
    eligible.map((line) => ({ id: line.id, amountFen: line.payableFen })),
  );
  return { couponId: coupon.id, usable: true, reason: '', eligibleTotalFen, discountFen, allocation };
}

/**
 * Every coupon quoted and ranked for checkout: usable first, then the larger reduction, then the larger face
 * amount (the unusable ones: the one worth reaching), then the one ending sooner, then the lower id.
 */
export function rankCoupons(
  priced: PricedCart,
  facts: ReadonlyMap<number, CouponLineFacts>,
  coupons: readonly CouponTerms[],
  now: number,
): { coupon: CouponTerms; quote: CouponQuote }[] {
  return coupons
    .map((coupon) => ({ coupon, quote: quoteCoupon(priced, facts, coupon, now) }))
    .sort(
      (a, b) =>
        Number(b.quote.usable) - Number(a.quote.usable) ||
        b.quote.discountFen - a.quote.discountFen ||
        b.coupon.amountFen - a.coupon.amountFen ||
        a.coupon.endsAt - b.coupon.endsAt ||
        a.coupon.id - b.coupon.id,
    );
}
