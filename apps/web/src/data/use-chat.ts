import type { ChatMessage, ChatSendInput } from '@yaocai/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { requestConfig } from '../api/config';
import { chatMessage, chatMessagesPage, chatUnread } from '../api/contracts';
import { ApiError } from '../api/errors';
import { request, requestAnswer } from '../api/request';
import { NOTHING_CACHED, quietSuccess, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/*
 * 在线客服 (issue #23 §3, docs/chat.md): the company's one conversation. The newest page is a cached read; older
 * pages are fetched on 查看更早的消息; live messages come over the server-sent-events channel, opened after the
 * newest page with its last id (so nothing falls between history and live) and reopened by the browser with
 * Last-Event-ID after a drop. A message is kept once by its id, however many ways it arrived.
 */

export type ChatConnection = 'live' | 'connecting' | 'offline';

/** A client id per message: a resend (retry, reconnect) is stored once by the server. */
const newClientId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** GET /api/chat/unread: the toolbar badge. */
export function useChatUnread(enabled: boolean) {
  return useRead(enabled ? keys.chat.unread : null, () => request('/chat/unread', { schema: chatUnread }));
}

const sendChat = (body: Omit<ChatSendInput, 'client_id'> & { client_id?: string }) =>
  requestAnswer('/chat/messages', {
    method: 'POST',
    body: { client_id: newClientId(), ...body },
    json: true,
    schema: chatMessage,
    handleSelf: [422, 429, 404],
    supersede: false,
  });

/** POST /api/chat/messages: text, a picture, or a goods / order card (咨询客服). */
export function useSendChat(onError?: (error: ApiError) => void) {
  return useAction(sendChat, { invalidates: NOTHING_CACHED, onSuccess: quietSuccess, onError });
}

const markRead = (lastId: number) =>
  requestAnswer('/chat/read', { method: 'POST', body: { last_id: lastId }, json: true, supersede: false });

const byId = (list: Iterable<ChatMessage>) => {
  const map = new Map<number, ChatMessage>();
  for (const message of list) map.set(message.id, message);
  return [...map.values()].sort((a, b) => a.id - b.id);
};

/**
 * The conversation for the toolbar's panel: `enabled` when the buyer may chat (signed in, `is_can_chat`), `open`
 * while the panel shows (what arrives then is read at once; otherwise it counts in the badge).
 */
export function useChat(enabled: boolean, open: boolean) {
  const { mutate } = useSWRConfig();
  const latest = useRead(enabled ? keys.chat.latest : null, () =>
    request('/chat/messages', { query: { limit: 20 }, schema: chatMessagesPage }),
  );
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [older, setOlder] = useState<{ hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [sendError, setSendError] = useState<string>();
  const send = useSendChat((error) => setSendError(error.message));
  const messages = useMemo(() => byId([...(latest.data?.list ?? []), ...extra]), [latest.data, extra]);
  const newestSeen = useRef(0);
  const ready = latest.data !== undefined;
  const startId = useRef<number | null>(null);
  if (ready && startId.current === null) startId.current = latest.data?.list.at(-1)?.id ?? 0;

  // The live channel, once the newest page is in: from its last id on.
  useEffect(() => {
    if (!enabled || !ready || startId.current === null) return;
    const source = new EventSource(`${requestConfig.baseUrl}/chat/live?last_id=${startId.current}`);
    source.onopen = () => setConnection('live');
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      setExtra((list) => [...list, message]);
      if (message.from === 'operator') void mutate(keys.chat.unread);
    });
    // The session ended (signed out elsewhere, expired): stop; the next page load starts afresh.
    source.addEventListener('end', () => {
      source.close();
      setConnection('offline');
    });
    return () => source.close();
  }, [enabled, ready, mutate]);

  // What shows in the open panel has been seen.
  const newest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!open || newest <= newestSeen.current) return;
    newestSeen.current = newest;
    markRead(newest).then(
      () => mutate(keys.chat.unread),
      () => undefined,
    );
  }, [open, newest, mutate]);

  const loadMore = useCallback(async () => {
    const oldest = messages[0]?.id;
    if (oldest === undefined) return;
    setLoadingMore(true);
    try {
      const page = await request('/chat/messages', {
        query: { before: oldest, limit: 20 },
        schema: chatMessagesPage,
      });
      setExtra((list) => [...page.list, ...list]);
      setOlder({ hasMore: page.has_more });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setLoadingMore(false);
    }
  }, [messages]);

  const add = (message: ChatMessage | null | undefined) => {
    if (message) setExtra((list) => [...list, message]);
  };

  return {
    messages,
    status: latest.error ? ('error' as const) : ready ? ('ready' as const) : ('loading' as const),
    retry: latest.retry,
    hasMore: older ? older.hasMore : (latest.data?.has_more ?? false),
    loadingMore,
    loadMore,
    connection,
    sending: send.pending,
    sendError,
    /** Sends a text; rejects when refused, so the composer keeps it. */
    async sendText(content: string) {
      setSendError(undefined);
      const sent = await send.run({ type: 'text', content });
      if (!sent) throw new Error('refused');
      add(sent);
    },
    async sendPicture(imageId: string) {
      setSendError(undefined);
      add(await send.run({ type: 'image', image_id: imageId }));
    },
  };
}
