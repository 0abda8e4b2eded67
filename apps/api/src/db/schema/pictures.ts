import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The seed's drawings (adverts, icons, logos, QR codes), addressed by content: `key` is a hash of `svg`
 * (pictures/address.ts), so a row never changes and its address can be cached for ever.
 */
export const pictures = pgTable(
  'pictures',
  {
    key: text().primaryKey(),
    svg: text().notNull(),
    /**
     * Raster pixels per drawn pixel: always `PICTURE_SCALE` (2, crisp on 2x screens), which pages declare for every
     * stored picture through `srcset`; the check's 1 is what migration 0017 allowed, and no row holds it.
     */
    scale: smallint().notNull().default(2),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pictures_scale', sql`${t.scale} IN (1, 2)`)],
);
