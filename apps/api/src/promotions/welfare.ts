import {
  type GoodsActivity,
  goodsInStoreWide,
  type StoreWideOffer,
  storeWideLabel,
  unixSeconds,
  type WelfareData,
  type WelfareQuery,
} from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import {
  buyerPricedShapes,
  categoriesWithAncestors,
  companyInAudience,
  offerOf,
  promotionsOf,
  runningStoreWideRow,
  type Viewer,
  withStoreWidePrice,
} from '../catalogue';
import type { Db } from '../db/client';
import { goods } from '../db/schema/index';

/*
 * `/welfare`: the running 全场94折 as an activity page whose floor is its goods, each with what one unit costs in it
 * (docs/pricing.md "全场94折"). Display only: the cart prices through the engine.
 */

/**
 * Online goods the offer's goods, controlled and category exclusions leave (categories with their sub-categories),
 * in stock first; the promotion exclusion is decided below by the domain rule, on the few goods with promotions.
 */
async function candidateIds(db: Db, offer: StoreWideOffer): Promise<{ id: number; isControlled: boolean }[]> {
  const { exclude } = offer;
  const idArray = (ids: readonly number[]) =>
    sql`ARRAY[${sql.join([sql`0`, ...ids.map((id) => sql`${id}`)], sql`, `)}]::int[]`;
  const result = await db.execute<{ id: number; is_controlled: boolean }>(sql`
    WITH RECURSIVE excluded(id) AS (
      SELECT id FROM categories WHERE id = ANY(${idArray(exclude.categoryIds)})
      UNION SELECT c.id FROM categories c JOIN excluded e ON c.parent_id = e.id
    )
    SELECT g.id, g.is_controlled FROM goods g
    WHERE NOT g.banned_online
      AND NOT (g.id = ANY(${idArray(exclude.goodsIds)}))
      AND (${!exclude.controlled} OR NOT g.is_controlled)
      AND NOT EXISTS (SELECT 1 FROM goods_categories gc JOIN excluded e ON e.id = gc.category_id
        WHERE gc.goods_id = g.id)
    ORDER BY (g.stock > 0) DESC, g.id`);
  return result.rows.map((row) => ({ id: row.id, isControlled: row.is_controlled }));
}

/** The page `/welfare` shows; null when no offer runs. */
export async function welfareFor(
  db: Db,
  viewer: Viewer,
  query: WelfareQuery,
  nowMs = Date.now(),
): Promise<WelfareData | null> {
  const row = await runningStoreWideRow(db, nowMs);
  if (!row) return null;
  const offer = offerOf(row);
  let candidates = await candidateIds(db, offer);
  if (offer.exclude.promotions) {
    const promotions = await promotionsOf(
      db,
      candidates.map((candidate) => candidate.id),
    );
    candidates = candidates.filter((candidate) =>
      goodsInStoreWide(offer, { ...candidate, promotions: promotions.get(candidate.id) ?? [] }, [], nowMs),
    );
  }
  const from = (query.page - 1) * query.per_page;
  const pageIds = candidates.slice(from, from + query.per_page).map((candidate) => candidate.id);
  const inAudience = await companyInAudience(db, row, viewer.company);
  const shown = inAudience && viewer.standing.maySeePrices;
  const shapes = (await buyerPricedShapes(db, pageIds, viewer)).map((shape) =>
    withStoreWidePrice(shape, offer, shown),
  );
  const label = storeWideLabel(offer.ratePercent);
  return {
    id: row.id,
    url: 'welfare',
    title: row.title,
    banner: row.banner,
    rules: row.rules,
    status: 'ongoing',
    start: unixSeconds(row.startsAt),
    end: unixSeconds(row.endsAt),
    timestamp: unixSeconds(nowMs),
    floors: [{ title: `全场${label}商品`, list: shapes }],
    rate_percent: row.ratePercent,
    label,
    in_audience: inAudience ? 1 : 0,
    total: candidates.length,
    page: query.page,
    per_page: query.per_page,
  };
}

/** The running 全场94折 as one of a goods' activities (GET /api/goods/activities); null when it is not in it. */
export async function storeWideActivityOf(
  db: Db,
  goodsId: number,
  viewer: Viewer,
  nowMs: number,
): Promise<GoodsActivity | null> {
  const row = await runningStoreWideRow(db, nowMs);
  if (!row) return null;
  const offer = offerOf(row);
  const [found] = await db
    .select({ isControlled: goods.isControlled })
    .from(goods)
    .where(eq(goods.id, goodsId));
  if (!found) return null;
  const promotions = (await promotionsOf(db, [goodsId])).get(goodsId) ?? [];
  const categoryIds = (await categoriesWithAncestors(db, [goodsId])).get(goodsId) ?? [];
  const facts = { id: goodsId, isControlled: found.isControlled, promotions };
  if (!goodsInStoreWide(offer, facts, categoryIds, nowMs)) return null;
  const shown = (await companyInAudience(db, row, viewer.company)) && viewer.standing.maySeePrices;
  const [shape] = await buyerPricedShapes(db, [goodsId], viewer);
  const priced = shape && withStoreWidePrice(shape, offer, shown);
  return {
    id: row.id,
    kind: 'store_wide',
    title: row.title,
    status: 'ongoing',
    promo_price: priced?.store_wide_price ?? null,
    limit_per_buyer: 0,
    start: unixSeconds(row.startsAt),
    end: unixSeconds(row.endsAt),
  };
}
