import type {
  ConsolePointsItem,
  ConsolePointsOrderPage,
  PointsGrantBody,
  PointsGrantResult,
  PointsItemCreateBody,
  PointsItemUpdateBody,
  PointsOrderStatus,
  PointsShipBody,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import { postPoints } from './ledger';
import { orderColumns, type PointsOrderRow, pointsOrderWire } from './orders';
import { itemColumns, itemCoupon } from './reads';

/*
 * What operators do with points (issue #22 §5, docs/points.md): the mall's items, grants and deductions, and
 * shipping points orders. The console routes and `ops` call these inside `auditedAction`, so each returns what the
 * trail keeps as before → after.
 */

type ItemRow = Parameters<typeof itemCoupon>[0] & {
  id: number;
  kind: ConsolePointsItem['kind'];
  name: string;
  image: string;
  description: string;
  points: number;
  stock: number;
  per_buyer_limit: number;
  on_sale: boolean;
  sort: number;
  exchanged: number;
};

const itemWire = (row: ItemRow): ConsolePointsItem => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  image: row.image,
  description: row.description,
  points: row.points,
  stock: row.stock,
  per_buyer_limit: row.per_buyer_limit,
  on_sale: row.on_sale,
  sort: row.sort,
  coupon: itemCoupon(row),
  exchanged: row.exchanged,
});

async function selectItems(tx: Executor, where: SQL): Promise<ConsolePointsItem[]> {
  const rows = await tx.execute<ItemRow>(sql`
    SELECT ${itemColumns}, i.on_sale, i.sort, i.exchanged
    FROM points_items i LEFT JOIN coupons c ON c.id = i.coupon_id
    WHERE ${where} ORDER BY i.sort, i.id`);
  return rows.rows.map(itemWire);
}

export const consoleItems = (tx: Executor) => selectItems(tx, sql`true`);

export async function consoleItem(tx: Executor, id: number): Promise<ConsolePointsItem> {
  const [item] = await selectItems(tx, sql`i.id = ${id}`);
  if (!item) throw notFound();
  return item;
}

export async function createItem(tx: Executor, body: PointsItemCreateBody): Promise<ConsolePointsItem> {
  if (body.coupon_id !== null) {
    const coupon = await tx.execute(sql`SELECT 1 FROM coupons WHERE id = ${body.coupon_id}`);
    if (coupon.rows.length === 0) throw fieldRefused('coupon_id', '优惠券模板不存在');
  }
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO points_items (kind, name, image, description, points, stock, per_buyer_limit, on_sale, sort, coupon_id)
    VALUES (${body.kind}, ${body.name}, ${body.image}, ${body.description}, ${body.points}, ${body.stock},
      ${body.per_buyer_limit}, ${body.on_sale}, ${body.sort}, ${body.coupon_id})
    RETURNING id`);
  return consoleItem(tx, inserted.rows[0]?.id ?? 0);
}

const COLUMNS: Record<keyof PointsItemUpdateBody, string> = {
  name: 'name',
  image: 'image',
  description: 'description',
  points: 'points',
  stock: 'stock',
  per_buyer_limit: 'per_buyer_limit',
  on_sale: 'on_sale',
  sort: 'sort',
};

/** Changes the fields given; the row is locked first, so the before state is the one replaced. */
export async function updateItem(
  tx: Executor,
  id: number,
  body: PointsItemUpdateBody,
): Promise<{ before: ConsolePointsItem; after: ConsolePointsItem }> {
  const locked = await tx.execute(sql`SELECT 1 FROM points_items WHERE id = ${id} FOR UPDATE`);
  if (locked.rows.length === 0) throw notFound();
  const before = await consoleItem(tx, id);
  const sets = Object.entries(body).flatMap(([field, value]) =>
    value === undefined
      ? []
      : [sql`${sql.identifier(COLUMNS[field as keyof PointsItemUpdateBody])} = ${value}`],
  );
  if (sets.length > 0)
    await tx.execute(
      sql`UPDATE points_items SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${id}`,
    );
  return { before, after: await consoleItem(tx, id) };
}

/** Grants (+) or deducts (−) a login's points with the operator's reason; 409 below zero. */
export async function grantPoints(
  tx: Executor,
  body: PointsGrantBody,
  actor: string,
): Promise<PointsGrantResult & { before: number }> {
  const found = await tx.execute<{ id: number; points: number }>(
    sql`SELECT id, points FROM users WHERE phone = ${body.phone} FOR UPDATE`,
  );
  const user = found.rows[0];
  if (!user) throw fieldRefused('phone', '没有这个手机号的用户');
  const balance = await postPoints(tx, {
    userId: user.id,
    kind: 'adjustment',
    amount: body.points,
    remark: body.reason,
    actor,
  });
  return { user_id: user.id, balance, before: user.points };
}

type ConsoleOrderRow = PointsOrderRow & { phone: string; company: string };

export async function consolePointsOrders(
  tx: Executor,
  query: { status: PointsOrderStatus | ''; page: number },
): Promise<ConsolePointsOrderPage> {
  const perPage = 20;
  const where = query.status ? sql`o.status = ${query.status}` : sql`true`;
  // The shipping queue (paid) oldest first; any other view newest first.
  const order = query.status === 'paid' ? sql`o.id ASC` : sql`o.id DESC`;
  const [rows, total] = await Promise.all([
    tx.execute<ConsoleOrderRow>(sql`
      SELECT ${orderColumns}, u.phone, c.name AS company
      FROM points_orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = o.company_id
      WHERE ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`),
    tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM points_orders o WHERE ${where}`),
  ]);
  return {
    list: rows.rows.map((row) => ({
      ...pointsOrderWire(row),
      buyer: { phone: row.phone, company: row.company },
    })),
    total: total.rows[0]?.n ?? 0,
    page: query.page,
    per_page: perPage,
  };
}

/** 待发货 → 已发货 with carrier and tracking number, once (a conditional update: shipping twice is 409). */
export async function shipPointsOrder(
  tx: Executor,
  id: number,
  body: PointsShipBody,
): Promise<{ before: string }> {
  const found = await tx.execute<{ status: string }>(
    sql`SELECT status FROM points_orders WHERE id = ${id} FOR UPDATE`,
  );
  const row = found.rows[0];
  if (!row) throw notFound();
  const updated = await tx.execute(sql`
    UPDATE points_orders SET status = 'shipped', carrier = ${body.carrier}, tracking_no = ${body.tracking_no},
      shipped_at = now()
    WHERE id = ${id} AND status = 'paid' AND kind = 'goods' RETURNING id`);
  if (updated.rows.length === 0) throw conflict('该积分订单不是待发货状态');
  return { before: row.status };
}
