import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A buyer's WeChat (issue #10 §1): the Open Platform unionid, one account per WeChat and one WeChat per account.
 * Kept out of `users` so the unionid never reaches the user state (`users.wechat` holds only the display name).
 */
export const wechatBindings = pgTable('wechat_bindings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unionid: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
