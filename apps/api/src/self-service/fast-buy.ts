import { type FastBuyPage, type FastBuyQuery, fenToYuan, unixSeconds } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * 快捷采购 (GET /api/user/fast_buy): every goods the company's paid orders held (unpaid and cancelled orders did
 * not buy anything; gifts were not bought), with how often and how much, the last price paid and quantity, and
 * today's price and stock. Goods banned online since are left out (they cannot be bought again). The page adds to
 * the cart through POST /api/cart, the cart's own write path, with the last quantities.
 */

const ORDER_BY = {
  frequency: sql`b.times DESC, b.last_at DESC, g.id`,
  recent: sql`b.last_at DESC, g.id`,
  name: sql`g.name, g.ypgg, g.id`,
} as const;

interface Row extends Record<string, unknown> {
  goods_id: number;
  name: string;
  trade_name: string;
  ypgg: string;
  maker: string;
  bzdw: string;
  zbz: number;
  times: number;
  total_number: number;
  last_price_fen: number;
  last_number: number;
  last_at: Date;
  price_fen: number;
  stock: number;
  total: number;
}

export async function fastBuyList(db: Db, companyId: number, query: FastBuyQuery): Promise<FastBuyPage> {
  const { page, per_page, order } = query;
  const result = await db.execute<Row>(sql`
    WITH lines AS (
      SELECT ol.goods_id, ol.number, ol.price_fen, o.id AS order_id, o.created_at, ol.id AS line_id
      FROM orders o JOIN order_lines ol ON ol.order_id = o.id
      WHERE o.company_id = ${companyId} AND o.status IN ('paid', 'shipped', 'completed')
        AND ol.goods_id IS NOT NULL AND NOT ol.is_gift),
    b AS (
      SELECT goods_id, count(DISTINCT order_id)::int AS times, sum(number)::int AS total_number,
        max(created_at) AS last_at FROM lines GROUP BY goods_id),
    last AS (
      SELECT DISTINCT ON (goods_id) goods_id, price_fen, number FROM lines
      ORDER BY goods_id, created_at DESC, order_id DESC, line_id DESC)
    SELECT g.id AS goods_id, g.name, coalesce(g.trade_name, '') AS trade_name, g.ypgg, m.name AS maker, g.bzdw,
      g.zbz, b.times, b.total_number, last.price_fen AS last_price_fen, last.number AS last_number, b.last_at,
      g.price_fen, g.stock, count(*) OVER ()::int AS total
    FROM b JOIN last ON last.goods_id = b.goods_id JOIN goods g ON g.id = b.goods_id
      JOIN manufacturers m ON m.id = g.manufacturer_id
    WHERE NOT g.banned_online
    ORDER BY ${ORDER_BY[order]}
    LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`);
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && page > 1) {
    const counted = await db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT ol.goods_id)::int AS n FROM orders o JOIN order_lines ol ON ol.order_id = o.id
        JOIN goods g ON g.id = ol.goods_id
      WHERE o.company_id = ${companyId} AND o.status IN ('paid', 'shipped', 'completed') AND NOT ol.is_gift
        AND NOT g.banned_online`);
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    list: result.rows.map((row) => ({
      goods_id: row.goods_id,
      name: row.name,
      trade_name: row.trade_name,
      spec: row.ypgg,
      manufacturer: row.maker,
      unit: row.bzdw,
      zbz: row.zbz,
      times: row.times,
      total_number: row.total_number,
      last_price: fenToYuan(Number(row.last_price_fen)),
      last_number: row.last_number,
      last_at: unixSeconds(new Date(row.last_at)),
      price: fenToYuan(row.price_fen),
      stock: row.stock,
    })),
    total,
    page,
    per_page,
  };
}
