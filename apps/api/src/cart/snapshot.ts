import { type SQL, sql } from 'drizzle-orm';
import { ancestorsOf } from '../catalogue';
import { type Db, type Executor, runStatement, runStatementIn, statementOf } from '../db/client';
import { qualificationColumns } from '../lib/buyer-facts';
import type { CartSnapshot, GoodsFacts, SnapshotLine } from './cart-reads';

/*
 * Everything a cart read needs, from the tables, in one statement (issue #25: it was a dozen, each a round trip):
 * the buyer and their standing, the lines with their goods, running gift rule and agreed price, the combinations
 * with their parts' goods, ladders, promotions with what the company bought at them, running full-amount
 * activities with tiers and covered goods, the shipping settings, the running 全场94折 with the company's
 * enterprise type and the goods' categories, controlled-sale programmes with the company's applications, and the
 * stores the buyer manages. One statement sees one snapshot, so the read path needs no transaction; a write path
 * runs the same statement inside its own. `pricing-input.ts` turns the answer into the engine's input.
 */

const ph = (name: string) => sql.placeholder(name);
const now = sql`${ph('now')}::timestamptz`;

/** `json_build_object` of `fields` (key → SQL expression). */
const object = (fields: Record<string, string>) =>
  sql.raw(
    `json_build_object(${Object.entries(fields)
      .map(([key, expression]) => `'${key}', ${expression}`)
      .join(', ')})`,
  );
/**
 * `json_build_array` of the same expressions, in key order: the lines and goods, the bulk of a big cart, travel
 * as arrays (no key repeated per row: about half the text for PostgreSQL to build and V8 to parse) and are
 * zipped back with the same keys (`zip`).
 */
const tuple = (fields: Record<string, string>) =>
  sql.raw(`json_build_array(${Object.values(fields).join(', ')})`);
function zip<T>(keys: readonly string[], values: readonly unknown[]): T {
  const result: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) result[keys[i] as string] = values[i];
  return result as T;
}
const listOf = (item: SQL, rest: SQL, order: string) =>
  sql`(SELECT coalesce(json_agg(${item} ORDER BY ${sql.raw(order)}), '[]') ${rest})`;

const goodsFields = (g: string, m: string) => ({
  id: `${g}.id`,
  name: `${g}.name`,
  sccj: `${m}.name`,
  ypgg: `${g}.ypgg`,
  bzdw: `${g}.bzdw`,
  zbz: `${g}.zbz`,
  stock: `${g}.stock`,
  priceFen: `${g}.price_fen`,
  isSelfOperated: `${g}.is_self_operated`,
  isDpby: `${g}.is_dpby`,
  qgNumber: `${g}.qg_number`,
  isFreeShipping: `${g}.is_free_shipping`,
  freeShippingNumber: `${g}.free_shipping_number`,
  isControlled: `${g}.is_controlled`,
  withCoupon: `${g}.with_coupon`,
  scopeCategory: `${g}.scope_category`,
  regulatoryClass: `${g}.regulatory_class`,
  listed: `${g}.listed`,
});

const lineFields = {
  id: 'l.id',
  type: 'l.type',
  goodsId: 'l.goods_id',
  combinationId: 'l.combination_id',
  goodsPriceId: 'l.goods_price_id',
  ladderPriceId: 'l.ladder_price_id',
  goodsManjianId: 'l.goods_manjian_id',
  isYj: 'l.is_yj',
  ckId: 'l.ck_id',
  number: 'l.number',
  isSelected: 'l.is_selected',
};

const giftFields = {
  buy: 'gr.buy',
  get: 'gr.get',
  type: 'gr.type',
  giftGoodsId: 'gr.gift_goods_id',
  giftStock: 'gg.stock',
  giftName: 'gg.name',
  giftBzdw: 'gg.bzdw',
};

const snapshotStatement = statementOf(sql`
  WITH RECURSIVE
  lines AS (
    SELECT * FROM cart_items ci
    WHERE ci.user_id = ${ph('userId')}::int
      AND (${ph('lineIds')}::int[] IS NULL OR ci.id = ANY(${ph('lineIds')}::int[]))),
  line_goods AS (SELECT DISTINCT g.id FROM lines JOIN goods g ON g.id = lines.goods_id),
  combos AS (SELECT c.id, c.name, c.price_fen FROM combinations c
    WHERE c.id IN (SELECT combination_id FROM lines)),
  parts AS (SELECT cp.combination_id, cp.goods_id, cp.number FROM combination_parts cp
    WHERE cp.combination_id IN (SELECT id FROM combos)),
  all_goods AS (SELECT id FROM line_goods UNION SELECT goods_id FROM parts),
  controlled AS (SELECT g.id FROM goods g WHERE g.id IN (SELECT id FROM all_goods) AND g.is_controlled),
  activities AS (SELECT a.id, a.title, a.all_goods FROM full_amount_activities a
    WHERE a.starts_at <= ${now} AND a.ends_at > ${now}),
  offer AS (SELECT * FROM store_wide_offers o
    WHERE NOT o.paused AND o.starts_at <= ${now} AND o.ends_at > ${now} ORDER BY o.id LIMIT 1),
  ${ancestorsOf(sql`(SELECT id FROM line_goods
    WHERE EXISTS (SELECT 1 FROM offer WHERE jsonb_array_length(offer.exclude->'categoryIds') > 0))`)}
  SELECT
    ${qualificationColumns.companyId} AS "companyId",
    ${qualificationColumns.passed} AS "passed",
    ${qualificationColumns.reviewReason} AS "reviewReason",
    ${qualificationColumns.enterpriseType} AS "enterpriseType",
    ${qualificationColumns.approvedScope} AS "approvedScope",
    ${qualificationColumns.approvedCertificates} AS "approvedCertificates",
    companies.region AS "region",
    ${listOf(
      sql`json_build_array(${tuple(lineFields)},
        CASE WHEN g.id IS NULL THEN NULL ELSE ${tuple(goodsFields('g', 'm'))} END,
        CASE WHEN gr.buy IS NULL THEN NULL ELSE ${tuple(giftFields)} END,
        n.price_fen)`,
      sql`FROM lines l
        LEFT JOIN goods g ON g.id = l.goods_id
        LEFT JOIN manufacturers m ON m.id = g.manufacturer_id
        LEFT JOIN gift_rules gr ON gr.goods_id = l.goods_id AND gr.starts_at <= ${now} AND gr.ends_at > ${now}
        LEFT JOIN goods gg ON gg.id = gr.gift_goods_id
        LEFT JOIN negotiated_prices n ON n.goods_id = l.goods_id AND n.company_id = companies.id`,
      'l.id',
    )} AS "lines",
    ${listOf(sql`${object({ id: 'c.id', name: 'c.name', priceFen: 'c.price_fen' })}`, sql`FROM combos c`, 'c.id')} AS "combos",
    ${listOf(
      sql`${object({ combinationId: 'p.combination_id', goodsId: 'p.goods_id', number: 'p.number' })}`,
      sql`FROM parts p`,
      'p.combination_id, p.goods_id',
    )} AS "parts",
    ${listOf(
      sql`${tuple(goodsFields('g', 'm'))}`,
      sql`FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
        WHERE g.id IN (SELECT goods_id FROM parts) AND g.id NOT IN (SELECT id FROM line_goods)`,
      'g.id',
    )} AS "partGoods",
    ${listOf(
      sql`${object({ goodsId: 't.goods_id', minNumber: 't.min_number', priceFen: 't.price_fen' })}`,
      sql`FROM goods_ladder_prices t WHERE t.goods_id IN (SELECT id FROM line_goods)`,
      't.goods_id, t.min_number',
    )} AS "ladders",
    ${listOf(
      sql`${object({
        goodsId: 'pg.goods_id',
        id: 'p.id',
        kind: 'p.kind',
        startsAt: 'p.starts_at',
        endsAt: 'p.ends_at',
        dailyStart: 'p.daily_start',
        dailyEnd: 'p.daily_end',
        priceFen: 'pg.price_fen',
        limitPerBuyer: 'pg.limit_per_buyer',
      })}`,
      sql`FROM promotion_goods pg JOIN promotions p ON p.id = pg.promotion_id
        WHERE pg.goods_id IN (SELECT id FROM line_goods)`,
      'p.id',
    )} AS "promotions",
    ${listOf(
      sql`${object({ promotionId: 'pp.promotion_id', goodsId: 'pp.goods_id', units: 'pp.units' })}`,
      sql`FROM promotion_purchases pp
        WHERE pp.company_id = companies.id AND pp.goods_id IN (SELECT id FROM line_goods)`,
      'pp.promotion_id',
    )} AS "bought",
    ${listOf(sql`${object({ id: 'a.id', title: 'a.title', allGoods: 'a.all_goods' })}`, sql`FROM activities a`, 'a.id')} AS "activities",
    ${listOf(
      sql`${object({ activityId: 't.activity_id', amountFen: 't.amount_fen', reductionFen: 't.reduction_fen' })}`,
      sql`FROM full_amount_tiers t WHERE t.activity_id IN (SELECT id FROM activities)`,
      't.activity_id, t.amount_fen',
    )} AS "tiers",
    ${listOf(
      sql`${object({ activityId: 'fg.activity_id', goodsId: 'fg.goods_id' })}`,
      sql`FROM full_amount_goods fg
        WHERE fg.activity_id IN (SELECT id FROM activities WHERE NOT all_goods)
          AND fg.goods_id IN (SELECT id FROM line_goods)`,
      'fg.activity_id, fg.goods_id',
    )} AS "covered",
    ${listOf(
      sql`${object({ key: 's.key', json: 's.value::text' })}`,
      sql`FROM site_settings s WHERE s.key IN ('shipping_fee_fen', 'free_shipping_from_fen')`,
      's.key',
    )} AS "settings",
    (SELECT ${object({
      id: 'o.id',
      title: 'o.title',
      ratePercent: 'o.rate_percent',
      startsAt: 'o.starts_at',
      endsAt: 'o.ends_at',
      enterpriseTypes: 'o.enterprise_types',
      regions: 'o.regions',
      exclude: 'o.exclude',
    })} FROM offer o) AS "offer",
    ${listOf(sql`${object({ goodsId: 'up.goods_id', categoryId: 'up.category_id' })}`, sql`FROM up`, 'up.goods_id')} AS "categories",
    ${listOf(
      sql`${object({ goodsId: 'c.id', programmeId: 'cp.id', url: 'cp.url', title: 'cp.title', regions: 'cp.regions' })}`,
      sql`FROM controlled c
        LEFT JOIN controlled_programme_goods cpg ON cpg.goods_id = c.id
        LEFT JOIN controlled_programmes cp ON cp.id = cpg.programme_id`,
      'c.id',
    )} AS "programmes",
    ${listOf(
      sql`${object({
        id: 'ca.id',
        companyId: 'ca.company_id',
        programmeId: 'ca.programme_id',
        userId: 'ca.user_id',
        status: 'ca.status',
        note: 'ca.note',
        createdAt: 'ca.created_at',
        decidedAt: 'ca.decided_at',
      })}`,
      sql`FROM controlled_applications ca
        WHERE ca.company_id = companies.id AND ca.programme_id IN (SELECT cpg.programme_id
          FROM controlled_programme_goods cpg WHERE cpg.goods_id IN (SELECT id FROM controlled))`,
      'ca.id DESC',
    )} AS "applications",
    ${listOf(
      sql`${object({ userId: 'su.id', company: 'sc.name', name: 'su.name', phone: 'su.phone' })}`,
      sql`FROM managed_stores ms JOIN users su ON su.id = ms.store_user_id
        LEFT JOIN companies sc ON sc.id = su.company_id
        WHERE ms.manager_user_id = users.id`,
      'su.id',
    )} AS "stores"
  FROM users LEFT JOIN companies ON companies.id = users.company_id
  WHERE users.id = ${ph('userId')}::int`);

const valuesOf = (userId: number, nowMs: number, lineIds: readonly number[] | undefined) => ({
  userId,
  now: new Date(nowMs),
  lineIds: lineIds ? [...lineIds] : null,
});

const LINE_KEYS = Object.keys(lineFields);
const GOODS_KEYS = Object.keys(goodsFields('g', 'm'));
const GIFT_KEYS = Object.keys(giftFields);
type Tuple = unknown[];
type RawSnapshot = Omit<CartSnapshot, 'lines' | 'partGoods'> &
  Record<string, unknown> & {
    lines: [Tuple, Tuple | null, Tuple | null, number | null][];
    partGoods: Tuple[];
  };

function decoded(raw: RawSnapshot | undefined): CartSnapshot | null {
  if (!raw) return null;
  return {
    ...raw,
    lines: raw.lines.map(([row, goods, gift, negotiatedPriceFen]) => ({
      row: zip<SnapshotLine['row']>(LINE_KEYS, row),
      goods: goods && zip<GoodsFacts>(GOODS_KEYS, goods),
      gift: gift && zip<NonNullable<SnapshotLine['gift']>>(GIFT_KEYS, gift),
      negotiatedPriceFen,
    })),
    partGoods: raw.partGoods.map((goods) => zip<GoodsFacts>(GOODS_KEYS, goods)),
  };
}

/** The read route's snapshot: a named prepared statement on the generic-plan pool, no transaction. Null for an unknown user. */
export async function cartSnapshot(db: Db, userId: number, nowMs: number): Promise<CartSnapshot | null> {
  const [row] = await runStatement<RawSnapshot>(db, snapshotStatement, valuesOf(userId, nowMs, undefined));
  return decoded(row);
}

/** The same snapshot inside a write path's transaction (all lines, or only `lineIds`). */
export async function cartSnapshotIn(
  tx: Executor,
  userId: number,
  nowMs: number,
  lineIds?: readonly number[],
): Promise<CartSnapshot | null> {
  const [row] = await runStatementIn<RawSnapshot>(tx, snapshotStatement, valuesOf(userId, nowMs, lineIds));
  return decoded(row);
}
