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

/** Tiers sorted by quantity; duplicates keep the lowest price. Plain loops: the cart prices every line with it. */
function normalise(tiers: readonly LadderTierFen[]): LadderTierFen[] {
  const sorted = tiers.slice().sort((a, b) => a.minNumber - b.minNumber || a.priceFen - b.priceFen);
  const unique: LadderTierFen[] = [];
  for (const tier of sorted) {
    if (unique.length === 0 || (unique[unique.length - 1] as LadderTierFen).minNumber !== tier.minNumber) {
      unique.push({ minNumber: tier.minNumber, priceFen: tier.priceFen });
    }
  }
  return unique;
}

/** Ladder price for a chosen quantity (spec §4 "Ladder price", §9 "rules apply per goods"). */
export function ladderState(
  tiers: readonly LadderTierFen[],
  quantity: number,
  basePriceFen: Fen,
): LadderState {
  const sorted = normalise(tiers);
  let currentIndex = -1;
  for (let index = 0; index < sorted.length; index++) {
    if (quantity >= (sorted[index] as LadderTierFen).minNumber) currentIndex = index;
  }
  const states: LadderTierState[] = [];
  for (let index = 0; index < sorted.length; index++) {
    const { minNumber, priceFen } = sorted[index] as LadderTierFen;
    states.push({ minNumber, priceFen, reached: index <= currentIndex, current: index === currentIndex });
  }
  const nextTier = sorted[currentIndex + 1];
  return {
    unitPriceFen: currentIndex >= 0 ? (sorted[currentIndex] as LadderTierFen).priceFen : basePriceFen,
    tiers: states,
    next: nextTier
      ? {
          minNumber: nextTier.minNumber,
          priceFen: nextTier.priceFen,
          missing: nextTier.minNumber - Math.max(quantity, 0),
        }
      : null,
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
