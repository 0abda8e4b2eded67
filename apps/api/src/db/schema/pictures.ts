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
     * Raster pixels per drawn pixel: 2 for a drawing shown in a box of fixed size (a logo, an icon, a QR code),
     * crisp on 2x screens; 1 for a banner, which pages show at the picture's own size.
     */
    scale: smallint().notNull().default(2),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pictures_scale', sql`${t.scale} IN (1, 2)`)],
);
