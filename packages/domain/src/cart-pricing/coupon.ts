import { type Fen, formatFen } from '../money';
import type { CouponScope } from '../print/order-labels';
import { allocateProRata } from './allocate';
import type { CartPricingInput, PricedCart, PricedLine } from './types';

/*
 * The coupon a buyer holds, applied to a priced cart: usable or not (with the Chinese reason), how much it takes
 * off, and where that lands, line by line. It runs after `priceCart` and changes none of its numbers: the
 * coupon comes off what the lines cost after their full-amount (满减) shares. Decisions: docs/pricing.md.
 */

/** A buyer's coupon (user_coupons.id) with its template's terms. */
export interface CouponTerms {
  id: number;
  amountFen: Fen;
  /** Eligible total needed; 0 = 无门槛. */
  thresholdFen: Fen;
  scope: CouponScope;
  /** Category ids (scope categories) or goods ids (scope goods); ignored for 'all'. */
  scopeIds: readonly number[];
  /** Epoch ms; valid from `startsAt` inclusive until `endsAt` exclusive. */
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
} as const;

/** Builds the coupon facts of the goods lines of `input` from each goods' category ids (with ancestors). */
export function couponLineFacts(
  input: CartPricingInput,
  categoriesOf: ReadonlyMap<number, readonly number[]>,
): Map<number, CouponLineFacts> {
  const facts = new Map<number, CouponLineFacts>();
  for (const line of input.lines) {
    if (line.kind !== 'goods') continue;
    facts.set(line.id, {
      goodsId: line.goods.id,
      withCoupon: line.goods.withCoupon,
      categoryIds: categoriesOf.get(line.goods.id) ?? [],
    });
  }
  return facts;
}

function inScope(coupon: CouponTerms, facts: CouponLineFacts): boolean {
  if (coupon.scope === 'all') return true;
  if (coupon.scope === 'goods') return coupon.scopeIds.includes(facts.goodsId);
  return facts.categoryIds.some((id) => coupon.scopeIds.includes(id));
}

/**
 * A line a coupon may apply to: counted, a goods line (a combination's set price is its discount), with_coupon,
 * and no unit at a promotion price (a flash-sale or 每日特价 price is already the discount; the same rule keeps
 * such lines out of full-amount activities).
 */
function takesCoupons(line: PricedLine, facts: CouponLineFacts | undefined): facts is CouponLineFacts {
  return (
    line.counted && line.kind === 'goods' && facts?.withCoupon === true && (line.promotion?.units ?? 0) === 0
  );
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
    return takesCoupons(line, lineFacts) && inScope(coupon, lineFacts);
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
  const discountFen = Math.min(Math.max(coupon.amountFen, 0), eligibleTotalFen);
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
