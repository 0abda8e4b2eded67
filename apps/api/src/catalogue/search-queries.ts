import { type SQL, sql } from 'drizzle-orm';
import { type Db, runStatement, type Statement, statementOf } from '../db/client';
import { goods, goodsMakerCounts, goodsNames, manufacturers } from '../db/schema/index';
import { listingsOf, type RowFacts, type SearchPage } from './listing-reads';

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

/**
 * What decides the text of a search or suggestion statement: the search type and which dictionary conditions the
 * keywords allow. Everything else is a parameter, so each shape is rendered once per process (Drizzle's query
 * building cost more than a cached search) and prepared once per connection.
 */
interface Shape {
  type: 0 | 1;
  /** 3+ characters: substring matches on the name and full pinyin. */
  long: boolean;
  /** Lowercase letters and digits: pinyin conditions. */
  pinyin: boolean;
  /** Two non-pinyin characters: substring through the name's bigrams. */
  bigram: boolean;
}

function shapeOf(keywords: string, type: 0 | 1): Shape {
  const length = [...keywords].length;
  const pinyin = PINYIN_KEYWORDS.test(keywords.toLowerCase());
  return { type, long: length >= 3, pinyin, bigram: !pinyin && length === 2 };
}

/** The placeholders' values for `keywords` (trimmed, non-empty). */
function keywordValues(keywords: string): Record<string, string> {
  const like = escapeLike(keywords);
  const pinyin = keywords.toLowerCase();
  return {
    keywords,
    prefix: `${like}%`,
    contains: `%${like}%`,
    bigram: `% ${like}%`,
    pinyinStart: `${pinyin}%`,
    pinyinWordStart: `% ${pinyin}%`,
    pinyinContains: `%${pinyin}%`,
    approval: BARE_APPROVAL_NUMBER.test(keywords)
      ? `国药准字${keywords.toUpperCase()}`
      : keywords.toUpperCase(),
  };
}

const value = (name: string) => sql.placeholder(name);

/** The dictionary rows matching the keywords, each with its rank. */
function matchingNames(shape: Shape): SQL {
  const n = goodsNames;
  const namePrefix = sql`(${n.name} LIKE ${value('prefix')} OR ${n.tradeKey} LIKE ${value('prefix')})`;

  const any: SQL[] = [];
  if (shape.long) {
    any.push(sql`${n.name} ILIKE ${value('contains')}`, sql`${n.tradeKey} ILIKE ${value('contains')}`);
  } else any.push(namePrefix);
  let pinyinPrefix = sql`false`;
  if (shape.pinyin) {
    const [start, wordStart] = [value('pinyinStart'), value('pinyinWordStart')];
    pinyinPrefix = sql`(${n.pinyinInitials} LIKE ${start} OR ${n.pinyinInitials} LIKE ${wordStart}
      OR ${n.pinyinFull} LIKE ${start} OR ${n.pinyinFull} LIKE ${wordStart})`;
    any.push(pinyinPrefix);
    if (shape.long) any.push(sql`${n.pinyinFull} LIKE ${value('pinyinContains')}`);
  } else if (shape.bigram) {
    any.push(sql`${n.bigrams} LIKE ${value('bigram')}`);
  }
  const keywords = value('keywords');
  return sql`SELECT ${n.name} AS name, ${n.tradeKey} AS trade_key, ${n.goodsCount} AS goods_count,
      CASE WHEN ${n.name} = ${keywords} OR ${n.tradeKey} = ${keywords} THEN ${EXACT}
           WHEN ${namePrefix} THEN ${NAME_PREFIX}
           WHEN ${pinyinPrefix} THEN ${PINYIN_PREFIX}
           ELSE ${SUBSTRING} END AS rank
    FROM ${n} WHERE ${n.goodsCount} > 0 AND (${sql.join(any, sql` OR `)})`;
}

/** Goods whose approval number (with or without 国药准字) or barcode is exactly the keywords. */
const codeMatch = sql`(${goods.pzwh} = ${value('approval')} OR ${goods.barcode} = ${value('keywords')})
  AND NOT ${goods.bannedOnline}`;

/** Manufacturers whose name or short name contains the keywords, ranked exact > prefix > substring. */
const makerMatch = sql`SELECT ${manufacturers.id} AS id, ${manufacturers.name} AS name,
      CASE WHEN ${manufacturers.name} = ${value('keywords')} OR ${manufacturers.shortName} = ${value('keywords')}
             THEN ${EXACT}
           WHEN ${manufacturers.name} LIKE ${value('prefix')} OR ${manufacturers.shortName} LIKE ${value('prefix')}
             THEN ${NAME_PREFIX}
           ELSE ${SUBSTRING} END AS rank
    FROM ${manufacturers}
    WHERE ${manufacturers.name} ILIKE ${value('contains')} OR ${manufacturers.shortName} ILIKE ${value('contains')}`;

/**
 * One search page and its total in one statement (one plan, one round trip; the dictionary is matched once).
 * Best match first: rank, then (substring tier only) trigram similarity of the name — or of the manufacturer
 * for type 1 — then in stock before out of stock, then id. Every product of one name (one maker) shares rank and
 * similarity, so the first `upTo` of the ranking come from the first `upTo` goods of each name in index order
 * (read from the index alone). The total is the dictionary's goods counts plus code matches of names that did
 * not match (type 0), or the matching makers' goods counts (type 1). The page's listing documents come with
 * it, so a search not seen before is one round trip.
 */
function searchShapeSql(shape: Shape): SQL {
  const upTo = value('upTo');
  const similarity = (column: SQL) =>
    sql`CASE WHEN rank = ${SUBSTRING} THEN similarity(${column}, ${value('keywords')}) ELSE 0 END`;
  let hits: SQL;
  let total: SQL;
  if (shape.type === 1) {
    hits = sql`m AS MATERIALIZED (${makerMatch}),
      hits AS (SELECT h.id, m.rank, ${similarity(sql`m.name`)} AS sim, h.stock FROM m CROSS JOIN LATERAL (
        SELECT g.id, g.stock FROM ${goods} g WHERE g.manufacturer_id = m.id AND NOT g.banned_online
        ORDER BY (g.stock > 0) DESC, g.id LIMIT ${upTo}) h)`;
    total = sql`(SELECT coalesce(sum(${goodsMakerCounts.goodsCount}), 0) FROM ${goodsMakerCounts}
      WHERE ${goodsMakerCounts.manufacturerId} IN (SELECT id FROM m))`;
  } else {
    hits = sql`n AS MATERIALIZED (${matchingNames(shape)}),
      code AS MATERIALIZED (SELECT ${goods.id} AS id, ${goods.stock} AS stock, ${goods.name} AS name,
        coalesce(${goods.tradeName}, '') AS trade_key FROM ${goods} WHERE ${codeMatch}),
      hits AS (SELECT h.id, n.rank, ${similarity(sql`n.name`)} AS sim, h.stock FROM n CROSS JOIN LATERAL (
          SELECT g.id, g.stock FROM ${goods} g WHERE g.name = n.name AND coalesce(g.trade_name, '') = n.trade_key
            AND NOT g.banned_online
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
      LIMIT ${value('perPage')} OFFSET ${value('offset')})
    SELECT coalesce((SELECT array_agg(id ORDER BY rank, sim DESC, in_stock DESC, id) FROM page), '{}') AS ids,
      ${total}::int AS total, ${listingsOf(sql`ARRAY(SELECT id FROM page)`)} AS facts`;
}

/** Distinct product names (type 0) or names of manufacturers with goods (type 1), best first. */
function suggestShapeSql(shape: Shape): SQL {
  if (shape.type === 1) {
    return sql`SELECT m.name FROM (${makerMatch}) m
      WHERE EXISTS (SELECT 1 FROM ${goodsMakerCounts} c WHERE c.manufacturer_id = m.id AND c.goods_count > 0)
      ORDER BY m.rank, length(m.name), m.name LIMIT ${value('limit')}`;
  }
  // Materialized, so the dictionary is read through its trigram indexes rather than walked in name order for
  // the GROUP BY (testing every row's patterns).
  return sql`WITH n AS MATERIALIZED (${matchingNames(shape)})
    SELECT name FROM n GROUP BY name
    ORDER BY min(rank), similarity(name, ${value('keywords')}) DESC, sum(goods_count) DESC, length(name), name
    LIMIT ${value('limit')}`;
}

/** Rendered statements by shape: a handful per kind (type × length × pinyin). */
function statementsBy(build: (shape: Shape) => SQL) {
  const rendered = new Map<string, Statement>();
  return (shape: Shape): Statement => {
    const key = `${shape.type}${+shape.long}${+shape.pinyin}${+shape.bigram}`;
    let statement = rendered.get(key);
    if (!statement) {
      statement = statementOf(build(shape));
      rendered.set(key, statement);
    }
    return statement;
  };
}

const searchStatement = statementsBy(searchShapeSql);
const suggestStatement = statementsBy(suggestShapeSql);

/** A search page's statement and its parameters (for the API, and for EXPLAIN in the benchmark). */
export function searchQuery(keywords: string, type: 0 | 1, page: number, perPage: number) {
  return {
    statement: searchStatement(shapeOf(keywords, type)),
    values: { ...keywordValues(keywords), upTo: page * perPage, perPage, offset: (page - 1) * perPage },
  };
}

export function suggestQuery(keywords: string, type: 0 | 1, limit: number) {
  return {
    statement: suggestStatement(shapeOf(keywords, type)),
    values: { ...keywordValues(keywords), limit },
  };
}

export async function searchGoodsIds(
  db: Db,
  keywords: string,
  type: 0 | 1,
  page: number,
  perPage: number,
): Promise<SearchPage & { facts: RowFacts[] }> {
  const { statement, values } = searchQuery(keywords, type, page, perPage);
  const [row] = await runStatement<{ ids: number[]; total: number; facts: string }>(db, statement, values);
  return row
    ? { ids: row.ids, total: row.total, facts: JSON.parse(row.facts) as RowFacts[] }
    : { ids: [], total: 0, facts: [] };
}

export async function suggestNames(db: Db, keywords: string, type: 0 | 1, limit: number): Promise<string[]> {
  const { statement, values } = suggestQuery(keywords, type, limit);
  const rows = await runStatement<{ name: string }>(db, statement, values);
  return rows.map((row) => row.name);
}
