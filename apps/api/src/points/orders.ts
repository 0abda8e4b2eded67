import {
  type OrderAddress,
  type PointsOrder,
  type PointsOrderPage,
  type PointsOrderStatus,
  unixSeconds,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';

/* Points orders: the buyer's list and detail (their own only: anyone else's is 404), and receipt. */

export type PointsOrderRow = {
  id: number;
  order_sn: string;
  item_id: number;
  kind: PointsOrder['kind'];
  name: string;
  image: string;
  number: number;
  points: number;
  status: PointsOrderStatus;
  address: OrderAddress | null;
  carrier: string;
  tracking_no: string;
  coupon_title: string;
  created_at: Date | string;
  shipped_at: Date | string | null;
  completed_at: Date | string | null;
};

export const orderColumns = sql`
  o.id, o.order_sn, o.item_id, o.kind, o.name, o.image, o.number, o.points, o.status, o.address, o.carrier,
  o.tracking_no, o.coupon_title, o.created_at, o.shipped_at, o.completed_at`;

const seconds = (at: Date | string | null) => (at === null ? null : unixSeconds(new Date(at)));

export const pointsOrderWire = (row: PointsOrderRow): PointsOrder => ({
  id: row.id,
  order_sn: row.order_sn,
  item_id: row.item_id,
  kind: row.kind,
  name: row.name,
  image: row.image,
  number: row.number,
  points: row.points,
  status: row.status,
  address: row.address,
  carrier: row.carrier,
  tracking_no: row.tracking_no,
  created_at: unixSeconds(new Date(row.created_at)),
  shipped_at: seconds(row.shipped_at),
  completed_at: seconds(row.completed_at),
  coupon_title: row.coupon_title,
});

const own = (buyer: CompanyBuyer) => sql`o.company_id = ${buyer.companyId} AND o.user_id = ${buyer.userId}`;

export async function pointsOrderPage(
  tx: Executor,
  buyer: CompanyBuyer,
  query: { page: number; per_page: number },
): Promise<PointsOrderPage> {
  const [rows, total] = await Promise.all([
    tx.execute<PointsOrderRow>(sql`
      SELECT ${orderColumns} FROM points_orders o WHERE ${own(buyer)}
      ORDER BY o.id DESC LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
    tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM points_orders o WHERE ${own(buyer)}`),
  ]);
  return {
    list: rows.rows.map(pointsOrderWire),
    total: total.rows[0]?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function pointsOrderDetail(tx: Executor, buyer: CompanyBuyer, id: number): Promise<PointsOrder> {
  const result = await tx.execute<PointsOrderRow>(
    sql`SELECT ${orderColumns} FROM points_orders o WHERE o.id = ${id} AND ${own(buyer)}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  return pointsOrderWire(row);
}

/** POST /api/points_order/{id}/receive: 已发货 → 已完成, once (a conditional update). */
export async function receivePointsOrder(db: Db, buyer: CompanyBuyer, id: number): Promise<PointsOrder> {
  return db.transaction(async (tx) => {
    const updated = await tx.execute<{ id: number }>(sql`
    UPDATE points_orders o SET status = 'completed', completed_at = now()
    WHERE o.id = ${id} AND ${own(buyer)} AND o.status = 'shipped' RETURNING o.id`);
    if (updated.rows.length === 0) {
      await pointsOrderDetail(tx, buyer, id);
      throw conflict('订单当前状态不能确认收货');
    }
    return pointsOrderDetail(tx, buyer, id);
  });
}
