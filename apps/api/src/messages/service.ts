import type { Message, MessageKind, MessageListQuery } from '@yaocai/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messages } from '../db/schema/index';
import { notFound } from '../lib/errors';
import { countUnreadMessages } from './notify';

function toWire(row: typeof messages.$inferSelect): Message {
  return {
    id: row.id,
    // The column's CHECK holds it to messageKind.
    kind: row.kind as MessageKind,
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.readAt ? 1 : 0,
    time: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** A buyer's messages: unread first, then newest first (ties by id, so pages never overlap). */
export async function listMessages(db: Db, userId: number, query: MessageListQuery) {
  const mine =
    query.status === 'unread'
      ? and(eq(messages.userId, userId), isNull(messages.readAt))
      : eq(messages.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(mine)
      .orderBy(sql`${messages.readAt} IS NOT NULL`, desc(messages.createdAt), desc(messages.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(messages).where(mine),
  ]);
  return { list: rows.map(toWire), total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}

/**
 * Marks one of the buyer's messages read (again is a no-op: the first read time stays); another buyer's or an
 * unknown id → 404. Answers the unread count after it.
 */
export async function markRead(db: Db, userId: number, id: number): Promise<number> {
  const [row] = await db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .returning({ id: messages.id });
  if (!row) throw notFound();
  return countUnreadMessages(db, userId);
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return countUnreadMessages(db, userId);
}
