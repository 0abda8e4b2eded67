import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One goods floor of an activity page: a heading and goods ids in display order. */
export interface ActivityFloorRow {
  title: string;
  goodsIds: number[];
}

/**
 * Activity pages (issue #22 §3): an operator-made page with a banner, a rule text, a window and goods floors.
 * Prices are not stored here: each goods shows what the viewer would pay through the one price rule.
 */
export const activityPages = pgTable(
  'activity_pages',
  {
    id: serial().primaryKey(),
    /** What `/activity/{url}` names; also the seed's key. */
    url: text().notNull().unique(),
    title: text().notNull(),
    /** Site-relative picture address; '' for none. */
    banner: text().notNull().default(''),
    rules: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    floors: jsonb().$type<ActivityFloorRow[]>().notNull(),
    sort: integer().notNull().default(0),
    /** Paused by an operator (migration 0032): hidden like an ended page until resumed. */
    paused: boolean().notNull().default(false),
  },
  (t) => [check('activity_pages_window', sql`${t.endsAt} > ${t.startsAt}`)],
);
