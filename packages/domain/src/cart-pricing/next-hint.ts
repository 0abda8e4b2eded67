import { type Fen, formatFen } from '../money';
import type { PricedCart } from './types';

export interface CartHint {
  /** Chinese, ready to show. */
  text: string;
}

export interface CartHints {
  /** Per activity, the lowest tier not reached yet and the eligible amount still missing. */
  fullAmount: (CartHint & { activityId: number; amountFen: Fen; reductionFen: Fen; missingFen: Fen })[];
  /** The amount missing to the free-shipping threshold; null when shipping is already free. */
  shipping: (CartHint & { missingFen: Fen; feeFen: Fen }) | null;
  /** Counted single-item free-shipping lines short of qg_number, while the order still pays shipping. */
  singleItemFreeShipping: (CartHint & { lineId: number; missing: number })[];
  /** Counted lines with a ladder tier above their quantity. */
  ladder: (CartHint & { lineId: number; missing: number; priceFen: Fen })[];
}

/** What the buyer could add to reach the next full-amount tier, free shipping or a lower ladder price. */
export function nextHint(priced: PricedCart): CartHints {
  const fullAmount: CartHints['fullAmount'] = [];
  for (const activity of priced.activities) {
    const next = activity.tiers
      .filter((tier) => tier.status === 0)
      .reduce<(typeof activity.tiers)[number] | null>(
        (lowest, tier) => (lowest === null || tier.amountFen < lowest.amountFen ? tier : lowest),
        null,
      );
    if (!next) continue;
    const missingFen = next.amountFen - activity.eligibleTotalFen;
    fullAmount.push({
      activityId: activity.id,
      amountFen: next.amountFen,
      reductionFen: next.reductionFen,
      missingFen,
      text: `再买${formatFen(missingFen)}，可享满${formatFen(next.amountFen)}减${formatFen(next.reductionFen)}`,
    });
  }
  const { shipping } = priced;
  const charged = shipping.feeFen > 0;
  const counted = priced.lines.filter((line) => line.counted);
  return {
    fullAmount,
    shipping: charged
      ? {
          missingFen: shipping.missingFen,
          feeFen: shipping.feeFen,
          text: `再买${formatFen(shipping.missingFen)}即可免运费（运费${formatFen(shipping.feeFen)}）`,
        }
      : null,
    singleItemFreeShipping: charged
      ? counted
          .filter((line) => (line.freeShippingMissing ?? 0) > 0)
          .map((line) => {
            const missing = line.freeShippingMissing as number;
            return { lineId: line.id, missing, text: `再买${missing}件即可包邮` };
          })
      : [],
    ladder: counted.flatMap((line) => {
      const next = line.ladder?.next;
      return next
        ? [
            {
              lineId: line.id,
              missing: next.missing,
              priceFen: next.priceFen,
              text: `再买${next.missing}件可享${formatFen(next.priceFen)}`,
            },
          ]
        : [];
    }),
  };
}
