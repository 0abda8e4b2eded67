import type { CouponTerms } from './coupon';
import type { CartPricingInput } from './types';

/*
 * Test support: an independent reference for a coupon against a cart, written from docs/pricing.md without the
 * engine's code — BigInt throughout, eligibility from the reference's own line figures (what each line costs and
 * its 满减 share), the rate as a BigInt product, leftover fen by repeated arg-max. The property test compares it
 * with `quoteCoupon` on every random cart.
 */

/** What the price reference knows of each line: counted, its amount, 满减 share, units at a promotion price. */
export interface ReferenceLineFigures {
  counted: boolean;
  amount: bigint;
  /** Its 全场94折 share (taken before 满减 and the coupon). */
  storeWide: bigint;
  discount: bigint;
  promoUnits: number;
}

export interface ReferenceCouponQuote {
  usable: boolean;
  /** 'validity' | 'scope' | 'threshold' | 'nothing' | '' */
  refusal: string;
  eligible: bigint;
  discount: bigint;
  allocation: Map<number, bigint>;
}

export function referenceCoupon(
  input: CartPricingInput,
  figures: ReadonlyMap<number, ReferenceLineFigures>,
  categoriesOf: ReadonlyMap<number, readonly number[]>,
  brandOf: ReadonlyMap<number, number>,
  coupon: CouponTerms,
  now: number,
): ReferenceCouponQuote {
  const members: { id: number; payable: bigint }[] = [];
  for (const line of input.lines) {
    if (line.kind !== 'goods') continue;
    const own = figures.get(line.id);
    if (!own?.counted || !line.goods.withCoupon || own.promoUnits > 0) continue;
    if (own.discount > 0n && coupon.withFullAmount === false) continue;
    const goodsId = line.goods.id;
    if ((coupon.excludeGoodsIds ?? []).includes(goodsId)) continue;
    let inScope = false;
    if (coupon.scope === 'all') inScope = true;
    else if (coupon.scope === 'goods') inScope = coupon.scopeIds.includes(goodsId);
    else if (coupon.scope === 'brands') {
      const brand = brandOf.get(goodsId);
      inScope = brand !== undefined && coupon.scopeIds.includes(brand);
    } else inScope = (categoriesOf.get(goodsId) ?? []).some((id) => coupon.scopeIds.includes(id));
    if (inScope) members.push({ id: line.id, payable: own.amount - own.storeWide - own.discount });
  }
  let eligible = 0n;
  for (const member of members) eligible += member.payable;
  const refuse = (refusal: string): ReferenceCouponQuote => ({
    usable: false,
    refusal,
    eligible,
    discount: 0n,
    allocation: new Map(),
  });
  if (now < coupon.startsAt || now >= coupon.endsAt) return refuse('validity');
  if (eligible === 0n) return refuse('scope');
  if (eligible < BigInt(coupon.thresholdFen)) return refuse('threshold');
  let off: bigint;
  if (coupon.kind === 'discount') {
    off = (eligible * BigInt(100 - (coupon.ratePercent ?? 100))) / 100n;
    if (coupon.amountFen > 0 && BigInt(coupon.amountFen) < off) off = BigInt(coupon.amountFen);
  } else off = BigInt(coupon.amountFen);
  if (off > eligible) off = eligible;
  if (off === 0n) return refuse('nothing');
  const allocation = new Map<number, bigint>();
  const fraction = new Map<number, bigint>();
  let given = 0n;
  for (const member of members) {
    allocation.set(member.id, (off * member.payable) / eligible);
    given += (off * member.payable) / eligible;
    fraction.set(member.id, (off * member.payable) % eligible);
  }
  for (let extra = given; extra < off; extra++) {
    let best: number | null = null;
    for (const [id, value] of fraction) {
      const bestValue = best === null ? -1n : (fraction.get(best) as bigint);
      if (value > bestValue || (value === bestValue && best !== null && id < best)) best = id;
    }
    allocation.set(best as number, (allocation.get(best as number) as bigint) + 1n);
    fraction.delete(best as number);
  }
  return { usable: true, refusal: '', eligible, discount: off, allocation };
}
