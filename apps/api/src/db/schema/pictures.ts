import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The seed's drawings (adverts, icons, logos, QR codes), addressed by content: `key` is a hash of `svg`
 * (pictures/address.ts), so a row never changes and its address can be cached for ever.
 */
export const pictures = pgTable('pictures', {
  key: text().primaryKey(),
  svg: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
