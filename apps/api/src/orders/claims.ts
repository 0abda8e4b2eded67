import type { CouponQuote, PricedCart, PricedLine } from '@yaocai/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { LoadedCart } from '../cart';
import { rankedCoupons } from '../cart';
import type { Executor } from '../db/client';
import { goods, userCoupons } from '../db/schema/index';
import { conflict, fieldRefused, notFound } from '../lib/errors';

/*
 * What an order holds, claimed inside the order's transaction with conditional updates, in the one fixed order
 * (stock per goods in id order → flash-sale units → the coupon) that cancellation gives them back in
 * (orders/transitions.ts), so two transactions never wait on each other in a circle. A failed claim throws and
 * the caller's transaction rolls everything back. docs/orders-and-payment.md "Order creation".
 */

/** Display name of a goods or combination line, for messages. */
export function lineName(loaded: LoadedCart, line: PricedLine): string {
  const row = loaded.rows.find((candidate) => candidate.id === line.id);
  if (row?.combinationId != null) return loaded.combos.get(row.combinationId)?.name ?? '组合商品';
  return (row?.goodsId != null ? loaded.goods.get(row.goodsId)?.name : undefined) ?? '商品';
}

/** Units per goods the order takes: goods lines, combination parts × sets, gifts. */
export function unitsByGoods(loaded: LoadedCart, priced: PricedCart): Map<number, number> {
  const units = new Map<number, number>();
  const add = (goodsId: number, n: number) => units.set(goodsId, (units.get(goodsId) ?? 0) + n);
  for (const input of loaded.input.lines) {
    if (input.kind === 'goods') add(input.goods.id, input.quantity);
    else for (const part of input.combo.parts) add(part.goodsId, part.quantity * input.quantity);
  }
  for (const gift of priced.gifts) if (gift.quantity > 0) add(gift.goodsId, gift.quantity);
  return units;
}

const stockShort = (name: string) => conflict(`${name}库存不足，请返回购物车修改数量`);

/**
 * The selected lines refused at once when one of them alone wants more than its goods' stock — before the cart
 * is read and priced. A goods' units in the order are at least one line's, so `takeStock` would refuse the same
 * order with the same message after a dozen reads; in a flash-sale rush nearly every order ends here. Read under
 * the lines' row locks inside the order's transaction, from the table (not a cache); a line that fits passes
 * and `takeStock` still decides.
 */
export async function refuseSoldOutLines(tx: Executor, lineIds: readonly number[]) {
  const short = await tx.execute<{ name: string }>(sql`
    SELECT g.name FROM cart_items c JOIN goods g ON g.id = c.goods_id
    WHERE c.id = ANY(${`{${lineIds.join(',')}}`}::int[]) AND g.stock < c.number
    ORDER BY g.id LIMIT 1`);
  const name = short.rows[0]?.name;
  if (name !== undefined) throw stockShort(name);
}

/**
 * Before an order waits for its turn (the order lane, create-routes.ts): refuses at once, with the same 409 the
 * transaction would give, when a selected line already wants more than the goods has — unless this key already
 * has an answer, which the transaction replays. A hint read outside the transaction: it only ever refuses what the
 * transaction would refuse at this moment; everything it lets through is decided again inside the transaction.
 * In a flash sale, the crowd that comes after the last unit hears 已售罄 in one statement instead of queueing
 * for a transaction each (bench/rush.ts).
 */
export async function refuseSoldOutEarly(db: Executor, userId: number, route: string, key: string) {
  const short = await db.execute<{ name: string }>(sql`
    SELECT g.name FROM cart_items c JOIN goods g ON g.id = c.goods_id
    WHERE c.user_id = ${userId} AND c.is_selected = 1 AND g.stock < c.number
      AND NOT EXISTS (SELECT 1 FROM idempotency_keys k
        WHERE k.user_id = ${userId} AND k.route = ${route} AND k.key = ${key})
    ORDER BY g.id LIMIT 1`);
  const name = short.rows[0]?.name;
  if (name !== undefined) throw stockShort(name);
}

/** Stock taken per goods in id order, each `stock >= n` or the whole order fails naming the goods (409). */
export async function takeStock(tx: Executor, units: Map<number, number>, names: Map<number, string>) {
  for (const [goodsId, n] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} - ${n}` })
      .where(and(eq(goods.id, goodsId), sql`${goods.stock} >= ${n}`))
      .returning({ id: goods.id });
    if (taken.length === 0) throw stockShort(names.get(goodsId) ?? '商品');
  }
}

/** Flash-sale units claimed per (promotion, goods) for the company, `units + n <= limit` (0 = no limit). */
export async function claimPromotionUnits(
  tx: Executor,
  loaded: LoadedCart,
  priced: PricedCart,
  companyId: number,
) {
  const claims: { promotionId: number; goodsId: number; units: number; limit: number; name: string }[] = [];
  for (const line of priced.lines) {
    const input = loaded.input.lines.find((candidate) => candidate.id === line.id);
    if (!line.promotion || line.promotion.units === 0 || input?.kind !== 'goods') continue;
    const promotionId = line.promotion.id;
    const limit =
      input.goods.promotions.find((promotion) => promotion.id === promotionId)?.limitPerBuyer ?? 0;
    const same = claims.find(
      (claim) => claim.promotionId === promotionId && claim.goodsId === input.goods.id,
    );
    if (same) same.units += line.promotion.units;
    else
      claims.push({
        promotionId,
        goodsId: input.goods.id,
        units: line.promotion.units,
        limit,
        name: lineName(loaded, line),
      });
  }
  claims.sort((a, b) => a.promotionId - b.promotionId || a.goodsId - b.goodsId);
  for (const claim of claims) {
    const result = await tx.execute(sql`
      INSERT INTO promotion_purchases (promotion_id, goods_id, company_id, units)
      SELECT ${claim.promotionId}, ${claim.goodsId}, ${companyId}, ${claim.units}
      WHERE ${claim.limit} = 0 OR ${claim.units} <= ${claim.limit}
      ON CONFLICT (promotion_id, goods_id, company_id) DO UPDATE
        SET units = promotion_purchases.units + excluded.units
        WHERE ${claim.limit} = 0 OR promotion_purchases.units + excluded.units <= ${claim.limit}
      RETURNING units`);
    if (result.rows.length === 0) throw conflict(`${claim.name}的秒杀限购数量已用完，请返回购物车刷新`);
  }
}

/**
 * The coupon, quoted again against this order's priced lines and claimed for `orderId` by a conditional update:
 * another company's or unknown → 404; used (before or by a concurrent order) → 409; not usable now → 422.
 */
export async function claimCoupon(
  tx: Executor,
  loaded: LoadedCart,
  priced: PricedCart,
  couponId: number,
  orderId: number,
  nowMs: number,
): Promise<CouponQuote> {
  const companyId = loaded.buyer.company?.id ?? 0;
  const [held] = await tx
    .select({ usedOrderId: userCoupons.usedOrderId })
    .from(userCoupons)
    .where(and(eq(userCoupons.id, couponId), eq(userCoupons.companyId, companyId)));
  if (!held) throw notFound();
  const usedMessage = '优惠券已被使用';
  if (held.usedOrderId !== null) throw conflict(usedMessage);
  const ranked = await rankedCoupons(tx, loaded, priced, nowMs);
  const quote = ranked.find((candidate) => candidate.coupon.id === couponId)?.quote;
  // Unused yet not among the ones held in validity: outside its validity.
  if (!quote) throw fieldRefused('coupon_id', '优惠券不在有效期内');
  if (!quote.usable) throw fieldRefused('coupon_id', quote.reason);
  const now = new Date(nowMs);
  const claimed = await tx.execute(sql`
    UPDATE user_coupons uc SET used_order_id = ${orderId}, used_at = ${now}
    FROM coupons c
    WHERE uc.id = ${couponId} AND uc.company_id = ${companyId} AND uc.used_order_id IS NULL
      AND c.id = uc.coupon_id AND uc.starts_at <= ${now} AND uc.ends_at > ${now}
    RETURNING uc.id`);
  if (claimed.rows.length === 0) throw conflict(usedMessage);
  return quote;
}
