import {
  expirySchedule,
  fenToYuan,
  type PointsLog,
  type PointsLogQuery,
  type PointsMallItem,
  type PointsMallPage,
  type PointsMallQuery,
  unixSeconds,
} from '@yaocai/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { pointsEntries, users } from '../db/schema/index';
import { creditsOf } from './expiry';

/* The buyer's points log with what expires when, and the points mall's items (docs/points.md). */

const seconds = (at: Date | string | null) => (at === null ? null : unixSeconds(new Date(at)));

/** GET /api/user/points_log: the login's entries newest first, its balance and its points by expiry. */
export async function pointsLog(db: Db, userId: number, query: PointsLogQuery): Promise<PointsLog> {
  const where: SQL[] = [eq(pointsEntries.userId, userId)];
  if (query.type) where.push(eq(pointsEntries.kind, query.type));
  const [rows, [total], [user], held] = await Promise.all([
    db
      .select()
      .from(pointsEntries)
      .where(and(...where))
      .orderBy(desc(pointsEntries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(pointsEntries)
      .where(and(...where)),
    db.select({ points: users.points }).from(users).where(eq(users.id, userId)),
    creditsOf(db, userId),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      time: unixSeconds(row.createdAt),
      type: row.kind,
      points: row.amount,
      balance_after: row.after,
      remark: row.remark,
      expires_at: seconds(row.expiresAt),
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
    balance: user?.points ?? 0,
    expiring: expirySchedule(held.credits, held.debited).map((bucket) => ({
      expires_at: unixSeconds(bucket.expiresAt),
      points: bucket.amount,
    })),
  };
}

type ItemRow = {
  id: number;
  kind: PointsMallItem['kind'];
  name: string;
  image: string;
  description: string;
  points: number;
  stock: number;
  per_buyer_limit: number;
  exchanged: number;
  coupon_id: number | null;
  coupon_title: string | null;
  coupon_amount: string | null;
  coupon_threshold: string | null;
};

export const itemColumns = sql`
  i.id, i.kind, i.name, i.image, i.description, i.points, i.stock, i.per_buyer_limit,
  c.id AS coupon_id, c.title AS coupon_title, c.amount_fen::text AS coupon_amount,
  c.threshold_fen::text AS coupon_threshold`;

export function itemCoupon(
  row: Pick<ItemRow, 'coupon_id' | 'coupon_title' | 'coupon_amount' | 'coupon_threshold'>,
) {
  return row.coupon_id === null
    ? null
    : {
        id: row.coupon_id,
        title: row.coupon_title ?? '',
        amount: fenToYuan(Number(row.coupon_amount)),
        threshold: fenToYuan(Number(row.coupon_threshold)),
      };
}

/** GET /api/points_mall: items on sale by sort, with this buyer's exchanged units (0 for a visitor). */
export async function pointsMall(
  db: Executor,
  userId: number | null,
  query: PointsMallQuery,
): Promise<PointsMallPage> {
  const [rows, total, balance] = await Promise.all([
    db.execute<ItemRow>(sql`
      SELECT ${itemColumns}, coalesce(cl.number, 0) AS exchanged
      FROM points_items i
      LEFT JOIN coupons c ON c.id = i.coupon_id
      LEFT JOIN points_item_claims cl ON cl.item_id = i.id AND cl.user_id = ${userId ?? 0}
      WHERE i.on_sale ORDER BY i.sort, i.id
      LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM points_items WHERE on_sale`),
    userId === null
      ? Promise.resolve(0)
      : db
          .execute<{ points: number }>(sql`SELECT points FROM users WHERE id = ${userId}`)
          .then((result) => result.rows[0]?.points ?? 0),
  ]);
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      image: row.image,
      description: row.description,
      points: row.points,
      stock: row.stock,
      per_buyer_limit: row.per_buyer_limit,
      exchanged: row.exchanged,
      coupon: itemCoupon(row),
    })),
    total: total.rows[0]?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
    balance,
  };
}
