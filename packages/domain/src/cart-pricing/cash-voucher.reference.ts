import type { CashVoucherTerms } from './cash-voucher';
import type { ReferenceCouponQuote, ReferenceLineFigures } from './coupon.reference';
import type { CartPricingInput } from './types';

/*
 * Test support: an independent reference for cash vouchers after the coupon, written from docs/pricing.md without
 * the engine's code — BigInt throughout, what each line still costs from the reference's own figures (amount less
 * the 满减 share less the coupon share), vouchers picked by repeated minimum of (end, id) instead of a sort, the
 * leftover fen by repeated arg-max. The property test compares it with `applyCashVouchers` on every random cart.
 */

export interface ReferenceVoucherQuote {
  spent: { id: number; fen: bigint }[];
  total: bigint;
  allocation: Map<number, bigint>;
  refusedIds: number[];
}

export function referenceCashVouchers(
  input: CartPricingInput,
  figures: ReadonlyMap<number, ReferenceLineFigures>,
  coupon: ReferenceCouponQuote,
  vouchers: readonly CashVoucherTerms[],
  now: number,
): ReferenceVoucherQuote {
  const members: { id: number; left: bigint }[] = [];
  let payable = 0n;
  for (const line of input.lines) {
    const own = figures.get(line.id);
    if (!own?.counted) continue;
    const left =
      own.amount -
      own.storeWide -
      own.discount -
      (coupon.usable ? (coupon.allocation.get(line.id) ?? 0n) : 0n);
    if (left <= 0n) continue;
    members.push({ id: line.id, left });
    payable += left;
  }
  const refusedIds: number[] = [];
  const pool = vouchers.filter((voucher) => {
    const ok = now >= voucher.startsAt && now < voucher.endsAt && voucher.remainingFen > 0;
    if (!ok) refusedIds.push(voucher.id);
    return ok;
  });
  const spent: { id: number; fen: bigint }[] = [];
  let total = 0n;
  while (pool.length > 0 && total < payable) {
    let at = 0;
    pool.forEach((voucher, index) => {
      const best = pool[at] as CashVoucherTerms;
      if (voucher.endsAt < best.endsAt || (voucher.endsAt === best.endsAt && voucher.id < best.id))
        at = index;
    });
    const [next] = pool.splice(at, 1) as [CashVoucherTerms];
    const want = payable - total;
    const fen = BigInt(next.remainingFen) < want ? BigInt(next.remainingFen) : want;
    spent.push({ id: next.id, fen });
    total += fen;
  }
  const allocation = new Map<number, bigint>();
  const fraction = new Map<number, bigint>();
  let given = 0n;
  for (const member of members) {
    allocation.set(member.id, (total * member.left) / payable);
    given += (total * member.left) / payable;
    fraction.set(member.id, (total * member.left) % payable);
  }
  for (let extra = given; extra < total; extra++) {
    let best: number | null = null;
    for (const [id, value] of fraction) {
      const bestValue = best === null ? -1n : (fraction.get(best) as bigint);
      if (value > bestValue || (value === bestValue && best !== null && id < best)) best = id;
    }
    allocation.set(best as number, (allocation.get(best as number) as bigint) + 1n);
    fraction.delete(best as number);
  }
  return { spent, total, allocation, refusedIds };
}
