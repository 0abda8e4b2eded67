import { z } from 'zod';
import { idParam, intParam, multiLineText, yuanString } from './common';
import { imageId } from './qualifications';

/*
 * Customer-service chat (在线客服, issue #23 §3; the console's inbox, issue #26 §3). One conversation per buyer
 * company; messages are text, a picture, a goods card or an order card, from a buyer login or an operator.
 * docs/chat.md.
 */

/** Per login: at most this many messages in CHAT_RATE_WINDOW_SECONDS (checked in PostgreSQL, so across instances). */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_SECONDS = 60;
export const CHAT_TEXT_MAX = 1000;

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'goods', 'order'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
export const CHAT_SENDERS = ['buyer', 'operator'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** A client-made id (a UUID or similar): a resend with the same id (a reconnect, a double click) is stored once. */
export const chatClientId = z
  .string({ error: '缺少消息编号' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '消息编号格式不正确' });

export const chatGoodsCard = z.object({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  image: z.string(),
});
export type ChatGoodsCard = z.infer<typeof chatGoodsCard>;

export const chatOrderCard = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  status_text: z.string(),
  total: yuanString,
  /** Unix seconds the order was placed. */
  created_at: z.number().int(),
});
export type ChatOrderCard = z.infer<typeof chatOrderCard>;

export const chatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  client_id: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  from: z.enum(CHAT_SENDERS),
  /** The buyer login's name, or the operator's name (the buyer sees 客服 + name). */
  sender_name: z.string(),
  content: z.string(),
  /** The picture's address for whoever reads (buyer or console route); null unless `type` is image. */
  image: z.string().nullable(),
  goods: chatGoodsCard.nullable(),
  order: chatOrderCard.nullable(),
  /** Server time, unix seconds. */
  created_at: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /api/chat/messages — the newest `limit`, or the `limit` before message `before` (paging up). */
export const chatMessagesQuery = z.strictObject({
  before: idParam('消息').optional(),
  limit: intParam('条数', { min: 1, max: 50 }).default(20),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

/** Oldest first; `has_more` when older messages remain. */
export const chatMessagesPage = z.object({ list: z.array(chatMessage), has_more: z.boolean() });
export type ChatMessagesPage = z.infer<typeof chatMessagesPage>;

/**
 * POST /api/chat/messages. `content` for text; `image_id` (uploaded with POST /api/user/zizhi/image) for image;
 * `goods_id` for a goods card (a listed goods); `order_id` for an order card (one of the company's orders).
 */
export const chatSendBody = z
  .strictObject({
    client_id: chatClientId,
    type: z.enum(CHAT_MESSAGE_TYPES, { error: '消息类型不存在' }).default('text'),
    content: multiLineText('消息')
      .max(CHAT_TEXT_MAX, { error: `消息最多${CHAT_TEXT_MAX}字` })
      .default(''),
    image_id: imageId.optional(),
    goods_id: idParam('商品').optional(),
    order_id: idParam('订单').optional(),
  })
  .superRefine((body, ctx) => {
    const need = (field: 'content' | 'image_id' | 'goods_id' | 'order_id', message: string) => {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (body.type === 'text') need('content', '请输入消息');
    if (body.type === 'image') need('image_id', '请选择图片');
    if (body.type === 'goods') need('goods_id', '请选择商品');
    if (body.type === 'order') need('order_id', '请选择订单');
  });
export type ChatSendBody = z.infer<typeof chatSendBody>;
/** What a client sends (defaults not yet applied). */
export type ChatSendInput = z.input<typeof chatSendBody>;

export const chatUnread = z.object({ count: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnread>;

/** GET /api/chat/live (and the console's): `last_id`, the last message the client saw (first open; a reopen sends Last-Event-ID). */
export const chatLiveQuery = z.strictObject({ last_id: intParam('消息', { min: 0 }).optional() });

/** POST /api/chat/read — everything up to `last_id` has been seen. */
export const chatReadBody = z.strictObject({ last_id: idParam('消息') });
export type ChatReadBody = z.infer<typeof chatReadBody>;

// ── The console's inbox (客服) ─────────────────────────────────────────────────────────────────────────────

export const chatConversation = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** The name of an account manager of the company's logins; '' when none is assigned. */
  manager_name: z.string(),
  /** 1 when the operator asking is that account manager (their console login): these conversations come first. */
  mine: z.union([z.literal(0), z.literal(1)]),
  last_message: z.string(),
  /** Unix seconds of the last message. */
  last_at: z.number().int(),
  /** Buyer messages no operator has read. */
  unread: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatConversationList = z.object({ list: z.array(chatConversation) });
export type ChatConversationList = z.infer<typeof chatConversationList>;

export const chatConversationParams = z.strictObject({ id: idParam('会话') });

/** An operator's reply: text only. */
export const chatReplyBody = z.strictObject({
  client_id: chatClientId,
  content: multiLineText('消息')
    .min(1, { error: '请输入消息' })
    .max(CHAT_TEXT_MAX, { error: `消息最多${CHAT_TEXT_MAX}字` }),
});
export type ChatReplyBody = z.infer<typeof chatReplyBody>;

/** What a card or picture reads as in a one-line preview (the inbox, a notification). */
export function chatPreview(message: Pick<ChatMessage, 'type' | 'content'>): string {
  if (message.type === 'image') return '[图片]';
  if (message.type === 'goods') return '[商品]';
  if (message.type === 'order') return '[订单]';
  return message.content;
}
