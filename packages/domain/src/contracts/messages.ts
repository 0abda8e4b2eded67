import { z } from 'zod';
import { MESSAGE_KINDS } from '../print/account-labels';
import { flag, idParam, intParam, PAGE_MAX } from './common';

/*
 * A buyer's messages (issue #10 §3–§4, spec §2 /wdxx, §3 user state `message_count`). Written by the server
 * (qualification decisions, certificate expiry, orders), read and marked read by the buyer. docs/accounts.md.
 */

/** What a message is about; the page groups and labels by it. */
export const messageKind = z.enum(MESSAGE_KINDS);

/** GET /api/user/message?page=&status= — unread first, then newest first. */
export const messageListQuery = z.strictObject({
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页数量', { min: 1, max: 100, tooBig: '每页数量最多100' }).default(20),
  /** all (default) or only the unread ones. */
  status: z.enum(['all', 'unread'], { error: '消息状态只能是all或unread' }).default('all'),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

export const message = z.object({
  id: z.number().int(),
  kind: messageKind,
  title: z.string(),
  body: z.string(),
  /** A page of this app the message is about ('' when none), e.g. /zhzx/zzzj. */
  link: z.string(),
  is_read: flag,
  /** Unix seconds. */
  time: z.number().int(),
});
export type Message = z.infer<typeof message>;

/** `{id}` of POST /api/user/message/{id}/read. */
export const messageIdParams = z.strictObject({ id: idParam('消息') });

/** What marking read answers: the unread count after it (the toolbar badge and `message_count` follow). */
export const messageCount = z.object({ message_count: z.number().int() });
export type MessageCount = z.infer<typeof messageCount>;
