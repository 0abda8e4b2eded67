import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ApiStatus,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatMessage,
  type ChatReplyBody,
  type ChatSendBody,
  fenToYuan,
  ORDER_STATUS_TEXT,
  unixSeconds,
} from '@yaocai/domain';
import { and, eq, sql } from 'drizzle-orm';
import { goodsImageUrl } from '../catalogue';
import type { Db, Executor } from '../db/client';
import { chatConversations, chatMessages, goods, manufacturers, orders, uploads } from '../db/schema/index';
import { ApiError, notFound } from '../lib/errors';
import { messageById } from './reads';

/*
 * Sending (docs/chat.md). Every send locks its conversation row first, so message ids of one conversation are
 * handed out in commit order: a reader that saw id n has seen everything before it (the live channel's replay
 * relies on that). The NOTIFY goes out at commit, carrying ids only; each instance's readers fetch the message.
 */

export const CHAT_CHANNEL = 'yc_chat';

const tooFast = () =>
  new ApiError(429, ApiStatus.tooManyRequests, `发送太频繁，请${CHAT_RATE_WINDOW_SECONDS}秒后再试`);

/** The company's conversation, created on its first message, locked until the transaction ends. */
async function lockConversation(tx: Executor, companyId: number): Promise<number> {
  await tx.insert(chatConversations).values({ companyId }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId))
    .for('update');
  if (!row) throw new Error('chat conversation not stored');
  return row.id;
}

async function existing(
  tx: Executor,
  conversationId: number,
  sender: 'buyer' | 'operator',
  clientId: string,
) {
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.sender, sender),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row?.id ?? null;
}

async function store(
  tx: Executor,
  companyId: number,
  conversationId: number,
  values: Omit<typeof chatMessages.$inferInsert, 'conversationId'>,
): Promise<number> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...values, conversationId })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not stored');
  const seen = values.sender === 'buyer' ? { buyerReadId: row.id } : { operatorReadId: row.id };
  await tx
    .update(chatConversations)
    .set({ lastMessageId: row.id, lastAt: sql`now()`, ...seen })
    .where(eq(chatConversations.id, conversationId));
  await tx.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${`${companyId}:${conversationId}:${row.id}`})`);
  return row.id;
}

/** What a card says, checked against the buyer's company: a listed goods, one of its own orders (else 404). */
async function cardOf(tx: Executor, companyId: number, body: ChatSendBody) {
  if (body.type === 'goods' && body.goods_id) {
    const [row] = await tx
      .select({ id: goods.id, name: goods.name, spec: goods.ypgg, manufacturer: manufacturers.name })
      .from(goods)
      .leftJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(and(eq(goods.id, body.goods_id), sql`NOT ${goods.bannedOnline}`));
    if (!row) throw notFound();
    const card = { ...row, manufacturer: row.manufacturer ?? '', image: goodsImageUrl(row.id) };
    return { goodsId: row.id, card };
  }
  if (body.type === 'order' && body.order_id) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, body.order_id), eq(orders.companyId, companyId)));
    if (!row) throw notFound();
    const card = {
      id: row.id,
      order_sn: row.orderSn,
      status_text: ORDER_STATUS_TEXT[row.status],
      total: fenToYuan(row.totalFen),
      created_at: unixSeconds(row.createdAt),
    };
    return { orderId: row.id, card };
  }
  if (body.type === 'image' && body.image_id) {
    const usable = await tx.execute(sql`
      SELECT 1 FROM uploads up JOIN users u ON u.id = up.user_id
      WHERE up.id = ${body.image_id} AND u.company_id = ${companyId}`);
    if (usable.rows.length === 0) throw notFound();
    return { uploadId: body.image_id };
  }
  return { content: body.content };
}

/**
 * A buyer's message. A resend with the same client id answers the stored message (no second row, no NOTIFY,
 * not counted against the rate); otherwise at most CHAT_RATE_LIMIT per login per window (429).
 */
export async function sendBuyerMessage(
  db: Db,
  owner: { userId: number; companyId: number },
  body: ChatSendBody,
): Promise<ChatMessage> {
  const id = await db.transaction(async (tx) => {
    const conversationId = await lockConversation(tx, owner.companyId);
    const stored = await existing(tx, conversationId, 'buyer', body.client_id);
    if (stored !== null) return stored;
    const recent = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM chat_messages
      WHERE user_id = ${owner.userId}
        AND created_at > now() - make_interval(secs => ${CHAT_RATE_WINDOW_SECONDS})`);
    if ((recent.rows[0]?.n ?? 0) >= CHAT_RATE_LIMIT) throw tooFast();
    const card = await cardOf(tx, owner.companyId, body);
    return store(tx, owner.companyId, conversationId, {
      clientId: body.client_id,
      sender: 'buyer',
      userId: owner.userId,
      type: body.type,
      ...card,
    });
  });
  const message = await messageById(db, id, 'buyer');
  if (!message) throw new Error('chat message vanished');
  return message;
}

/** An operator's reply in a conversation (inside the caller's audited transaction). 404 for an unknown one. */
export async function replyAsOperator(
  tx: Executor,
  operatorId: number,
  conversationId: number,
  body: ChatReplyBody,
): Promise<{ id: number; companyId: number; duplicate: boolean }> {
  const [conversation] = await tx
    .select({ companyId: chatConversations.companyId })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .for('update');
  if (!conversation) throw notFound();
  const stored = await existing(tx, conversationId, 'operator', body.client_id);
  if (stored !== null) return { id: stored, companyId: conversation.companyId, duplicate: true };
  const recent = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM chat_messages
    WHERE operator_id = ${operatorId}
      AND created_at > now() - make_interval(secs => ${CHAT_RATE_WINDOW_SECONDS})`);
  if ((recent.rows[0]?.n ?? 0) >= CHAT_RATE_LIMIT * 3) throw tooFast();
  const id = await store(tx, conversation.companyId, conversationId, {
    clientId: body.client_id,
    sender: 'operator',
    operatorId,
    type: 'text',
    content: body.content,
  });
  return { id, companyId: conversation.companyId, duplicate: false };
}

/** Operator messages the buyer side has not seen. */
export async function buyerUnread(db: Executor, companyId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(m.id)::int AS n FROM chat_conversations c
    JOIN chat_messages m ON m.conversation_id = c.id AND m.id > c.buyer_read_id AND m.sender = 'operator'
    WHERE c.company_id = ${companyId}`);
  return result.rows[0]?.n ?? 0;
}

/** The buyer side saw everything up to `lastId` (never moves back, never past the last message). */
export async function markBuyerRead(db: Executor, companyId: number, lastId: number): Promise<void> {
  await db.execute(sql`
    UPDATE chat_conversations SET buyer_read_id = greatest(buyer_read_id, least(${lastId}, last_message_id))
    WHERE company_id = ${companyId}`);
}

/** The operators saw a conversation up to `lastId`; 404 for an unknown conversation. Before → after for the trail. */
export async function markOperatorRead(
  tx: Executor,
  conversationId: number,
  lastId: number,
): Promise<{ result: string; before: { read_id: number }; after: { read_id: number } }> {
  const result = await tx.execute<{ before: number; after: number }>(sql`
    UPDATE chat_conversations c
    SET operator_read_id = greatest(c.operator_read_id, least(${lastId}, c.last_message_id))
    FROM (SELECT id, operator_read_id FROM chat_conversations WHERE id = ${conversationId} FOR UPDATE) old
    WHERE c.id = old.id
    RETURNING old.operator_read_id AS before, c.operator_read_id AS after`);
  const [row] = result.rows;
  if (!row) throw notFound();
  return {
    result: `已读至消息 ${row.after}`,
    before: { read_id: row.before },
    after: { read_id: row.after },
  };
}

/** A chat picture for 客服: only uploads a chat message uses. */
export async function chatPicture(
  db: Db,
  dataDir: string,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType, path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.id, id), sql`EXISTS (SELECT 1 FROM chat_messages m WHERE m.upload_id = ${id})`));
  if (!row) return null;
  return { contentType: row.contentType, bytes: await readFile(join(dataDir, row.path)) };
}
