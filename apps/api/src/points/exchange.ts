import { orderNumber, type PointsExchangeBody, type PointsExchangeResult } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { orderAddressOf } from '../addresses';
import type { Executor } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { grantCoupon } from '../wallet';
import { postPoints } from './ledger';
import { pointsOrderDetail } from './orders';

/*
 * Exchanging points for a mall item: an order paid in points, inside the caller's transaction (the
 * Idempotency-Key's). Everything is claimed with conditional updates in one fixed order — the item's stock,
 * then the buyer's per-item count, then the points (users row) — so concurrent exchanges never sell more than
 * the stock, more than the limit, or spend points not held; any refusal rolls all of it back.
 */

export async function exchangePoints(
  tx: Executor,
  buyer: CompanyBuyer,
  itemId: number,
  body: PointsExchangeBody,
): Promise<PointsExchangeResult> {
  const found = await tx.execute<{ kind: 'goods' | 'coupon'; per_buyer_limit: number }>(
    sql`SELECT kind, per_buyer_limit FROM points_items WHERE id = ${itemId} AND on_sale`,
  );
  const item = found.rows[0];
  if (!item) throw notFound();
  let address = null;
  if (item.kind === 'goods') {
    if (body.address_id === undefined) throw fieldRefused('address_id', '请选择收货地址');
    address = await orderAddressOf(tx, buyer.companyId, body.address_id);
  }
  if (item.per_buyer_limit > 0 && body.number > item.per_buyer_limit)
    throw conflict(`每人限兑${item.per_buyer_limit}件`);

  const taken = await tx.execute<{
    name: string;
    image: string;
    points: number;
    coupon_id: number | null;
  }>(sql`
    UPDATE points_items SET stock = stock - ${body.number}, exchanged = exchanged + ${body.number}
    WHERE id = ${itemId} AND on_sale AND stock >= ${body.number}
    RETURNING name, image, points, coupon_id`);
  const claimed = taken.rows[0];
  if (!claimed) throw conflict('库存不足');

  const counted = await tx.execute(sql`
    INSERT INTO points_item_claims AS c (item_id, user_id, number) VALUES (${itemId}, ${buyer.userId}, ${body.number})
    ON CONFLICT (item_id, user_id) DO UPDATE SET number = c.number + EXCLUDED.number
    WHERE ${item.per_buyer_limit} = 0 OR c.number + EXCLUDED.number <= ${item.per_buyer_limit}
    RETURNING number`);
  if (counted.rows.length === 0) throw conflict(`每人限兑${item.per_buyer_limit}件，您已兑换过`);

  const total = claimed.points * body.number;
  const next = await tx.execute<{ id: number; now: Date | string }>(
    sql`SELECT nextval(pg_get_serial_sequence('points_orders', 'id'))::int AS id, now() AS now`,
  );
  const { id, now } = next.rows[0] ?? { id: 0, now: new Date() };
  let userCouponId: number | null = null;
  let couponTitle = '';
  if (claimed.coupon_id !== null) {
    // Through wallet's grant: the held coupon gets its own validity window from the template.
    userCouponId = await grantCoupon(tx, buyer.companyId, claimed.coupon_id, new Date(now).getTime());
    const template = await tx.execute<{ title: string }>(
      sql`SELECT title FROM coupons WHERE id = ${claimed.coupon_id}`,
    );
    couponTitle = template.rows[0]?.title ?? '';
  }
  await tx.execute(sql`
    INSERT INTO points_orders (id, order_sn, user_id, company_id, item_id, kind, name, image, number, points,
      status, address, user_coupon_id, coupon_title, created_at, completed_at)
    VALUES (${id}, ${orderNumber(id, new Date(now).getTime(), 'JF')}, ${buyer.userId}, ${buyer.companyId}, ${itemId},
      ${item.kind}, ${claimed.name}, ${claimed.image}, ${body.number}, ${total},
      ${item.kind === 'goods' ? 'paid' : 'completed'}, ${address === null ? null : JSON.stringify(address)}::jsonb,
      ${userCouponId}, ${couponTitle}, ${new Date(now).toISOString()},
      ${item.kind === 'goods' ? null : new Date(now).toISOString()})`);
  const balance = await postPoints(tx, {
    userId: buyer.userId,
    kind: 'exchange',
    amount: -total,
    pointsOrderId: id,
    remark: `兑换 ${claimed.name} ×${body.number}`,
    actor: `buyer:${buyer.userId}`,
  });
  return { order: await pointsOrderDetail(tx, buyer, id), balance };
}
