import { orderNumber } from '@yaocai/domain';
import { and, eq, sql } from 'drizzle-orm';
import { goodsImageUrl } from '../catalogue';
import type { Executor } from '../db/client';
import {
  goods,
  manufacturers,
  orderEvents,
  orderLineBatches,
  orderLines,
  orderParcels,
  orders,
  payments,
  userCoupons,
} from '../db/schema/index';
import { grantCoupon } from '../wallet';
import { type BuyerSeed, couponSeeds, pastOrder, USED_COUPON_CODE } from './buyers-data';
import { shippingSettingRows } from './cart-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface PastOrderInput {
  companyId: number;
  userId: number;
  buyer: BuyerSeed;
  couponIds: Map<string, number>;
  today: number;
}

/**
 * One completed order 20 days back, paid by a confirmed bank transfer (no ledger entry: the transfer came from
 * the bank, not the wallet), shipped with a batch and trace codes, with the used coupon. Skipped when the
 * company already holds the used coupon, so it is made once.
 */
export async function seedPastOrder(tx: Executor, input: PastOrderInput): Promise<void> {
  const { companyId, userId, buyer, couponIds, today } = input;
  const usedCouponId = couponIds.get(USED_COUPON_CODE);
  const used = couponSeeds.find((seed) => seed.code === USED_COUPON_CODE);
  const address = buyer.addresses[0];
  if (usedCouponId === undefined || !used || !address) return;
  const [held] = await tx
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .where(and(eq(userCoupons.companyId, companyId), eq(userCoupons.couponId, usedCouponId)));
  if (held) return;
  const [found] = await tx
    .select({ item: goods, maker: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goods.name, pastOrder.goods))
    .orderBy(goods.id)
    .limit(1);
  if (!found) return;
  const { item, maker } = found;

  // Enough whole middle packages to pass the coupon's threshold with a fifth to spare (integer fen throughout).
  const step = Math.max(1, item.zbz);
  const targetFen = used.thresholdFen + Math.floor(used.thresholdFen / 5);
  const number = Math.ceil(targetFen / (item.priceFen * step)) * step;
  const amountFen = number * item.priceFen;
  const shippingFen =
    amountFen >= shippingSettingRows.free_shipping_from_fen ? 0 : shippingSettingRows.shipping_fee_fen;
  const totalFen = amountFen - used.amountFen + shippingFen;
  const placedAt = new Date(today - pastOrder.placedDaysAgo * DAY_MS + 2 * HOUR_MS + 15 * 60 * 1000);
  const paidAt = new Date(placedAt.getTime() + 2 * HOUR_MS);
  const shippedAt = new Date(placedAt.getTime() + DAY_MS);
  const completedAt = new Date(placedAt.getTime() + 3 * DAY_MS);
  const idResult = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
  );
  const orderId = idResult.rows[0]?.id as number;
  const sn = orderNumber(orderId, placedAt.getTime());
  const trackingNo = `SF${sn.slice(4, 14)}`;

  const userCoupon = { id: await grantCoupon(tx, companyId, usedCouponId, placedAt.getTime() - DAY_MS) };
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      orderSn: sn,
      userId,
      companyId,
      status: 'completed',
      address,
      invoiceType: pastOrder.invoiceType,
      goodsTotalFen: amountFen,
      userCouponId: userCoupon.id,
      couponFen: used.amountFen,
      shippingFen,
      totalFen,
      paidFen: totalFen,
      payMethod: 'transfer',
      createdAt: placedAt,
      payDeadline: new Date(placedAt.getTime() + 30 * 60 * 1000),
      paidAt,
      shippedAt,
      completedAt,
      carrier: pastOrder.carrier,
      trackingNo,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('past order not saved');
  await tx
    .update(userCoupons)
    .set({ usedOrderId: order.id, usedAt: placedAt })
    .where(eq(userCoupons.id, userCoupon.id));
  const [line] = await tx
    .insert(orderLines)
    .values({
      orderId: order.id,
      goodsId: item.id,
      name: item.name,
      sccj: maker,
      ypgg: item.ypgg,
      pzwh: item.pzwh,
      bzdw: item.bzdw,
      goodsImage: goodsImageUrl(item.id),
      number,
      priceFen: item.priceFen,
      amountFen,
      discountFen: used.amountFen,
      payableFen: amountFen - used.amountFen,
    })
    .returning({ id: orderLines.id });
  if (!line) throw new Error('past order line not saved');
  const production = new Date(placedAt.getTime() - 120 * DAY_MS);
  const expiry = new Date(production.getTime() + 730 * DAY_MS);
  const [parcel] = await tx
    .insert(orderParcels)
    .values({
      orderId: order.id,
      seq: 1,
      carrier: pastOrder.carrier,
      trackingNo,
      shippedAt,
      actor: 'operator:seed',
    })
    .returning({ id: orderParcels.id });
  if (!parcel) throw new Error('past order parcel not saved');
  await tx.insert(orderLineBatches).values({
    orderLineId: line.id,
    parcelId: parcel.id,
    batchNo: `B${sn.slice(2, 10)}`,
    productionDate: production.toISOString().slice(0, 10),
    expiryDate: expiry.toISOString().slice(0, 10),
    number,
    // 药品追溯码 are 20 digits: a product prefix and a serial per unit.
    traceCodes: Array.from(
      { length: number },
      (_, i) => `8${String(item.id).padStart(7, '0')}${sn.slice(8, 14)}${String(i + 1).padStart(6, '0')}`,
    ),
  });
  await tx.insert(payments).values({
    orderId: order.id,
    companyId,
    method: 'transfer',
    status: 'paid',
    amountFen: totalFen,
    reference: `T${sn}`,
    createdAt: new Date(placedAt.getTime() + 10 * 60 * 1000),
    paidAt,
  });
  await tx.insert(orderEvents).values([
    { orderId: order.id, status: 'unpaid', note: '提交订单', actor: `buyer:${userId}`, at: placedAt },
    { orderId: order.id, status: 'paid', note: '对公转账已确认', actor: 'operator:seed', at: paidAt },
    {
      orderId: order.id,
      status: 'shipped',
      note: `${pastOrder.carrier} ${trackingNo}`,
      actor: 'operator:seed',
      at: shippedAt,
    },
    { orderId: order.id, status: 'completed', note: '确认收货', actor: `buyer:${userId}`, at: completedAt },
  ]);
}
