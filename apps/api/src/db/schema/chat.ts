import { CHAT_MESSAGE_TYPES, CHAT_SENDERS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { operators } from './console';
import { enumValues, oneOf } from './one-of';
import { orders } from './orders';
import { uploads } from './qualifications';
import { companies, users } from './users';

/*
 * Customer-service chat (issue #23 §3, docs/chat.md): one conversation per buyer company, its messages, and how far
 * each side has read (a message id: unread = the other side's messages after it).
 */

const at = () => timestamp({ withTimezone: true });

export const chatConversations = pgTable('chat_conversations', {
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .unique()
    .references(() => companies.id),
  /** The last message's id and time: the inbox's order. */
  lastMessageId: integer().notNull().default(0),
  lastAt: at().notNull().defaultNow(),
  /** The last message id the buyer side has seen / the operators have seen. */
  buyerReadId: integer().notNull().default(0),
  operatorReadId: integer().notNull().default(0),
  createdAt: at().notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id),
    /** Made by the sending client: a resend (reconnect, double click) hits the unique key and is stored once. */
    clientId: text().notNull(),
    sender: text({ enum: enumValues(CHAT_SENDERS) }).notNull(),
    userId: integer().references(() => users.id),
    operatorId: integer().references(() => operators.id),
    type: text({ enum: enumValues(CHAT_MESSAGE_TYPES) }).notNull(),
    content: text().notNull().default(''),
    uploadId: text().references(() => uploads.id),
    goodsId: integer().references(() => goods.id),
    orderId: integer().references(() => orders.id),
    /** The goods or order card as it was when sent (the contract's chatGoodsCard / chatOrderCard). */
    card: jsonb(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_client_id').on(t.conversationId, t.sender, t.clientId),
    index().on(t.conversationId, t.id),
    index().on(t.userId, t.createdAt),
    index().on(t.operatorId, t.createdAt),
    check('chat_messages_sender', oneOf(t.sender, CHAT_SENDERS)),
    check('chat_messages_type', oneOf(t.type, CHAT_MESSAGE_TYPES)),
    check(
      'chat_messages_sender_id',
      sql`(${t.sender} = 'buyer' AND ${t.userId} IS NOT NULL) OR (${t.sender} = 'operator' AND ${t.operatorId} IS NOT NULL)`,
    ),
  ],
);
