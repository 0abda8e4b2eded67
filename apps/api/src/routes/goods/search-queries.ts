import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nameBigramsOf } from '../../db/schema/catalogue';
import { goods, manufacturers } from '../../db/schema/index';

/*
 * Search is built from conditions that each have an index (see the goods indexes in db/schema/catalogue.ts), so a
 * 100k catalogue is searched with bitmap index scans only:
 *   - name / trade name substring (3+ characters) and prefix (any length): trigram GIN;
 *   - two-character substring ("感冒" in "复方感冒灵"): the bigram expression index;
 *   - pinyin: a reading starts with the keywords ('am%' or '% am%', readings are space separated): trigram GIN;
 *   - approval number and barcode: exact, btree.
 * Manufacturer search filters the small manufacturers table and joins goods by its manufacturer_id index.
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

interface DrugMatch {
  where: SQL;
  rank: SQL;
}

/** The WHERE and rank expressions of a drug search (type 0) for trimmed, non-empty keywords. */
function drugMatch(keywords: string): DrugMatch {
  const like = escapeLike(keywords);
  const prefix = `${like}%`;
  const contains = `%${like}%`;
  const length = [...keywords].length;
  const namePrefix = sql`(${goods.name} LIKE ${prefix} OR ${goods.tradeName} LIKE ${prefix})`;

  const any: SQL[] = [];
  if (length >= 3) any.push(sql`${goods.name} ILIKE ${contains}`, sql`${goods.tradeName} ILIKE ${contains}`);
  else any.push(namePrefix);
  const pinyin = keywords.toLowerCase();
  // Latin letters and digits are pinyin (below); the bigram recheck is costly, so only for Chinese pairs.
  if (length === 2 && !PINYIN_KEYWORDS.test(pinyin)) {
    any.push(sql`${nameBigramsOf(goods.name)} LIKE ${`% ${like}%`}`);
  }
  let pinyinPrefix = sql`false`;
  if (PINYIN_KEYWORDS.test(pinyin)) {
    const start = `${pinyin}%`;
    const wordStart = `% ${pinyin}%`;
    pinyinPrefix = sql`(${goods.pinyinInitials} LIKE ${start} OR ${goods.pinyinInitials} LIKE ${wordStart}
      OR ${goods.pinyinFull} LIKE ${start} OR ${goods.pinyinFull} LIKE ${wordStart})`;
    any.push(pinyinPrefix);
    if (length >= 3) any.push(sql`${goods.pinyinFull} LIKE ${`%${pinyin}%`}`);
  }

  const approval = BARE_APPROVAL_NUMBER.test(keywords)
    ? `国药准字${keywords.toUpperCase()}`
    : keywords.toUpperCase();
  const exactCode = sql`(${goods.pzwh} = ${approval} OR ${goods.barcode} = ${keywords})`;
  any.push(exactCode);

  const rank = sql`CASE
    WHEN ${goods.name} = ${keywords} OR ${goods.tradeName} = ${keywords} OR ${exactCode} THEN ${EXACT}
    WHEN ${namePrefix} THEN ${NAME_PREFIX}
    WHEN ${pinyinPrefix} THEN ${PINYIN_PREFIX}
    ELSE ${SUBSTRING} END`;
  return { where: sql.join(any, sql` OR `), rank };
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

/** Best match first; in stock before out of stock on ties, then by id. */
function rankedGoods(keywords: string, type: 0 | 1): SQL {
  if (type === 1) {
    // The redundant `= ANY(ARRAY(...))` hides the row estimate from the planner, which otherwise hash-joins a
    // sequential scan of goods; with it, goods are fetched through the manufacturer_id index.
    return sql`WITH m AS MATERIALIZED (${makerMatch(keywords)})
      SELECT g.id, m.rank, g.name, g.stock
      FROM m JOIN ${goods} g ON g.manufacturer_id = m.id
      WHERE g.manufacturer_id = ANY(ARRAY(SELECT id FROM m))`;
  }
  const match = drugMatch(keywords);
  return sql`SELECT ${goods.id} AS id, ${match.rank} AS rank, ${goods.name} AS name, ${goods.stock} AS stock
    FROM ${goods} WHERE ${match.where}`;
}

/** Trigram similarity only orders the substring tier, so it is computed for those rows alone. */
const order = (keywords: string) => sql`ORDER BY rank,
  CASE WHEN rank = ${SUBSTRING} THEN similarity(name, ${keywords}) ELSE 0 END DESC, (stock > 0) DESC, id`;

/** Counting needs no ranking: only the matching conditions. */
function countSql(keywords: string, type: 0 | 1): SQL {
  if (type === 1) {
    return sql`WITH m AS MATERIALIZED (${makerMatch(keywords)})
      SELECT count(*)::int AS total FROM ${goods} WHERE ${goods.manufacturerId} = ANY(ARRAY(SELECT id FROM m))`;
  }
  return sql`SELECT count(*)::int AS total FROM ${goods} WHERE ${drugMatch(keywords).where}`;
}

/** One page of a search: the goods ids, best first. Exported (like `suggestSql`) so the benchmark can EXPLAIN it. */
export function searchPageSql(keywords: string, type: 0 | 1, page: number, perPage: number): SQL {
  return sql`SELECT id FROM (${rankedGoods(keywords, type)}) hits ${order(keywords)}
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`;
}

/** Distinct product names (type 0) or names of manufacturers with goods (type 1), best first. */
export function suggestSql(keywords: string, type: 0 | 1, limit: number): SQL {
  if (type === 1) {
    return sql`SELECT m.name FROM (${makerMatch(keywords)}) m
      WHERE EXISTS (SELECT 1 FROM ${goods} WHERE ${goods.manufacturerId} = m.id)
      ORDER BY m.rank, length(m.name), m.name LIMIT ${limit}`;
  }
  const match = drugMatch(keywords);
  return sql`SELECT ${goods.name} AS name FROM ${goods} WHERE ${match.where}
    GROUP BY ${goods.name}
    ORDER BY min(${match.rank}), similarity(${goods.name}, ${keywords}) DESC, count(*) DESC,
      length(${goods.name}), ${goods.name}
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
  const [rows, counted] = await Promise.all([
    db.execute<{ id: number }>(searchPageSql(keywords, type, page, perPage)),
    db.execute<{ total: number }>(countSql(keywords, type)),
  ]);
  return { ids: rows.rows.map((row) => row.id), total: counted.rows[0]?.total ?? 0 };
}

export async function suggestNames(db: Db, keywords: string, type: 0 | 1, limit: number): Promise<string[]> {
  const result = await db.execute<{ name: string }>(suggestSql(keywords, type, limit));
  return result.rows.map((row) => row.name);
}
