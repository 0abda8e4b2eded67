import type { GoodsListQuery, GoodsSort, GoodsZone } from '@yaocai/domain';
import { NEW_GOODS_DAYS, type StockBatch, yuanToFen } from '@yaocai/domain';
import { and, asc, count, desc, eq, gte, lte, not, type SQL, sql } from 'drizzle-orm';
import { type Db, runStatement, statementOf } from '../db/client';
import {
  brands,
  categories,
  goods,
  goodsCategories,
  type goodsLadderPrices,
  goodsListings,
  goodsNames,
  goodsTags,
} from '../db/schema/index';

/*
 * The display read path: listing documents (a denormalised copy kept by triggers), named prepared statements
 * and the caches in cache.ts. It answers pages, fast. It is not a source of truth for a write: cart, orders and
 * anything that commits money or stock read the tables through loaders.ts inside their own transaction.
 */

/** A product's row as lists and the detail page show it (search columns, bookkeeping and `listed` left out: only a listed product has a listing document). */
export type ListedGoods = Omit<
  typeof goods.$inferSelect,
  'sku' | 'pinyinInitials' | 'pinyinFull' | 'createdAt' | 'listed'
>;
export type GoodsRow = { row: ListedGoods; manufacturer: string };

/**
 * The listing documents of `ids` (see `goodsListings`) as one JSON array: PostgreSQL concatenates stored texts and
 * V8 reads them with one JSON.parse — far cheaper than joining four tables per request, and than pg parsing 25
 * typed columns per row.
 */
export const listingsOf = (ids: SQL) =>
  sql`(SELECT '[' || coalesce(string_agg(${goodsListings.doc}, ','), '') || ']' FROM ${goodsListings}
    WHERE ${goodsListings.goodsId} = ANY(${ids}))`;

const factsStatement = statementOf(sql`SELECT ${listingsOf(sql`${sql.placeholder('ids')}::int[]`)} AS facts`);

type LadderRow = typeof goodsLadderPrices.$inferSelect;
type TagRow = typeof goodsTags.$inferSelect;

/** One page of ranked search hits: the goods ids in rank order and the total. */
export interface SearchPage {
  ids: number[];
  total: number;
}

/** What every list shows of a product: its row, ladder and tags, read in one statement. */
/** A batch in stock as the listing document carries it (migration 0026), earliest expiry first. */
export interface BatchDoc extends StockBatch {
  /** Its quality inspection report's address; '' when none is on file. */
  report_url: string;
}

export interface RowFacts {
  found: GoodsRow;
  ladders: LadderRow[];
  tags: TagRow[];
  batches: BatchDoc[];
}

/** Display facts of `ids` from the listing documents (any order; unknown ids are absent). */
export async function findGoodsFacts(db: Db, ids: readonly number[]): Promise<RowFacts[]> {
  if (ids.length === 0) return [];
  const [row] = await runStatement<{ facts: string }>(db, factsStatement, { ids });
  return row ? (JSON.parse(row.facts) as RowFacts[]) : [];
}

/** Zones (spec §2): yx premium, zyyp TCM, qxzq devices, jxqzc near expiry, kxzq controlled sale. */
const zoneCondition: Record<GoodsZone, SQL> = {
  yx: sql`${goods.isPremium}`,
  zyyp: sql`${goods.kind} IN ('tcm_patent', 'decoction')`,
  qxzq: sql`${goods.kind} = 'device'`,
  jxqzc: sql`${goods.expiryDate} IS NOT NULL`,
  kxzq: sql`${goods.isControlled}`,
  xpss: sql`${goods.createdAt} > now() - make_interval(days => ${NEW_GOODS_DAYS})`,
};

const sortOrder: Record<GoodsSort, SQL[]> = {
  default: [sql`(${goods.stock} > 0) DESC`, asc(goods.id)],
  price_asc: [asc(goods.priceFen), asc(goods.id)],
  price_desc: [desc(goods.priceFen), asc(goods.id)],
  newest: [desc(goods.createdAt), desc(goods.id)],
  stock: [desc(goods.stock), asc(goods.id)],
};

function listConditions(query: GoodsListQuery): SQL[] {
  // Every list, zone, category and brand page: never a class banned online (docs/regulatory.md).
  const conditions: SQL[] = [not(goods.bannedOnline)];
  if (query.category_id !== undefined) {
    conditions.push(sql`${goods.id} IN (
      SELECT ${goodsCategories.goodsId} FROM ${goodsCategories} WHERE ${goodsCategories.categoryId} IN (
        WITH RECURSIVE tree AS (
          SELECT id FROM ${categories} WHERE id = ${query.category_id}
          UNION ALL
          SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
        ) SELECT id FROM tree))`);
  }
  if (query.brand_id !== undefined) conditions.push(eq(goods.brandId, query.brand_id));
  if (query.manufacturer_id !== undefined) conditions.push(eq(goods.manufacturerId, query.manufacturer_id));
  if (query.zone !== undefined) conditions.push(zoneCondition[query.zone]);
  if (query.tag !== undefined) {
    conditions.push(sql`${goods.id} IN (
      SELECT ${goodsTags.goodsId} FROM ${goodsTags} WHERE ${goodsTags.name} = ${query.tag} AND ${goodsTags.isShow} = 1)`);
  }
  if (query.price_min !== undefined) conditions.push(gte(goods.priceFen, yuanToFen(query.price_min)));
  if (query.price_max !== undefined) conditions.push(lte(goods.priceFen, yuanToFen(query.price_max)));
  if (query.in_stock === 1) conditions.push(sql`${goods.stock} > 0`);
  // 近效期 goods (their marked near-expiry date) expiring within so many months of today in Beijing.
  if (query.expire_months !== undefined) {
    conditions.push(
      sql`${goods.expiryDate} <= (now() AT TIME ZONE 'Asia/Shanghai')::date + make_interval(months => ${query.expire_months}::int)`,
    );
  }
  return conditions;
}

export async function listGoodsIds(db: Db, query: GoodsListQuery): Promise<{ ids: number[]; total: number }> {
  const where = and(...listConditions(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: goods.id })
      .from(goods)
      .where(where)
      .orderBy(...sortOrder[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(goods).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

export async function findBrand(db: Db, brandId: number | null) {
  if (brandId === null) return null;
  const [row] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.id, brandId));
  return row ?? null;
}

/** Root-first path of the goods' category in the general tree ([] when it has none). */
export async function findCategoryPath(db: Db, goodsId: number): Promise<{ id: number; name: string }[]> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    WITH RECURSIVE path AS (
      SELECT * FROM (
        SELECT c.id, c.name, c.parent_id, 0 AS depth FROM ${categories} c
        JOIN ${goodsCategories} gc ON gc.category_id = c.id
        WHERE gc.goods_id = ${goodsId} AND c.tree = 'general' ORDER BY c.id LIMIT 1) leaf
      UNION ALL
      SELECT p.id, p.name, p.parent_id, path.depth + 1 FROM ${categories} p JOIN path ON p.id = path.parent_id
    ) SELECT id, name FROM path ORDER BY depth DESC`);
  return result.rows;
}

/**
 * The words among `words` that lead only to goods banned online: a part of such a product's name or trade name
 * (two characters or more) that names nothing sold online (the search dictionary counts only those). A word
 * searched before its product was reclassed, or pinned by an operator, must not advertise it.
 */
export async function wordsOnlyForBanned(db: Db, words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const result = await db.execute<{ word: string }>(sql`
    SELECT w.word FROM unnest(${sql.param([...words])}::text[]) AS w(word)
    WHERE length(w.word) >= 2
      AND EXISTS (SELECT 1 FROM ${goods} g WHERE g.banned_online
        AND (strpos(g.name, w.word) > 0 OR strpos(coalesce(g.trade_name, ''), w.word) > 0))
      AND NOT EXISTS (SELECT 1 FROM ${goodsNames} n WHERE n.goods_count > 0
        AND (strpos(n.name, w.word) > 0 OR strpos(n.trade_key, w.word) > 0))`);
  return new Set(result.rows.map((row) => row.word));
}
