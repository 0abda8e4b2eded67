import type { Fen } from './money';

/** One ladder tier in fen: from `minNumber` units on, each unit costs `priceFen`. */
export interface LadderTierFen {
  minNumber: number;
  priceFen: Fen;
}

export interface LadderTierState extends LadderTierFen {
  /** The chosen quantity has reached this tier (spec §4: reached tiers are struck or highlighted). */
  reached: boolean;
  /** This tier sets the unit price for the chosen quantity. */
  current: boolean;
}

export interface LadderState {
  /** Unit price for the chosen quantity: the highest reached tier, else the base price. */
  unitPriceFen: Fen;
  tiers: LadderTierState[];
  /** The next tier not yet reached and how many more units reach it; null when the top tier is reached. */
  next: { minNumber: number; priceFen: Fen; missing: number } | null;
}

/** Tiers sorted by quantity; duplicates keep the lowest price. */
function normalise(tiers: readonly LadderTierFen[]): LadderTierFen[] {
  const byNumber = new Map<number, Fen>();
  for (const tier of tiers) {
    const existing = byNumber.get(tier.minNumber);
    if (existing === undefined || tier.priceFen < existing) byNumber.set(tier.minNumber, tier.priceFen);
  }
  return [...byNumber.entries()]
    .sort(([a], [b]) => a - b)
    .map(([minNumber, priceFen]) => ({ minNumber, priceFen }));
}

/** Ladder price for a chosen quantity (spec §4 "Ladder price", §9 "rules apply per goods"). */
export function ladderState(
  tiers: readonly LadderTierFen[],
  quantity: number,
  basePriceFen: Fen,
): LadderState {
  const sorted = normalise(tiers);
  let currentIndex = -1;
  sorted.forEach((tier, index) => {
    if (quantity >= tier.minNumber) currentIndex = index;
  });
  const nextTier = sorted[currentIndex + 1];
  return {
    unitPriceFen: currentIndex >= 0 ? (sorted[currentIndex] as LadderTierFen).priceFen : basePriceFen,
    tiers: sorted.map((tier, index) => ({
      ...tier,
      reached: index <= currentIndex,
      current: index === currentIndex,
    })),
    next: nextTier ? { ...nextTier, missing: nextTier.minNumber - Math.max(quantity, 0) } : null,
  };
}

/** Single-item free shipping (is_dpby): units still needed to reach `qgNumber`, 0 once reached. */
export function missingForFreeShipping(qgNumber: number, quantity: number): number {
  return Math.max(0, qgNumber - Math.max(quantity, 0));
}

export interface FullAmountTier {
  amountFen: Fen;
}

/**
 * Full-amount (满减) tiers: status 1 when the coupon-eligible selected total reaches the amount, else 0;
 * reached tiers are listed first (spec §4), each group in ascending amount.
 */
export function fullAmountTiers<T extends FullAmountTier>(
  tiers: readonly T[],
  eligibleTotalFen: Fen,
): (T & { status: 0 | 1 })[] {
  const withStatus = tiers.map((tier) => ({
    ...tier,
    status: (eligibleTotalFen >= tier.amountFen ? 1 : 0) as 0 | 1,
  }));
  return withStatus.sort((a, b) => b.status - a.status || a.amountFen - b.amountFen);
}
