import { isPromotionRunning, type PromotionWindow } from '../flash-sale';
import { applyRate, type Fen } from '../money';
import { allocateProRata } from './allocate';
import { lineMayTake } from './stacking';
import type { GoodsLineInput, PricedLine, PricedStoreWide, StoreWideInput, StoreWideOffer } from './types';

/*
 * The all-store percentage off (全场94折, `/welfare`): one step of the engine, after the unit price and before
 * 满减 and the coupon. The eligible lines' amounts are summed, the unpaid part of the rate is taken off that sum
 * rounded down (like a 折扣券), and the discount is split over the lines pro rata (`allocateProRata`), so the
 * lines add up. Decisions and the stacking matrix: docs/pricing.md.
 */

export function storeWideRunning(offer: Pick<StoreWideOffer, 'startsAt' | 'endsAt'>, now: number): boolean {
  return offer.startsAt <= now && now < offer.endsAt;
}

/** What the goods needs for the goods-level exclusions (cards, the `/welfare` list and cart lines alike). */
export interface StoreWideGoodsFacts {
  id: number;
  /** A controlled-sale goods (控销). */
  isControlled: boolean;
  promotions: readonly PromotionWindow[];
}

/** Whether a goods is in the running offer, before anything about the line (quantity, price chosen) counts. */
export function goodsInStoreWide(
  offer: StoreWideOffer,
  goods: StoreWideGoodsFacts,
  categoryIds: readonly number[],
  now: number,
): boolean {
  const { exclude } = offer;
  if (!storeWideRunning(offer, now)) return false;
  if (exclude.goodsIds.includes(goods.id)) return false;
  if (categoryIds.some((id) => exclude.categoryIds.includes(id))) return false;
  if (exclude.controlled && goods.isControlled) return false;
  return !(exclude.promotions && goods.promotions.some((promotion) => isPromotionRunning(promotion, now)));
}

/** The discount on an eligible amount: the unpaid part of the rate, rounded down (exact, BigInt). */
export function storeWideDiscountFen(ratePercent: number, eligibleFen: Fen): Fen {
  const rate = Math.min(Math.max(Math.trunc(ratePercent), 0), 100);
  return applyRate(eligibleFen, 100 - rate, 100);
}

/** What one unit at `unitPriceFen` costs in the offer: a one-unit cart's price, as cards and `/welfare` show it. */
export function storeWideUnitPriceFen(ratePercent: number, unitPriceFen: Fen): Fen {
  return unitPriceFen - storeWideDiscountFen(ratePercent, unitPriceFen);
}

/**
 * Applies the offer to priced goods lines (counted ones, in the offer, and whose unit-price discounts the
 * stacking matrix lets take it; the operator's `discounted` exclusion keeps ladder and 议价 lines out): sets each
 * line's `storeWideFen` and returns the offer as priced, or null when no offer runs.
 */
export function applyStoreWide(
  storeWide: StoreWideInput | null | undefined,
  goodsLines: readonly GoodsLineInput[],
  priced: ReadonlyMap<number, PricedLine>,
  now: number,
): PricedStoreWide | null {
  if (!storeWide || !storeWideRunning(storeWide.offer, now)) return null;
  const { offer, categoriesOf } = storeWide;
  const members: PricedLine[] = [];
  for (const line of [...goodsLines].sort((a, b) => a.id - b.id)) {
    const pricedLine = priced.get(line.id);
    if (!pricedLine?.counted || !lineMayTake(pricedLine, 'storeWide94')) continue;
    if (offer.exclude.discounted && pricedLine.source !== 'base') continue;
    const { goods } = line;
    const facts = {
      id: goods.id,
      isControlled: goods.controlled !== undefined,
      promotions: goods.promotions,
    };
    if (!goodsInStoreWide(offer, facts, categoriesOf.get(goods.id) ?? [], now)) continue;
    members.push(pricedLine);
  }
  let eligibleTotalFen = 0;
  for (const line of members) eligibleTotalFen += line.amountFen;
  const discountFen = storeWideDiscountFen(offer.ratePercent, eligibleTotalFen);
  const shares = allocateProRata(discountFen, members);
  for (const line of members) {
    line.storeWideFen = shares.get(line.id) ?? 0;
    line.payableFen = line.amountFen - line.storeWideFen;
  }
  return { id: offer.id, title: offer.title, ratePercent: offer.ratePercent, eligibleTotalFen, discountFen };
}
