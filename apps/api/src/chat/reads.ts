import {
  type ChatGoodsCard,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatOrderCard,
  ORDER_STATUS_TEXT,
  unixSeconds,
} from '@yaocai/domain';
import { and, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { chatConversations, chatMessages, operators, orders, users } from '../db/schema/index';

/*
 * Chat reads (docs/chat.md). A message reads the same for both sides except its picture's address: the buyer's
 * is the company's upload route, the console's its own route (the operator cookie is path-scoped to /api/console).
 */

export type Audience = 'buyer' | 'console';

const pictureUrl = (audience: Audience, id: string) =>
  audience === 'buyer' ? `/api/user/zizhi/image/${id}` : `/api/console/chat-images/${id}`;

const columns = {
  m: chatMessages,
  orderStatus: orders.status,
  userName: users.name,
  username: users.username,
  operatorName: operators.name,
};

type Row = {
  m: typeof chatMessages.$inferSelect;
  orderStatus: (typeof orders.$inferSelect)['status'] | null;
  userName: string | null;
  username: string | null;
  operatorName: string | null;
};

function toMessage(row: Row, audience: Audience): ChatMessage {
  const { m } = row;
  const card = m.card as (ChatGoodsCard & ChatOrderCard) | null;
  return {
    id: m.id,
    conversation_id: m.conversationId,
    client_id: m.clientId,
    type: m.type,
    from: m.sender,
    sender_name:
      m.sender === 'operator' ? (row.operatorName ?? '') : row.userName || row.username || '采购员',
    content: m.content,
    image: m.uploadId ? pictureUrl(audience, m.uploadId) : null,
    goods: m.type === 'goods' && card ? (card as ChatGoodsCard) : null,
    // The order's status is today's, the rest as it was sent.
    order:
      m.type === 'order' && card
        ? {
            ...(card as ChatOrderCard),
            status_text: row.orderStatus ? ORDER_STATUS_TEXT[row.orderStatus] : '',
          }
        : null,
    created_at: unixSeconds(m.createdAt),
  };
}

function select(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(chatMessages)
    .leftJoin(orders, eq(orders.id, chatMessages.orderId))
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(where);
}

/** The company's conversation id, or null before its first message. */
export async function conversationOf(db: Executor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId));
  return row?.id ?? null;
}

export async function conversationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return row !== undefined;
}

/** The newest `limit` messages of a conversation, or those before `before`; oldest first. */
export async function messagePage(
  db: Executor,
  conversationId: number | null,
  query: { before?: number; limit: number },
  audience: Audience,
): Promise<ChatMessagesPage> {
  if (conversationId === null) return { list: [], has_more: false };
  const rows = await select(
    db,
    and(
      eq(chatMessages.conversationId, conversationId),
      query.before === undefined ? undefined : lt(chatMessages.id, query.before),
    ),
  )
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
  const has_more = rows.length > query.limit;
  return {
    list: rows
      .slice(0, query.limit)
      .reverse()
      .map((row) => toMessage(row, audience)),
    has_more,
  };
}

/** What came after `lastId`, oldest first: the live channel's replay (ids commit in order per conversation). */
export async function messagesAfter(
  db: Executor,
  scope: { companyId: number } | 'all',
  lastId: number,
  audience: Audience,
): Promise<ChatMessage[]> {
  const inScope =
    scope === 'all'
      ? undefined
      : sql`${chatMessages.conversationId} = (SELECT id FROM chat_conversations WHERE company_id = ${scope.companyId})`;
  const rows = await select(db, and(gt(chatMessages.id, lastId), inScope))
    .orderBy(asc(chatMessages.id))
    .limit(200);
  return rows.map((row) => toMessage(row, audience));
}

export async function messageById(db: Executor, id: number, audience: Audience): Promise<ChatMessage | null> {
  const [row] = await select(db, eq(chatMessages.id, id));
  return row ? toMessage(row, audience) : null;
}

/** The newest message id of a company's conversation (0 before the first): where a live channel starts. */
export async function newestId(db: Executor, scope: { companyId: number } | 'all'): Promise<number> {
  const result = await db.execute<{ id: number | null }>(
    scope === 'all'
      ? sql`SELECT max(id) AS id FROM chat_messages`
      : sql`SELECT last_message_id AS id FROM chat_conversations WHERE company_id = ${scope.companyId}`,
  );
  return Number(result.rows[0]?.id ?? 0);
}
