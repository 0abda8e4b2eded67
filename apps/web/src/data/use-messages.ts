import { messageCount, messagePage } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/*
 * A buyer's messages (issue #10 §4, spec §2 /wdxx): GET /api/user/message, POST /{id}/read, POST /read_all.
 * Marking read refreshes the lists and the user state, whose `message_count` the toolbar and the home card show.
 */

/** The tabs of /zhzx/wdxx: the wire's `status`. */
export type MessageStatus = 'all' | 'unread';

/**
 * GET /api/user/message: one page, unread first then newest as the server orders them. `per_page` left out is the
 * server's default (the /zhzx/wdxx page); the member centre asks for a few.
 */
export function useMessages(query: { status: MessageStatus; page: number; per_page?: number }) {
  return useRead(keys.message.list(query), () => request('/user/message', { query, schema: messagePage }));
}

const messageReads = [keys.message.all, keys.user.all];

const markRead = (id: number) =>
  requestAnswer(`/user/message/${id}/read`, { method: 'POST', schema: messageCount });
const markAllRead = () => requestAnswer('/user/message/read_all', { method: 'POST', schema: messageCount });

/** POST /api/user/message/{id}/read. Quiet on success: the message turning read is the answer. */
export function useMarkMessageRead() {
  return useAction(markRead, { invalidates: messageReads, onSuccess: () => undefined });
}

/** POST /api/user/message/read_all. */
export function useMarkAllMessagesRead() {
  return useAction(markAllRead, { invalidates: messageReads });
}
