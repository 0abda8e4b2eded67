import type { CouponScope } from '../print/order-labels';

/*
 * The goods scope coupons and cash-back campaigns share (one rule): all, goods, brands or categories (with their
 * ancestors), less the exclusions. Free of the engine's types so the zod-free print subpath can reach it.
 */

/** What a scope needs to know of a goods. */
export interface GoodsScopeFacts {
  goodsId: number;
  /** The goods' categories with their ancestors. */
  categoryIds: readonly number[];
  brandId: number | null;
}

/** A goods scope (coupons, cash-back campaigns): all, goods, brands or categories, less the exclusions. */
export interface GoodsScope {
  scope: CouponScope;
  scopeIds: readonly number[];
  excludeGoodsIds?: readonly number[];
}

/** Whether a goods falls in a scope; categories match with their ancestors (`facts.categoryIds`). */
export function goodsInScope(terms: GoodsScope, facts: GoodsScopeFacts): boolean {
  if (terms.excludeGoodsIds?.includes(facts.goodsId)) return false;
  if (terms.scope === 'all') return true;
  if (terms.scope === 'goods') return terms.scopeIds.includes(facts.goodsId);
  if (terms.scope === 'brands') return facts.brandId !== null && terms.scopeIds.includes(facts.brandId);
  return facts.categoryIds.some((id) => terms.scopeIds.includes(id));
}
