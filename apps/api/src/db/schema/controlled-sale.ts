import { controlledApplicationStatus } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods, manufacturers } from './catalogue';
import { enumValues, oneOf } from './one-of';
import { companies, users } from './users';

/**
 * Controlled-sale programmes (控销计划). Buyers whose company region is in `regions` are authorised without
 * applying; anyone else needs an approved application (controlled_applications).
 */
export const controlledProgrammes = pgTable('controlled_programmes', {
  id: serial().primaryKey(),
  /** The slug of /kxzq/goods/:url; also the seed's stable key. */
  url: text().notNull().unique(),
  title: text().notNull(),
  /** The programme's maker; null for a programme across makers. */
  manufacturerId: integer().references(() => manufacturers.id),
  description: text().notNull().default(''),
  /** Province names as companies.region holds them (北京市, 河北省...). */
  regions: text().array().notNull().default(sql`'{}'::text[]`),
  sort: integer().notNull().default(0),
});

/** A controlled product belongs to at most one programme. */
export const controlledProgrammeGoods = pgTable(
  'controlled_programme_goods',
  {
    goodsId: integer()
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    programmeId: integer()
      .notNull()
      .references(() => controlledProgrammes.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.programmeId)],
);

/**
 * A company's application for a programme. At most one live (pending or approved) application per company and
 * programme; after a rejection the company may apply again.
 */
export const controlledApplications = pgTable(
  'controlled_applications',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    programmeId: integer()
      .notNull()
      .references(() => controlledProgrammes.id, { onDelete: 'cascade' }),
    /** Who applied (kept when that login is removed). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: enumValues(controlledApplicationStatus.options) })
      .notNull()
      .default('pending'),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('controlled_applications_status', oneOf(t.status, controlledApplicationStatus.options)),
    check('controlled_applications_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    uniqueIndex('controlled_applications_live')
      .on(t.companyId, t.programmeId)
      .where(sql`${t.status} <> 'rejected'`),
    index().on(t.companyId, t.createdAt),
  ],
);
