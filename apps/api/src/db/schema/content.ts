import { articleSection } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { enumValues, oneOf } from './one-of';
import { users } from './users';

/** Operator-editable site settings (hot line, QQ, licences, QR images...), one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

export const navItems = pgTable('nav_items', {
  id: serial().primaryKey(),
  /** Stable seed key, so re-seeding updates rather than duplicates. */
  code: text().notNull().unique(),
  parentId: integer(),
  name: text().notNull(),
  /** '' = activity not started; '*…#message' = show the message. */
  url: text().notNull().default(''),
  image: text().notNull().default(''),
  isOpen: smallint().notNull().default(0),
  sort: integer().notNull().default(0),
});

/** Advert slots; the id is the spec's banner_id (121 = the bottom banner), so it is assigned, not generated. */
export const adPositions = pgTable('ad_positions', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

export const adverts = pgTable(
  'adverts',
  {
    id: serial().primaryKey(),
    positionId: integer()
      .notNull()
      .references(() => adPositions.id),
    title: text().notNull(),
    image: text().notNull(),
    url: text().notNull().default(''),
    sort: integer().notNull().default(0),
    /** The window it shows in (console 广告管理); null: open-ended on that side. */
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.positionId, t.title),
    check('adverts_window', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const hotWords = pgTable('hot_words', {
  id: serial().primaryKey(),
  word: text().notNull().unique(),
  /** Operator-pinned words come before words ranked from search logs. */
  pinned: smallint().notNull().default(0),
  sort: integer().notNull().default(0),
});

export const searchLogs = pgTable(
  'search_logs',
  {
    id: serial().primaryKey(),
    keywords: text().notNull(),
    type: text().notNull().default(''),
    /** Hot words only count searches that found something. */
    resultCount: integer().notNull().default(0),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.at)],
);

/**
 * Article categories: the help centre's tree (新手指南 → 会员注册…, section `help`) and the news lists (section
 * `news`). Seeded ids are assigned (the spec's category_id 3 = 平台公告; docs/content.md); operators add more.
 */
export const articleCategories = pgTable(
  'article_categories',
  {
    id: integer().primaryKey(),
    /** The page path's last part (/help/xrzn/hyzc → hyzc, /news/hy → hy). */
    code: text().notNull().unique(),
    name: text().notNull(),
    parentId: integer().references((): AnyPgColumn => articleCategories.id, { onDelete: 'restrict' }),
    section: text({ enum: enumValues(articleSection.options) })
      .notNull()
      .default('news'),
    sort: integer().notNull().default(0),
  },
  (t) => [check('article_categories_section', oneOf(t.section, articleSection.options))],
);

/**
 * Help pages, news and announcements. `body` is operators' rich text, sanitised when written and again when read
 * (content/sanitise.ts); `summary` is its plain text, for lists.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull().default(''),
    sort: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it stops showing (平台公告' window, console 文章管理); null: shown for good. */
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.categoryId, t.title),
    index().on(t.categoryId, t.publishedAt.desc(), t.id.desc()),
    check('articles_window', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.publishedAt}`),
  ],
);
