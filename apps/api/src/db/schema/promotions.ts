import { promotionKind } from '@yaocai/domain';
import { check, integer, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { enumValues, oneOf } from './one-of';

/**
 * Price promotions. `spike` (限时秒杀) runs a daily session between `daily_start` and `daily_end` (Beijing time)
 * on every day of its validity; `everyday` (每日特价) holds its prices all day for the validity period.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    /** Stable seed key: re-seeding updates rather than duplicates. */
    code: text().notNull().unique(),
    kind: text({ enum: enumValues(promotionKind.options) }).notNull(),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    dailyStart: time(),
    dailyEnd: time(),
  },
  (t) => [check('promotions_kind', oneOf(t.kind, promotionKind.options))],
);

export const promotionGoods = pgTable(
  'promotion_goods',
  {
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** The promotion's unit price in fen. */
    priceFen: integer().notNull(),
    /** Most units one buyer may take at this price; 0 = no limit. */
    limitPerBuyer: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.goodsId] })],
);
