import type { CartPricingInput, StoreWideInput } from './types';

/*
 * Test support: an independent reference for the all-store percentage off (全场94折), written from
 * docs/pricing.md without the engine's code — BigInt throughout, running and exclusions from what the generator
 * built (a promotion's `running` is known by construction), leftover fen by repeated arg-max. The property test
 * runs it inside its price reference, before 满减.
 */

/** What the price reference knows of a line before the offer. */
export interface StoreWideFigures {
  counted: boolean;
  kind: 'goods' | 'combo';
  amount: bigint;
  promoUnits: number;
  /** A reached ladder tier or a negotiated price. */
  discountedPrice: boolean;
}

export interface ReferenceStoreWide {
  eligible: bigint;
  discount: bigint;
  shares: Map<number, bigint>;
}

export function referenceStoreWide(
  input: CartPricingInput,
  figures: ReadonlyMap<number, StoreWideFigures>,
  runningPromotionGoods: ReadonlySet<number>,
  storeWide: StoreWideInput | null | undefined,
  now: number,
): ReferenceStoreWide | null {
  if (!storeWide) return null;
  const { offer, categoriesOf } = storeWide;
  if (now < offer.startsAt || now >= offer.endsAt) return null;
  const members: { id: number; amount: bigint }[] = [];
  for (const line of input.lines) {
    const own = figures.get(line.id);
    if (line.kind !== 'goods' || !own?.counted || own.promoUnits > 0) continue;
    const goodsId = line.goods.id;
    if (offer.exclude.discounted && own.discountedPrice) continue;
    if (offer.exclude.controlled && line.goods.controlled !== undefined) continue;
    if (offer.exclude.promotions && runningPromotionGoods.has(goodsId)) continue;
    if (offer.exclude.goodsIds.includes(goodsId)) continue;
    if ((categoriesOf.get(goodsId) ?? []).some((id) => offer.exclude.categoryIds.includes(id))) continue;
    members.push({ id: line.id, amount: own.amount });
  }
  let eligible = 0n;
  for (const member of members) eligible += member.amount;
  const discount = (eligible * BigInt(100 - offer.ratePercent)) / 100n;
  const shares = new Map<number, bigint>();
  const fraction = new Map<number, bigint>();
  let given = 0n;
  for (const member of members) {
    const exact = eligible === 0n ? 0n : discount * member.amount;
    shares.set(member.id, eligible === 0n ? 0n : exact / eligible);
    given += eligible === 0n ? 0n : exact / eligible;
    fraction.set(member.id, eligible === 0n ? 0n : exact % eligible);
  }
  for (let extra = given; extra < discount; extra++) {
    let best: number | null = null;
    for (const [id, value] of fraction) {
      const bestValue = best === null ? -1n : (fraction.get(best) as bigint);
      if (value > bestValue || (value === bestValue && best !== null && id < best)) best = id;
    }
    shares.set(best as number, (shares.get(best as number) as bigint) + 1n);
    fraction.delete(best as number);
  }
  return { eligible, discount, shares };
}
