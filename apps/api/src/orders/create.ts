import {
  fenToYuan,
  type OrderCreateBody,
  type OrderCreated,
  orderNumber,
  type PricedCart,
  priceCart,
  quantityRange,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { assertContractInForce } from '../accounts';
import { orderAddressOf } from '../addresses';
import { goodsScopeFacts, type LoadedCart, loadCartPricing } from '../cart';
import { joinCashback, quoteCashVouchers, spendCashVouchers } from '../cashback';
import { type BuyerRecord, loadBuyer } from '../catalogue';
import type { Executor } from '../db/client';
import { cartItems, combinations, orderEvents, orderLines, orders } from '../db/schema/index';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import {
  claimCoupon,
  claimPromotionUnits,
  lineName,
  refuseSoldOutLines,
  takeStock,
  unitsByGoods,
} from './claims';
import { assertEphedrineLimits } from './ephedrine-limits';
import { lineRows } from './order-lines';

/*
 * POST /api/order inside the caller's transaction (the Idempotency-Key's): the buyer's selected cart lines are
 * read and priced by `priceCart` from the tables, then everything the order holds is claimed with conditional
 * updates in one fixed order — stock per goods in id order, flash-sale units per (promotion, goods), then the
 * coupon, then the cash vouchers — the same order cancellation gives them back in, so two transactions never wait on each other in a
 * circle. Any refusal rolls the whole transaction back: nothing claimed, the cart intact. Nothing the client
 * sends is an amount. Decisions: docs/orders-and-payment.md "Order creation".
 */

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

/** The buy-rule facts of the buyer `request.requireCompany()` gave, read again inside the order's transaction. */
async function buyerIn(
  tx: Executor,
  { userId, companyId }: CompanyBuyer,
): Promise<BuyerRecord & { companyId: number }> {
  const buyer = await loadBuyer(tx, userId);
  // The helper answered 404 for a login without a company; a user gone since then is as absent.
  if (!buyer) throw notFound();
  return { ...buyer, companyId };
}

/**
 * The cash-back campaign the order joins (cashback's joinCashback): its goods lines (not combination sets and
 * parts, not gifts) with their scope facts and what they cost in money. A company with no earlier order is new.
 */
async function joinCashbackOf(
  tx: Executor,
  orderId: number,
  companyId: number,
  lines: readonly {
    id: number;
    goodsId: number | null;
    combinationId: number | null;
    payableFen: number;
    isGift: boolean;
  }[],
  nowMs: number,
): Promise<void> {
  const goodsLines = lines.filter(
    (line) => line.goodsId !== null && line.combinationId === null && !line.isGift,
  );
  if (goodsLines.length === 0) return;
  const facts = await goodsScopeFacts(
    tx,
    goodsLines.map((line) => line.goodsId as number),
  );
  const earlier = await tx.execute(
    sql`SELECT 1 FROM orders WHERE company_id = ${companyId} AND id <> ${orderId} LIMIT 1`,
  );
  await joinCashback(tx, {
    orderId,
    companyId,
    newBuyer: earlier.rows.length === 0,
    nowMs,
    lines: goodsLines.map((line) => ({
      lineId: line.id,
      goodsId: line.goodsId as number,
      categoryIds: facts.get(line.goodsId as number)?.categoryIds ?? [],
      brandId: facts.get(line.goodsId as number)?.brandId ?? null,
      paidFen: line.payableFen,
    })),
  });
}

export interface OrderCreateOptions {
  payMinutes: number;
  nowMs?: number;
}

/** The history line of an order paid on creation because it costs nothing. */
export const FREE_ORDER_NOTE = '订单金额为 ¥0.00，无需支付';

/** Creates the order in `tx`; see the module comment for the order of the claims. */
export async function createOrder(
  tx: Executor,
  orderer: CompanyBuyer,
  body: OrderCreateBody,
  options: OrderCreateOptions,
): Promise<OrderCreated> {
  const nowMs = options.nowMs ?? Date.now();
  const { userId } = orderer;
  const buyer = await buyerIn(tx, orderer);
  await assertContractInForce(tx, buyer.companyId, nowMs);
  const address = await orderAddressOf(tx, buyer.companyId, body.address_id);
  const selected = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.isSelected, 1)))
    .orderBy(asc(cartItems.id))
    // Two submissions of one cart (other keys, other tabs) take turns here: the second finds the lines gone.
    .for('update');
  if (selected.length === 0) throw fieldRefused('cart', '请先在购物车勾选要购买的商品');
  await refuseSoldOutLines(
    tx,
    selected.map((row) => row.id),
  );
  const loaded = await loadCartPricing(
    tx,
    buyer,
    nowMs,
    selected.map((row) => row.id),
  );
  const priced = priceCart(loaded.input, nowMs);
  await assertOrderable(tx, loaded, priced, nowMs);

  const units = unitsByGoods(loaded, priced);
  await assertEphedrineLimits(tx, buyer.companyId, units, nowMs);
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
  const vouchers = await quoteCashVouchers(tx, buyer.companyId, body.cash_voucher_ids, priced, coupon, nowMs);
  const totalFen = priced.totalFen - couponFen - vouchers.totalFen;
  const payDeadline = new Date(nowMs + options.payMinutes * 60 * 1000);
  // Nothing to pay (a coupon covering everything): paid on creation, with no payment row and no ledger entry —
  // a payment of 0 would move no money, and an unpaid order of 0 could never be paid.
  const free = totalFen === 0;
  const sn = orderNumber(orderId, nowMs);
  await tx.insert(orders).values({
    id: orderId,
    orderSn: sn,
    userId,
    companyId: buyer.companyId,
    address,
    invoiceType: body.invoice_type,
    remark: body.remark,
    goodsTotalFen: priced.goodsTotalFen,
    // Activity discounts: the 全场94折 and 满减 (docs/pricing.md); the coupon has its own column.
    discountFen: priced.storeWideFen + priced.discountFen,
    userCouponId: coupon ? body.coupon_id : null,
    couponFen,
    cashVoucherFen: vouchers.totalFen,
    shippingFen: priced.shipping.feeFen,
    totalFen,
    createdAt: new Date(nowMs),
    payDeadline,
    ...(free ? { status: 'paid' as const, paidAt: new Date(nowMs) } : {}),
  });
  await spendCashVouchers(tx, vouchers, orderId, `buyer:${userId}`);
  const lines = await tx
    .insert(orderLines)
    .values(await lineRows(tx, loaded, priced, coupon, vouchers.allocation, orderId))
    .returning({
      id: orderLines.id,
      goodsId: orderLines.goodsId,
      combinationId: orderLines.combinationId,
      payableFen: orderLines.payableFen,
      isGift: orderLines.isGift,
    });
  await joinCashbackOf(tx, orderId, buyer.companyId, lines, nowMs);
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
