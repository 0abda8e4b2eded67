import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { manufacturers } from './catalogue';

/*
 * What search reads before it reads goods: the name dictionary and the per-manufacturer counts, both kept exact
 * by triggers on goods (migrations 0004, 0007). The goods themselves are in catalogue.ts.
 */

/**
 * Every two-character window of a name, each starting a space-separated word: 感冒灵颗粒 →
 * " 感冒 灵颗粒 冒灵 颗粒" (even windows, then odd ones). `LIKE '% 感冒%'` on it is a trigram-indexable
 * substring test for two-character keywords. Stored in the dictionary (`goods_names.bigrams`): computed per
 * row per search it cost more than the rest of the dictionary match.
 */
const NAME_BIGRAMS = sql.raw(
  `regexp_replace("name", '(..)', ' \\1', 'g') || regexp_replace(substr("name", 2), '(..)', ' \\1', 'g')`,
);

/**
 * The search dictionary: one row per distinct (name, trade name) of goods with its pinyin and how many goods
 * carry it — a few hundred rows where the catalogue has 100k. Search and suggestions match keywords here and
 * then read goods name by name through `goods_name_key_order`. Kept exact by triggers on goods (migration
 * 0004): statement-level on insert and delete, row-level on renames; rows whose count drops to 0 stay and are
 * ignored.
 */
export const goodsNames = pgTable(
  'goods_names',
  {
    name: text().notNull(),
    /** The trade name, '' when there is none (so the pair can be a key). */
    tradeKey: text().notNull().default(''),
    pinyinInitials: text().notNull().default(''),
    pinyinFull: text().notNull().default(''),
    goodsCount: integer().notNull().default(0),
    bigrams: text()
      .notNull()
      .generatedAlwaysAs(() => NAME_BIGRAMS),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.tradeKey] }),
    check('goods_names_count_non_negative', sql`${t.goodsCount} >= 0`),
    // Searched through these even at a few hundred rows: a scan tests up to seven patterns per row (see
    // PREPARED_POOL_OPTIONS in db/client.ts).
    index('goods_names_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('goods_names_trade_key_trgm').using('gin', sql`${t.tradeKey} gin_trgm_ops`),
    index('goods_names_pinyin_initials_trgm').using('gin', sql`${t.pinyinInitials} gin_trgm_ops`),
    index('goods_names_pinyin_full_trgm').using('gin', sql`${t.pinyinFull} gin_trgm_ops`),
    // Trigrams cannot find a two-character substring ("感冒" inside "复方感冒灵"); this index can.
    index('goods_names_bigrams_trgm').using('gin', sql`${t.bigrams} gin_trgm_ops`),
  ],
);

/**
 * How many goods each manufacturer has: the total of a manufacturer search (type 1) without counting its goods
 * (8,227 index entries for 华润 in the 100k seed). Kept exact by triggers on goods (migration 0007).
 */
export const goodsMakerCounts = pgTable(
  'goods_maker_counts',
  {
    manufacturerId: integer()
      .primaryKey()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    goodsCount: integer().notNull().default(0),
  },
  (t) => [check('goods_maker_counts_non_negative', sql`${t.goodsCount} >= 0`)],
);
