import {
  type CouponQuote,
  fenToYuan,
  type OrderAddress,
  type OrderCreateBody,
  type OrderCreated,
  type PricedCart,
  type PricedLine,
  priceCart,
  quantityRange,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { contractRequired } from '../accounts/contract';
import { rankedCoupons } from '../cart/coupons';
import { type LoadedCart, loadCartPricing } from '../cart/pricing-input';
import { goodsImageUrl } from '../catalogue/images';
import { type BuyerRecord, loadBuyer } from '../catalogue/loaders';
import type { Executor } from '../db/client';
import {
  addresses,
  cartItems,
  combinations,
  goods,
  orderEvents,
  orderLines,
  orders,
  userCoupons,
} from '../db/schema/index';
import { conflict, fieldRefused, notFound } from '../lib/errors';

/*
 * POST /api/order inside the caller's transaction (the Idempotency-Key's): the buyer's selected cart lines are
 * read and priced by `priceCart` from the tables, then everything the order holds is claimed with conditional
 * updates in one fixed order — stock per goods in id order, flash-sale units per (promotion, goods), then the
 * coupon — the same order cancellation gives them back in, so two transactions never wait on each other in a
 * circle. Any refusal rolls the whole transaction back: nothing claimed, the cart intact. Nothing the client
 * sends is an amount. Decisions: docs/orders-and-payment.md "Order creation".
 */

const HOUR = 60 * 60 * 1000;

/** 'YC' + Beijing yyyyMMddHHmmss + the order id to 6 digits: unique by the id, readable by the time. */
export function orderSn(orderId: number, nowMs: number): string {
  const stamp = new Date(nowMs + 8 * HOUR).toISOString().slice(0, 19).replace(/\D/g, '');
  return `YC${stamp}${String(orderId).padStart(6, '0')}`;
}

async function addressOf(tx: Executor, companyId: number, addressId: number): Promise<OrderAddress> {
  const [row] = await tx
    .select({
      consignee: addresses.consignee,
      phone: addresses.phone,
      province: addresses.province,
      city: addresses.city,
      district: addresses.district,
      detail: addresses.detail,
    })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.companyId, companyId), isNull(addresses.deletedAt)));
  // Another company's address is as absent as a missing one.
  if (!row) throw notFound();
  return row;
}

/** Display name of a goods or combination line, for messages. */
function lineName(loaded: LoadedCart, line: PricedLine): string {
  const row = loaded.rows.find((candidate) => candidate.id === line.id);
  if (row?.combinationId != null) return loaded.combos.get(row.combinationId)?.name ?? '组合商品';
  return (row?.goodsId != null ? loaded.goods.get(row.goodsId)?.name : undefined) ?? '商品';
}

/**
 * Refuses the order unless every selected line can be ordered as it stands: the goods or combination still
 * exists (and a combination is on sale), the buyer may buy it, the quantity is whole packages. A line short of
 * stock in this snapshot is a 409 naming the goods, like a short conditional update later.
 */
async function assertOrderable(tx: Executor, loaded: LoadedCart, priced: PricedCart, nowMs: number) {
  if (loaded.input.lines.length < loaded.rows.length)
    throw fieldRefused('cart', '部分商品已下架，请返回购物车刷新');
  const comboIds = loaded.rows.flatMap((row) => (row.combinationId === null ? [] : [row.combinationId]));
  if (comboIds.length > 0) {
    const now = new Date(nowMs);
    const onSale = await tx
      .select({ id: combinations.id })
      .from(combinations)
      .where(
        and(
          inArray(combinations.id, comboIds),
          sql`${combinations.startsAt} <= ${now} AND ${combinations.endsAt} > ${now}`,
        ),
      );
    const live = new Set(onSale.map((row) => row.id));
    const ended = comboIds.find((id) => !live.has(id));
    if (ended !== undefined)
      throw fieldRefused(
        'cart',
        `${loaded.combos.get(ended)?.name ?? '组合商品'}：活动已结束，请从购物车删除`,
      );
  }
  for (const line of priced.lines) {
    const name = lineName(loaded, line);
    const code = line.exclusion?.code;
    if (code === 'out_of_stock' || code === 'combo_part_short')
      throw conflict(`${name}库存不足，请返回购物车修改数量`);
    if (code) throw fieldRefused('cart', `${name}：${line.exclusion?.reason ?? ''}`);
    const row = loaded.rows.find((candidate) => candidate.id === line.id);
    const zbz = row?.goodsId != null ? (loaded.goods.get(row.goodsId)?.zbz ?? 1) : 1;
    const range = quantityRange({ step: zbz });
    if (!range || line.quantity < range.min || line.quantity % range.step !== 0)
      throw fieldRefused('cart', `${name}：请按中包装${range?.step ?? zbz}的整数倍购买`);
  }
}

/** Units per goods the order takes: goods lines, combination parts × sets, gifts. */
function unitsByGoods(loaded: LoadedCart, priced: PricedCart): Map<number, number> {
  const units = new Map<number, number>();
  const add = (goodsId: number, n: number) => units.set(goodsId, (units.get(goodsId) ?? 0) + n);
  for (const input of loaded.input.lines) {
    if (input.kind === 'goods') add(input.goods.id, input.quantity);
    else for (const part of input.combo.parts) add(part.goodsId, part.quantity * input.quantity);
  }
  for (const gift of priced.gifts) if (gift.quantity > 0) add(gift.goodsId, gift.quantity);
  return units;
}

/** Stock taken per goods in id order, each `stock >= n` or the whole order fails naming the goods (409). */
async function takeStock(tx: Executor, units: Map<number, number>, names: Map<number, string>) {
  for (const [goodsId, n] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} - ${n}` })
      .where(and(eq(goods.id, goodsId), sql`${goods.stock} >= ${n}`))
      .returning({ id: goods.id });
    if (taken.length === 0) throw conflict(`${names.get(goodsId) ?? '商品'}库存不足，请返回购物车修改数量`);
  }
}

/** Flash-sale units claimed per (promotion, goods) for the company, `units + n <= limit` (0 = no limit). */
async function claimPromotionUnits(tx: Executor, loaded: LoadedCart, priced: PricedCart, companyId: number) {
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
async function claimCoupon(
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
      AND c.id = uc.coupon_id AND c.starts_at <= ${now} AND c.ends_at > ${now}
    RETURNING uc.id`);
  if (claimed.rows.length === 0) throw conflict(usedMessage);
  return quote;
}

type LineRow = typeof orderLines.$inferInsert;

/** The order's lines: goods lines (split where some units took a promotion price), combination sets with their parts, gifts. */
async function lineRows(
  tx: Executor,
  loaded: LoadedCart,
  priced: PricedCart,
  coupon: CouponQuote | null,
  orderId: number,
): Promise<LineRow[]> {
  const goodsIds = [...unitsByGoods(loaded, priced).keys()];
  const pzwh = new Map(
    (await tx.select({ id: goods.id, pzwh: goods.pzwh }).from(goods).where(inArray(goods.id, goodsIds))).map(
      (row) => [row.id, row.pzwh],
    ),
  );
  const describe = (goodsId: number) => {
    const shown = loaded.goods.get(goodsId);
    const gift = loaded.giftNames.get(goodsId);
    return {
      goodsId,
      name: shown?.name ?? gift?.name ?? '',
      sccj: shown?.sccj ?? '',
      ypgg: shown?.ypgg ?? '',
      bzdw: shown?.bzdw ?? gift?.bzdw ?? '',
      pzwh: pzwh.get(goodsId) ?? '',
      goodsImage: goodsImageUrl(goodsId),
    };
  };
  const rows: LineRow[] = [];
  for (const line of priced.lines) {
    const input = loaded.input.lines.find((candidate) => candidate.id === line.id);
    if (!input) continue;
    if (input.kind === 'combo') {
      const combo = loaded.combos.get(input.combo.id);
      rows.push({
        orderId,
        combinationId: input.combo.id,
        lineType: 3,
        name: combo?.name ?? '组合商品',
        number: line.quantity,
        priceFen: line.unitPriceFen,
        amountFen: line.amountFen,
        discountFen: line.discountFen,
        payableFen: line.payableFen,
      });
      // The parts carry the goods (stock, batches, trace codes); the set line carries the money.
      for (const part of input.combo.parts)
        rows.push({
          orderId,
          ...describe(part.goodsId),
          combinationId: input.combo.id,
          lineType: 3,
          number: part.quantity * line.quantity,
          priceFen: 0,
          amountFen: 0,
          discountFen: 0,
          payableFen: 0,
        });
      continue;
    }
    const shown = describe(input.goods.id);
    const promoUnits = line.promotion?.units ?? 0;
    if (promoUnits > 0 && line.promotion) {
      // Promotion-priced lines take no 满减 or coupon share, so each part is its units × its own price.
      const promoFen = line.promotion.priceFen * promoUnits;
      rows.push({
        orderId,
        ...shown,
        lineType: line.type,
        number: promoUnits,
        priceFen: line.promotion.priceFen,
        amountFen: promoFen,
        payableFen: promoFen,
        promotionId: line.promotion.id,
        promotionUnits: promoUnits,
      });
      const rest = line.quantity - promoUnits;
      if (rest > 0)
        rows.push({
          orderId,
          ...shown,
          lineType: line.type,
          number: rest,
          priceFen: line.unitPriceFen,
          amountFen: line.amountFen - promoFen,
          payableFen: line.amountFen - promoFen,
        });
      continue;
    }
    const discountFen = line.discountFen + (coupon?.allocation.get(line.id) ?? 0);
    rows.push({
      orderId,
      ...shown,
      lineType: line.type,
      number: line.quantity,
      priceFen: line.unitPriceFen,
      amountFen: line.amountFen,
      discountFen,
      payableFen: line.amountFen - discountFen,
    });
  }
  for (const gift of priced.gifts) {
    if (gift.quantity === 0) continue;
    rows.push({
      orderId,
      ...describe(gift.goodsId),
      number: gift.quantity,
      priceFen: 0,
      amountFen: 0,
      payableFen: 0,
      isGift: true,
    });
  }
  return rows.map((row, sort) => ({ ...row, sort }));
}

async function buyerOf(tx: Executor, userId: number): Promise<BuyerRecord & { companyId: number }> {
  const buyer = await loadBuyer(tx, userId);
  if (!buyer?.company) throw notFound();
  return { ...buyer, companyId: buyer.company.id };
}

export interface OrderCreateOptions {
  payMinutes: number;
  nowMs?: number;
}

/** Creates the order in `tx`; see the module comment for the order of the claims. */
/** The history line of an order paid on creation because it costs nothing. */
export const FREE_ORDER_NOTE = '订单金额为 ¥0.00，无需支付';

export async function createOrder(
  tx: Executor,
  userId: number,
  body: OrderCreateBody,
  options: OrderCreateOptions,
): Promise<OrderCreated> {
  const nowMs = options.nowMs ?? Date.now();
  const buyer = await buyerOf(tx, userId);
  if (!buyer.contractSigned) throw contractRequired();
  const address = await addressOf(tx, buyer.companyId, body.address_id);
  const selected = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.isSelected, 1)))
    .orderBy(asc(cartItems.id))
    // Two submissions of one cart (other keys, other tabs) take turns here: the second finds the lines gone.
    .for('update');
  if (selected.length === 0) throw fieldRefused('cart', '请先在购物车勾选要购买的商品');
  const loaded = await loadCartPricing(
    tx,
    buyer,
    nowMs,
    selected.map((row) => row.id),
  );
  const priced = priceCart(loaded.input, nowMs);
  await assertOrderable(tx, loaded, priced, nowMs);

  const units = unitsByGoods(loaded, priced);
  const names = new Map<number, string>();
  for (const goodsId of units.keys())
    names.set(goodsId, loaded.goods.get(goodsId)?.name ?? loaded.giftNames.get(goodsId)?.name ?? '商品');
  await takeStock(tx, units, names);
  await claimPromotionUnits(tx, loaded, priced, buyer.companyId);

  const idResult = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
  );
  const orderId = idResult.rows[0]?.id as number;
  const coupon =
    body.coupon_id === 0 ? null : await claimCoupon(tx, loaded, priced, body.coupon_id, orderId, nowMs);
  const couponFen = coupon?.discountFen ?? 0;
  const totalFen = priced.totalFen - couponFen;
  const payDeadline = new Date(nowMs + options.payMinutes * 60 * 1000);
  // Nothing to pay (a coupon covering everything): paid on creation, with no payment row and no ledger entry —
  // a payment of 0 would move no money, and an unpaid order of 0 could never be paid.
  const free = totalFen === 0;
  const sn = orderSn(orderId, nowMs);
  await tx.insert(orders).values({
    id: orderId,
    orderSn: sn,
    userId,
    companyId: buyer.companyId,
    address,
    invoiceType: body.invoice_type,
    remark: body.remark,
    goodsTotalFen: priced.goodsTotalFen,
    discountFen: priced.discountFen,
    userCouponId: coupon ? body.coupon_id : null,
    couponFen,
    shippingFen: priced.shipping.feeFen,
    totalFen,
    createdAt: new Date(nowMs),
    payDeadline,
    ...(free ? { status: 'paid' as const, paidAt: new Date(nowMs) } : {}),
  });
  await tx.insert(orderLines).values(await lineRows(tx, loaded, priced, coupon, orderId));
  await tx
    .insert(orderEvents)
    .values([
      { orderId, status: 'unpaid', note: '订单已提交', actor: `buyer:${userId}`, at: new Date(nowMs) },
      ...(free
        ? [{ orderId, status: 'paid' as const, note: FREE_ORDER_NOTE, actor: 'system', at: new Date(nowMs) }]
        : []),
    ]);
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.userId, userId),
      inArray(
        cartItems.id,
        selected.map((row) => row.id),
      ),
    ),
  );
  return {
    order_id: orderId,
    order_sn: sn,
    status: free ? 'paid' : 'unpaid',
    total: fenToYuan(totalFen),
    pay_deadline: unixSeconds(payDeadline),
  };
}
