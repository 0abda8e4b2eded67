import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryPrepared } from '../../db/client';
import { nameBigramsOf } from '../../db/schema/catalogue';
import { goods, goodsNames, manufacturers } from '../../db/schema/index';

/*
 * Drug search (type 0) matches keywords against the search dictionary `goods_names` — one row per distinct
 * (name, trade name) with its pinyin and goods count, a few hundred rows for a 100k catalogue — and then reads
 * goods name by name, in order, from the `goods_name_key_order` index; approval numbers and barcodes are
 * looked up in goods by btree. Manufacturer search (type 1) filters the small manufacturers table and reads
 * goods maker by maker from `goods_manufacturer_order`. Neither scans goods, and a page reads at most
 * (page × per_page) goods per matching name instead of every listing of it (7,321 for 阿莫西林 in the 100k seed).
 *
 * Dictionary conditions:
 *   - name / trade name substring (3+ characters) and prefix (any length);
 *   - two-character substring ("感冒" in "复方感冒灵") through the bigram form of the name;
 *   - pinyin: a reading starts with the keywords ('am%' or '% am%', readings are space separated), or contains
 *     them (3+ letters, full pinyin).
 */

/** Ranks, lower is better; inlined (not bound parameters) so they compare as integers. */
const EXACT = sql.raw('0');
const NAME_PREFIX = sql.raw('1');
const PINYIN_PREFIX = sql.raw('2');
const SUBSTRING = sql.raw('3');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const PINYIN_KEYWORDS = /^[a-z0-9]+$/;
/** "H20013536" is how buyers type 国药准字H20013536. */
const BARE_APPROVAL_NUMBER = /^[HZSJBTF]\d{8}$/i;

/** The dictionary rows matching trimmed, non-empty keywords, each with its rank. */
function matchingNames(keywords: string): SQL {
  const n = goodsNames;
  const like = escapeLike(keywords);
  const prefix = `${like}%`;
  const length = [...keywords].length;
  const namePrefix = sql`(${n.name} LIKE ${prefix} OR ${n.tradeKey} LIKE ${prefix})`;

  const any: SQL[] = [];
  if (length >= 3) {
    const contains = `%${like}%`;
    any.push(sql`${n.name} ILIKE ${contains}`, sql`${n.tradeKey} ILIKE ${contains}`);
  } else any.push(namePrefix);
  const pinyin = keywords.toLowerCase();
  let pinyinPrefix = sql`false`;
  if (PINYIN_KEYWORDS.test(pinyin)) {
    const start = `${pinyin}%`;
    const wordStart = `% ${pinyin}%`;
    pinyinPrefix = sql`(${n.pinyinInitials} LIKE ${start} OR ${n.pinyinInitials} LIKE ${wordStart}
      OR ${n.pinyinFull} LIKE ${start} OR ${n.pinyinFull} LIKE ${wordStart})`;
    any.push(pinyinPrefix);
    if (length >= 3) any.push(sql`${n.pinyinFull} LIKE ${`%${pinyin}%`}`);
  } else if (length === 2) {
    any.push(sql`${nameBigramsOf(n.name)} LIKE ${`% ${like}%`}`);
  }
  return sql`SELECT ${n.name} AS name, ${n.tradeKey} AS trade_key, ${n.goodsCount} AS goods_count,
      CASE WHEN ${n.name} = ${keywords} OR ${n.tradeKey} = ${keywords} THEN ${EXACT}
           WHEN ${namePrefix} THEN ${NAME_PREFIX}
           WHEN ${pinyinPrefix} THEN ${PINYIN_PREFIX}
           ELSE ${SUBSTRING} END AS rank
    FROM ${n} WHERE ${n.goodsCount} > 0 AND (${sql.join(any, sql` OR `)})`;
}

/** Goods whose approval number (with or without 国药准字) or barcode is exactly the keywords. */
function codeMatch(keywords: string): SQL {
  const approval = BARE_APPROVAL_NUMBER.test(keywords)
    ? `国药准字${keywords.toUpperCase()}`
    : keywords.toUpperCase();
  return sql`(${goods.pzwh} = ${approval} OR ${goods.barcode} = ${keywords})`;
}

/** Manufacturers whose name or short name contains the keywords, ranked exact > prefix > substring. */
function makerMatch(keywords: string) {
  const like = escapeLike(keywords);
  return sql`SELECT ${manufacturers.id} AS id, ${manufacturers.name} AS name,
      CASE WHEN ${manufacturers.name} = ${keywords} OR ${manufacturers.shortName} = ${keywords} THEN ${EXACT}
           WHEN ${manufacturers.name} LIKE ${`${like}%`} OR ${manufacturers.shortName} LIKE ${`${like}%`}
             THEN ${NAME_PREFIX}
           ELSE ${SUBSTRING} END AS rank
    FROM ${manufacturers}
    WHERE ${manufacturers.name} ILIKE ${`%${like}%`} OR ${manufacturers.shortName} ILIKE ${`%${like}%`}`;
}

/**
 * One search page and its total in one statement (one plan, one round trip; the dictionary is matched once).
 * Best match first: rank, then (substring tier only) trigram similarity of the name — or of the manufacturer
 * for type 1 — then in stock before out of stock, then id. Every product of one name (one maker) shares rank and
 * similarity, so the first `upTo` of the ranking come from the first `upTo` goods of each name in index order.
 * The total is the dictionary's goods counts plus code matches of names that did not match (type 0), or the
 * matching makers' goods (type 1).
 */
export function searchSql(keywords: string, type: 0 | 1, page: number, perPage: number): SQL {
  const upTo = page * perPage;
  const similarity = (column: SQL) =>
    sql`CASE WHEN rank = ${SUBSTRING} THEN similarity(${column}, ${keywords}) ELSE 0 END`;
  let hits: SQL;
  let total: SQL;
  if (type === 1) {
    hits = sql`m AS MATERIALIZED (${makerMatch(keywords)}),
      hits AS (SELECT h.id, m.rank, ${similarity(sql`m.name`)} AS sim, h.stock FROM m CROSS JOIN LATERAL (
        SELECT g.id, g.stock FROM ${goods} g WHERE g.manufacturer_id = m.id
        ORDER BY (g.stock > 0) DESC, g.id LIMIT ${upTo}) h)`;
    total = sql`(SELECT count(*) FROM ${goods} WHERE ${goods.manufacturerId} = ANY(ARRAY(SELECT id FROM m)))`;
  } else {
    hits = sql`n AS MATERIALIZED (${matchingNames(keywords)}),
      code AS MATERIALIZED (SELECT ${goods.id} AS id, ${goods.stock} AS stock, ${goods.name} AS name,
        coalesce(${goods.tradeName}, '') AS trade_key FROM ${goods} WHERE ${codeMatch(keywords)}),
      hits AS (SELECT h.id, n.rank, ${similarity(sql`n.name`)} AS sim, h.stock FROM n CROSS JOIN LATERAL (
          SELECT g.id, g.stock FROM ${goods} g WHERE g.name = n.name AND coalesce(g.trade_name, '') = n.trade_key
          ORDER BY (g.stock > 0) DESC, g.id LIMIT ${upTo}) h
        UNION ALL SELECT id, ${EXACT}, 0, stock FROM code)`;
    total = sql`((SELECT coalesce(sum(goods_count), 0) FROM n) + (SELECT count(*) FROM code
      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n.name = code.name AND n.trade_key = code.trade_key)))`;
  }
  return sql`WITH ${hits},
    ranked AS (SELECT id, min(rank) AS rank,
        CASE WHEN min(rank) = ${SUBSTRING} THEN max(sim) ELSE 0 END AS sim, bool_or(stock > 0) AS in_stock
      FROM hits GROUP BY id),
    page AS (SELECT id, rank, sim, in_stock FROM ranked ORDER BY rank, sim DESC, in_stock DESC, id
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage})
    SELECT coalesce((SELECT array_agg(id ORDER BY rank, sim DESC, in_stock DESC, id) FROM page), '{}') AS ids,
      ${total}::int AS total`;
}

/** Distinct product names (type 0) or names of manufacturers with goods (type 1), best first. */
export function suggestSql(keywords: string, type: 0 | 1, limit: number): SQL {
  if (type === 1) {
    return sql`SELECT m.name FROM (${makerMatch(keywords)}) m
      WHERE EXISTS (SELECT 1 FROM ${goods} WHERE ${goods.manufacturerId} = m.id)
      ORDER BY m.rank, length(m.name), m.name LIMIT ${limit}`;
  }
  return sql`SELECT name FROM (${matchingNames(keywords)}) n GROUP BY name
    ORDER BY min(rank), similarity(name, ${keywords}) DESC, sum(goods_count) DESC, length(name), name
    LIMIT ${limit}`;
}

export interface SearchPage {
  ids: number[];
  total: number;
}

export async function searchGoodsIds(
  db: Db,
  keywords: string,
  type: 0 | 1,
  page: number,
  perPage: number,
): Promise<SearchPage> {
  const [row] = await queryPrepared<{ ids: number[]; total: number }>(
    db,
    searchSql(keywords, type, page, perPage),
  );
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

export async function suggestNames(db: Db, keywords: string, type: 0 | 1, limit: number): Promise<string[]> {
  const rows = await queryPrepared<{ name: string }>(db, suggestSql(keywords, type, limit));
  return rows.map((row) => row.name);
}
