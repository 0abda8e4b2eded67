import {
  type CheckoutCoupon,
  type CouponQuote,
  type CouponTerms,
  couponLineFacts,
  couponRateText,
  couponScopeText,
  fenToYuan,
  type PricedCart,
  rankCoupons,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { categoriesWithAncestors } from '../catalogue';
import type { Executor } from '../db/client';
import { brands, categories, coupons, goods, userCoupons } from '../db/schema/index';
import type { LoadedCart } from './pricing-input';

/*
 * The buyer's coupons against a priced cart, read in the caller's transaction: the checkout preview offers them
 * and order creation claims the chosen one after quoting it again with the same engine (`rankCoupons`).
 */

/** A coupon the company holds, unused and in validity at the time asked. */
export interface HeldCoupon extends CouponTerms {
  title: string;
  /** 全场通用 / 限指定分类：… / 限指定商品. */
  scopeText: string;
}

export interface RankedCoupon {
  coupon: HeldCoupon;
  quote: CouponQuote;
}

/** The company's unused coupons valid at `nowMs` (the holder's window), in id order. */
export async function heldCoupons(tx: Executor, companyId: number, nowMs: number): Promise<HeldCoupon[]> {
  const now = new Date(nowMs);
  const rows = await tx
    .select({
      id: userCoupons.id,
      title: coupons.title,
      kind: coupons.kind,
      amountFen: coupons.amountFen,
      ratePercent: coupons.ratePercent,
      thresholdFen: coupons.thresholdFen,
      scope: coupons.scope,
      scopeIds: coupons.scopeIds,
      excludeGoodsIds: coupons.excludeGoodsIds,
      withFullAmount: coupons.withFullAmount,
      startsAt: userCoupons.startsAt,
      endsAt: userCoupons.endsAt,
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(
      and(
        eq(userCoupons.companyId, companyId),
        isNull(userCoupons.usedOrderId),
        lte(userCoupons.startsAt, now),
        gt(userCoupons.endsAt, now),
      ),
    )
    .orderBy(asc(userCoupons.id));
  const namesOf = async (scope: 'categories' | 'brands') => {
    const ids = [...new Set(rows.filter((row) => row.scope === scope).flatMap((row) => row.scopeIds))];
    if (ids.length === 0) return new Map<number, string>();
    const table = scope === 'categories' ? categories : brands;
    const found = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, ids));
    return new Map(found.map((row) => [row.id, row.name]));
  };
  const names = { categories: await namesOf('categories'), brands: await namesOf('brands') };
  return rows.map((row) => ({
    ...row,
    ratePercent: row.ratePercent ?? undefined,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    scopeText: couponScopeText(
      row.scope,
      row.scope === 'categories' || row.scope === 'brands'
        ? row.scopeIds.flatMap((id) => names[row.scope as 'categories' | 'brands'].get(id) ?? [])
        : [],
    ),
  }));
}

/** Each goods' scope facts (categories with ancestors, brand): what coupon and cash-back scopes read. */
export async function goodsScopeFacts(
  tx: Executor,
  goodsIds: readonly number[],
): Promise<Map<number, { categoryIds: number[]; brandId: number | null }>> {
  const ids = [...new Set(goodsIds)];
  const facts = new Map<number, { categoryIds: number[]; brandId: number | null }>();
  if (ids.length === 0) return facts;
  const categoriesOf = await categoriesWithAncestors(tx, ids);
  const rows = await tx
    .select({ id: goods.id, brandId: goods.brandId })
    .from(goods)
    .where(inArray(goods.id, ids));
  for (const row of rows)
    facts.set(row.id, { categoryIds: categoriesOf.get(row.id) ?? [], brandId: row.brandId });
  return facts;
}

/** The company's coupons quoted against `priced` (the cart `loaded` priced at `nowMs`), best first. */
export async function rankedCoupons(
  tx: Executor,
  loaded: LoadedCart,
  priced: PricedCart,
  nowMs: number,
): Promise<RankedCoupon[]> {
  const companyId = loaded.buyer.company?.id;
  if (companyId === undefined) return [];
  const held = await heldCoupons(tx, companyId, nowMs);
  if (held.length === 0) return [];
  const goodsIds = loaded.input.lines.flatMap((line) => (line.kind === 'goods' ? [line.goods.id] : []));
  const brandRows =
    goodsIds.length === 0
      ? []
      : await tx
          .select({ id: goods.id, brandId: goods.brandId })
          .from(goods)
          .where(inArray(goods.id, goodsIds));
  const brandOf = new Map(
    brandRows.flatMap((row) => (row.brandId === null ? [] : [[row.id, row.brandId] as const])),
  );
  const facts = couponLineFacts(loaded.input, await categoriesWithAncestors(tx, goodsIds), brandOf);
  const byId = new Map(held.map((coupon) => [coupon.id, coupon]));
  return rankCoupons(priced, facts, held, nowMs).map(({ coupon, quote }) => ({
    coupon: byId.get(coupon.id) as HeldCoupon,
    quote,
  }));
}

export function toCheckoutCoupon({ coupon, quote }: RankedCoupon): CheckoutCoupon {
  return {
    id: coupon.id,
    title: coupon.title,
    kind: coupon.kind ?? 'amount',
    amount: fenToYuan(coupon.amountFen),
    rate: coupon.ratePercent === undefined ? null : couponRateText(coupon.ratePercent),
    threshold: fenToYuan(coupon.thresholdFen),
    scope: coupon.scope,
    scope_text: coupon.scopeText,
    starts_at: unixSeconds(coupon.startsAt),
    ends_at: unixSeconds(coupon.endsAt),
    status: 'unused',
    usable: quote.usable ? 1 : 0,
    reason: quote.reason,
    discount: fenToYuan(quote.discountFen),
  };
}

/**
 * The coupon a checkout applies: the requested one when it is usable (none when it is not); when the buyer
 * has not chosen (`requested` undefined), the best usable one; 0 means none.
 */
export function appliedCoupon(ranked: readonly RankedCoupon[], requested: number | undefined) {
  if (requested === 0) return undefined;
  const found =
    requested === undefined ? ranked[0] : ranked.find((candidate) => candidate.coupon.id === requested);
  return found?.quote.usable ? found : undefined;
}
