import {
  BANNED_ONLINE_CLASSES,
  goodsKind,
  insuranceCategory,
  regulatoryClass,
  scopeCategory,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { enumValues, oneOf } from './one-of';
import { warehouses } from './warehouses';

/**
 * The generated `goods.banned_online` — "not on sale online": of a class domain's list bans (a change to the list
 * needs a migration), or taken off sale (下架) by an operator (`listed`, migration 0034, docs/console.md).
 */
const BANNED_ONLINE = sql.raw(
  `"regulatory_class" IN (${BANNED_ONLINE_CLASSES.map((value) => `'${value}'`).join(', ')}) OR NOT "listed"`,
);

/** Four trees share the table: general, premium (yx), self-operated (zy), regional (qx). */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    /** Stable key from the catalogue source; upserts match on it. */
    code: text().notNull().unique(),
    tree: text().notNull(),
    name: text().notNull(),
    parentId: integer(),
    sort: integer().notNull().default(0),
    logo: text().notNull().default(''),
  },
  (t) => [index().on(t.tree, t.parentId)],
);

export const manufacturers = pgTable('manufacturers', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  shortName: text().notNull().default(''),
  province: text().notNull().default(''),
});

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  manufacturerId: integer().references(() => manufacturers.id),
  logo: text().notNull().default(''),
});

export const goods = pgTable(
  'goods',
  {
    id: serial().primaryKey(),
    sku: text().notNull().unique(),
    name: text().notNull(),
    tradeName: text(),
    kind: text({ enum: enumValues(goodsKind.options) }).notNull(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id),
    brandId: integer().references(() => brands.id),
    /** Specification (药品规格). */
    ypgg: text().notNull().default(''),
    /** Unit (包装单位). */
    bzdw: text().notNull().default(''),
    /** Middle package size: the default order step. */
    zbz: integer().notNull().default(1),
    /** Pieces per carton. */
    jzl: integer().notNull().default(1),
    /** Approval number (批准文号). */
    pzwh: text().notNull().default(''),
    barcode: text().notNull().default(''),
    priceFen: integer().notNull(),
    basePriceFen: integer().notNull(),
    stock: integer().notNull().default(0),
    isSelfOperated: boolean().notNull().default(false),
    isPremium: boolean().notNull().default(false),
    /** Free shipping for this single item from qg_number pieces. */
    isDpby: boolean().notNull().default(false),
    qgNumber: integer().notNull().default(0),
    isFreeShipping: boolean().notNull().default(false),
    freeShippingNumber: integer().notNull().default(0),
    expiryDate: date(),
    isControlled: boolean().notNull().default(false),
    /** with_coupon (spec §3): the goods takes part in coupons and 满减; operators switch it off per goods. */
    withCoupon: boolean().notNull().default(true),
    /** 处方药, 甲类/乙类OTC, 一/二/三类医疗器械, 中药饮片 or a special class (domain's `REGULATORY_CLASSES`). */
    regulatoryClass: text({ enum: enumValues(regulatoryClass.options) }).notNull(),
    /**
     * 上架 (true) or 下架 by an operator (console 商品管理): a delisted product is banned online until listed again.
     */
    listed: boolean().notNull().default(true),
    /**
     * Of a class banned online (domain's `isBannedOnline`) or delisted: kept for the records (a reclassed product
     * stays in past orders), never listed, searched, promoted, carted or ordered (docs/regulatory.md).
     */
    bannedOnline: boolean()
      .notNull()
      .generatedAlwaysAs(() => BANNED_ONLINE),
    storage: text().notNull().default(''),
    /** 剂型 (片剂, 胶囊剂, 颗粒剂…); '' when not recorded. */
    dosageForm: text().notNull().default(''),
    /** 医保 category (甲类, 乙类, or none). */
    insuranceCategory: text({ enum: enumValues(insuranceCategory.options) })
      .notNull()
      .default('none'),
    /** 建议零售价, integer fen; null when the maker suggests none. */
    retailPriceFen: integer(),
    /** 说明书 facts; '' where not known. */
    indications: text().notNull().default(''),
    usage: text().notNull().default(''),
    contraindications: text().notNull().default(''),
    /**
     * The business-scope category (经营范围) a buyer's company must hold to buy it (domain's `mayBuyGoods`). The
     * default only serves rows written before the seed assigns one; every seeded goods names its own.
     */
    scopeCategory: text({ enum: enumValues(scopeCategory.options) })
      .notNull()
      .default('chemical'),
    /** Space-separated initials of every polyphone reading of name and trade name ("amxl"). */
    pinyinInitials: text().notNull().default(''),
    /** Space-separated full pinyin of every reading ("amoxilin"). */
    pinyinFull: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_stock_non_negative', sql`${t.stock} >= 0`),
    check('goods_kind', oneOf(t.kind, goodsKind.options)),
    check('goods_scope_category', oneOf(t.scopeCategory, scopeCategory.options)),
    check('goods_regulatory_class', oneOf(t.regulatoryClass, regulatoryClass.options)),
    check('goods_insurance_category', oneOf(t.insuranceCategory, insuranceCategory.options)),
    check('goods_retail_price_non_negative', sql`${t.retailPriceFen} >= 0`),
    check('goods_price_non_negative', sql`${t.priceFen} >= 0 AND ${t.basePriceFen} >= 0`),
    // The list's default order (in stock first, then id) and its price sorts read these instead of sorting.
    // Partial: every list reads goods sold online only (`NOT banned_online`), and reads it from these alone.
    index('goods_in_stock_first').on(sql`(${t.stock} > 0) DESC`, t.id).where(sql`NOT ${t.bannedOnline}`),
    index().on(t.priceFen, t.id),
    index().on(t.pzwh),
    index().on(t.barcode),
    index().on(t.manufacturerId),
    index().on(t.brandId),
    // Search pages walk these in order, one product name (or manufacturer) at a time: "the first 20 of each
    // matching name, in stock first" is read from the index instead of sorting every listing of the name.
    // The trailing plain columns (after the unique id, so they never change the order) let PostgreSQL answer
    // from the index alone: it cannot rebuild a column from an expression key (an INCLUDE clause would do the
    // same, but Drizzle cannot declare one).
    index('goods_name_key_order')
      .on(t.name, sql`coalesce(${t.tradeName}, '')`, sql`(${t.stock} > 0) DESC`, t.id, t.tradeName, t.stock)
      .where(sql`NOT ${t.bannedOnline}`),
    // The few goods banned online, for the reads that must know their names (hot words).
    index('goods_banned_online').on(t.id).where(sql`${t.bannedOnline}`),
    index('goods_manufacturer_order')
      .on(t.manufacturerId, sql`(${t.stock} > 0) DESC`, t.id, t.stock)
      .where(sql`NOT ${t.bannedOnline}`),
  ],
);

export const goodsCategories = pgTable(
  'goods_categories',
  {
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.categoryId] }), index().on(t.categoryId)],
);

/**
 * Each product as lists and the detail page show it — its row (search columns and bookkeeping left out), maker's
 * name, ladder and tags — as one JSON document, kept by triggers (migration 0007) in the same transaction as any
 * change to goods, ladder prices, tags or the maker's name. A page of 20 reads 20 short texts by key instead of
 * joining four tables and building JSON per request; the API parses them with one JSON.parse.
 */
export const goodsListings = pgTable('goods_listings', {
  goodsId: integer()
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  doc: text().notNull(),
});

/**
 * The batches in the warehouse (批号, 生产日期, 有效期至, quantity) and each batch's quality inspection report
 * (检验报告, a picture address; '' when none is on file). Orders ship first-expiry-first-out: the next order
 * ships the earliest-expiring unexpired batch with quantity (domain's `nextBatch`). Batch quantities are the
 * warehouse's count as last recorded; shipping records its batches per line (`order_line_batches`).
 */
export const goodsBatches = pgTable(
  'goods_batches',
  {
    id: serial().primaryKey(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** The warehouse holding it; the default one when not given (docs/console.md 仓库管理). */
    warehouseId: integer()
      .notNull()
      .default(sql`default_warehouse_id()`)
      .references(() => warehouses.id),
    batchNo: text().notNull(),
    productionDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull().default(0),
    reportUrl: text().notNull().default(''),
  },
  (t) => [
    unique().on(t.goodsId, t.warehouseId, t.batchNo),
    index().on(t.goodsId, t.expiryDate),
    check('goods_batches_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('goods_batches_dates', sql`${t.expiryDate} > ${t.productionDate}`),
  ],
);

/** Quantity tiers: from min_number pieces the unit price is price_fen. */
export const goodsLadderPrices = pgTable(
  'goods_ladder_prices',
  {
    id: serial().primaryKey(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    minNumber: integer().notNull(),
    priceFen: integer().notNull(),
  },
  (t) => [unique().on(t.goodsId, t.minNumber)],
);

export const goodsTags = pgTable(
  'goods_tags',
  {
    id: serial().primaryKey(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    describe: text().notNull().default(''),
    isShow: smallint().notNull().default(1),
  },
  (t) => [unique().on(t.goodsId, t.name)],
);
