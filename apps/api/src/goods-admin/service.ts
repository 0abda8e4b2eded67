import {
  type ConsoleGoodsDetail,
  type ConsoleGoodsListingBody,
  type ConsoleGoodsPage,
  type ConsoleGoodsPatch,
  type ConsoleGoodsQuery,
  type ConsoleGoodsRow,
  type ConsoleLadderBody,
  fenToYuan,
  isBannedOnline,
  yuanToFen,
} from '@yaocai/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { goods, goodsLadderPrices } from '../db/schema/index';
import { containing } from '../lib/like';
import { activeWarehouses, stockByWarehouse } from '../warehouses';

/*
 * 商品管理 (issue #26 §2, docs/console.md): the console's reads of goods — every product, banned online ones
 * included (an operator may reclass one back) — and its edits. Each write locks the row, changes it and answers
 * what it was and what it is for the audit row; the route clears the display caches after the commit. The listing
 * document and search counts follow in the same transaction by trigger (migration 0007).
 */

const rowColumns = sql`g.id, g.sku, g.name, g.trade_name, g.ypgg, g.pzwh, m.name AS manufacturer, g.price_fen,
  g.base_price_fen, g.stock, g.regulatory_class, g.scope_category, g.is_controlled, g.with_coupon, g.listed`;

interface Row extends Record<string, unknown> {
  id: number;
  sku: string;
  name: string;
  trade_name: string | null;
  ypgg: string;
  pzwh: string;
  manufacturer: string;
  price_fen: number;
  base_price_fen: number;
  stock: number;
  regulatory_class: ConsoleGoodsRow['regulatory_class'];
  scope_category: ConsoleGoodsRow['scope_category'];
  is_controlled: boolean;
  with_coupon: boolean;
  listed: boolean;
}

const bit = (value: boolean) => (value ? 1 : 0);
const toRow = (row: Row): ConsoleGoodsRow => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  trade_name: row.trade_name,
  ypgg: row.ypgg,
  pzwh: row.pzwh,
  manufacturer: row.manufacturer,
  price: fenToYuan(row.price_fen),
  stock: row.stock,
  regulatory_class: row.regulatory_class,
  scope_category: row.scope_category,
  is_controlled: bit(row.is_controlled),
  with_coupon: bit(row.with_coupon),
  // The column banned_online also covers delisting (migration 0034); the class alone is what this flag tells.
  banned_online: bit(isBannedOnline(row.regulatory_class)),
  listed: bit(row.listed),
});

/** GET /api/console/goods: newest id first. */
export async function goodsForOperator(db: Executor, query: ConsoleGoodsQuery): Promise<ConsoleGoodsPage> {
  const parts: SQL[] = [sql`true`];
  if (query.keywords) {
    const pattern = containing(query.keywords);
    parts.push(sql`(g.name ILIKE ${pattern} OR coalesce(g.trade_name, '') ILIKE ${pattern}
      OR g.pzwh ILIKE ${pattern} OR g.sku ILIKE ${pattern})`);
  }
  if (query.regulatory_class) parts.push(sql`g.regulatory_class = ${query.regulatory_class}`);
  if (query.scope_category) parts.push(sql`g.scope_category = ${query.scope_category}`);
  if (query.controlled) parts.push(sql`g.is_controlled = ${query.controlled === '1'}`);
  if (query.listed) parts.push(sql`g.listed = ${query.listed === '1'}`);
  const where = sql.join(parts, sql` AND `);
  const [rows, total] = await Promise.all([
    db.execute<Row>(sql`SELECT ${rowColumns} FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE ${where} ORDER BY g.id DESC LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
    db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM goods g WHERE ${where}`),
  ]);
  return {
    list: rows.rows.map(toRow),
    total: Number(total.rows[0]?.n ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/** A product's batches, soonest expiry first, each with its warehouse. */
export async function batchesOf(db: Executor, goodsId: number): Promise<ConsoleGoodsDetail['batches']> {
  const found = await db.execute<ConsoleGoodsDetail['batches'][number]>(sql`
    SELECT b.id, b.warehouse_id, w.name AS warehouse, b.batch_no, b.production_date::text AS production_date,
      b.expiry_date::text AS expiry_date, b.quantity, b.report_url
    FROM goods_batches b JOIN warehouses w ON w.id = b.warehouse_id
    WHERE b.goods_id = ${goodsId} ORDER BY b.expiry_date, b.id`);
  return found.rows;
}

/** GET /api/console/goods/{id}; null when absent. `lock` for a write's transaction. */
export async function goodsDetailForOperator(
  db: Executor,
  id: number,
  lock = false,
): Promise<ConsoleGoodsDetail | null> {
  const found = await db.execute<Row>(sql`SELECT ${rowColumns} FROM goods g
    JOIN manufacturers m ON m.id = g.manufacturer_id WHERE g.id = ${id} ${lock ? sql`FOR UPDATE OF g` : sql``}`);
  const row = found.rows[0];
  if (!row) return null;
  const ladder = await db
    .select({ min: goodsLadderPrices.minNumber, fen: goodsLadderPrices.priceFen })
    .from(goodsLadderPrices)
    .where(eq(goodsLadderPrices.goodsId, id))
    .orderBy(asc(goodsLadderPrices.minNumber));
  return {
    ...toRow(row),
    base_price: fenToYuan(row.base_price_fen),
    ladder: ladder.map((tier) => ({ min_number: tier.min, price: fenToYuan(tier.fen) })),
    batches: await batchesOf(db, id),
    stock_by_warehouse: await stockByWarehouse(db, id),
    warehouses: await activeWarehouses(db),
  };
}

export interface GoodsChange {
  result: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** PATCH /api/console/goods/{id}: the fields given; null when the product does not exist. */
export async function patchGoods(
  tx: Executor,
  id: number,
  patch: ConsoleGoodsPatch,
): Promise<GoodsChange | null> {
  const current = await goodsDetailForOperator(tx, id, true);
  if (!current) return null;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const set: Partial<typeof goods.$inferInsert> = {};
  if (patch.price !== undefined) {
    set.priceFen = yuanToFen(patch.price);
    before.price = current.price;
    after.price = fenToYuan(set.priceFen);
  }
  if (patch.stock !== undefined) {
    set.stock = patch.stock;
    before.stock = current.stock;
    after.stock = patch.stock;
  }
  if (patch.with_coupon !== undefined) {
    set.withCoupon = patch.with_coupon;
    before.with_coupon = current.with_coupon === 1;
    after.with_coupon = patch.with_coupon;
  }
  if (patch.is_controlled !== undefined) {
    set.isControlled = patch.is_controlled;
    before.is_controlled = current.is_controlled === 1;
    after.is_controlled = patch.is_controlled;
  }
  if (patch.scope_category !== undefined) {
    set.scopeCategory = patch.scope_category;
    before.scope_category = current.scope_category;
    after.scope_category = patch.scope_category;
  }
  await tx.update(goods).set(set).where(eq(goods.id, id));
  const fields = Object.keys(after).join('、');
  return { result: `商品 #${id} ${current.name}：修改 ${fields}`, before, after };
}

/** PUT /api/console/goods/{id}/ladder: replaces the whole ladder; null when the product does not exist. */
export async function replaceLadder(
  tx: Executor,
  id: number,
  body: ConsoleLadderBody,
): Promise<GoodsChange | null> {
  const current = await goodsDetailForOperator(tx, id, true);
  if (!current) return null;
  const tiers = [...body.tiers]
    .sort((a, b) => a.min_number - b.min_number)
    .map((tier) => ({ goodsId: id, minNumber: tier.min_number, priceFen: yuanToFen(tier.price) }));
  await tx.delete(goodsLadderPrices).where(eq(goodsLadderPrices.goodsId, id));
  if (tiers.length > 0) await tx.insert(goodsLadderPrices).values(tiers);
  const after = tiers.map((tier) => ({ min_number: tier.minNumber, price: fenToYuan(tier.priceFen) }));
  return {
    result: `商品 #${id} ${current.name}：阶梯价 ${after.length} 档`,
    before: { ladder: current.ladder },
    after: { ladder: after },
  };
}

/**
 * POST /api/console/goods/listing: 上架 or 下架 each of `ids` (locked in id order); null when one does not exist
 * (nothing changes). The listing documents and search counts follow by trigger in this transaction (0034).
 */
export async function setListing(tx: Executor, body: ConsoleGoodsListingBody): Promise<GoodsChange | null> {
  const ids = [...body.ids].sort((a, b) => a - b);
  const found = await tx.execute<{ id: number; name: string; listed: boolean }>(sql`
    SELECT id, name, listed FROM goods WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`);
  if (found.rows.length !== ids.length) return null;
  await tx.execute(
    sql`UPDATE goods SET listed = ${body.listed} WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND listed <> ${body.listed}`,
  );
  const changed = found.rows.filter((row) => row.listed !== body.listed).length;
  const names = found.rows.map((row) => row.name).join('、');
  return {
    result: `${body.listed ? '上架' : '下架'} ${ids.length} 个商品（${changed} 个有变化）：${names}`,
    before: { listed: Object.fromEntries(found.rows.map((row) => [row.id, row.listed])) },
    after: { listed: Object.fromEntries(found.rows.map((row) => [row.id, body.listed])) },
  };
}
