import type { Fen } from '../money';
import { allocateProRata } from './allocate';
import type { CouponQuote } from './coupon';
import { lineMayTake } from './stacking';
import type { PricedCart } from './types';

/*
 * Cash vouchers (现金券, earned by cash-back 满返) paying part of an order: the last step of pricing, after the
 * coupon and before payment (docs/pricing.md "Stacking"). A voucher is like money — it stacks with every price
 * and discount — but it is never cash: it pays only what the goods lines still cost after their 满减 and coupon
 * shares (not shipping), and what it paid is split over those lines so a refund can give the voucher part back as
 * voucher value. Several vouchers may pay one order; each spends what is left of it, earliest-ending first.
 */

/** A voucher the company holds: what is left on it and its window (epoch ms, start inclusive, end exclusive). */
export interface CashVoucherTerms {
  id: number;
  remainingFen: Fen;
  startsAt: number;
  endsAt: number;
}

export interface CashVoucherQuote {
  /** Vouchers that pay something, in spending order, with what each pays. */
  spent: { id: number; fen: Fen }[];
  /** Σ spent: what the vouchers take off the order. */
  totalFen: Fen;
  /** Cart line id → its share of `totalFen` (Σ = totalFen, each ≤ the line's payable after the coupon). */
  allocation: Map<number, Fen>;
  /** Chosen vouchers that cannot pay, with the Chinese reason. */
  refused: { id: number; reason: string }[];
}

export const CASH_VOUCHER_REASONS = {
  outOfValidity: '现金券不在有效期内',
  empty: '现金券余额为 ¥0.00',
} as const;

/** The vouchers chosen for a priced cart (with its coupon quote, if any) at `now`. */
export function applyCashVouchers(
  priced: PricedCart,
  coupon: CouponQuote | null,
  vouchers: readonly CashVoucherTerms[],
  now: number,
): CashVoucherQuote {
  const bases: { id: number; amountFen: Fen }[] = [];
  let payableFen: Fen = 0;
  for (const line of priced.lines) {
    if (!line.counted || !lineMayTake(line, 'cashVoucher')) continue;
    const amountFen = line.payableFen - (coupon?.usable ? (coupon.allocation.get(line.id) ?? 0) : 0);
    if (amountFen <= 0) continue;
    bases.push({ id: line.id, amountFen });
    payableFen += amountFen;
  }
  const refused: CashVoucherQuote['refused'] = [];
  const usable: CashVoucherTerms[] = [];
  for (const voucher of vouchers) {
    if (now < voucher.startsAt || now >= voucher.endsAt)
      refused.push({ id: voucher.id, reason: CASH_VOUCHER_REASONS.outOfValidity });
    else if (voucher.remainingFen <= 0) refused.push({ id: voucher.id, reason: CASH_VOUCHER_REASONS.empty });
    else usable.push(voucher);
  }
  usable.sort((a, b) => a.endsAt - b.endsAt || a.id - b.id);
  const spent: CashVoucherQuote['spent'] = [];
  let totalFen: Fen = 0;
  for (const voucher of usable) {
    const fen = Math.min(voucher.remainingFen, payableFen - totalFen);
    if (fen <= 0) break;
    spent.push({ id: voucher.id, fen });
    totalFen += fen;
  }
  return { spent, totalFen, allocation: allocateProRata(totalFen, bases), refused };
}
