import {
  type ChatMessage,
  chatConversationList,
  chatMessage,
  chatMessagesPage,
  emptyData,
} from '@yaocai/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/*
 * 客服's chat inbox (issue #26 §3, docs/chat.md): the conversations, a thread (its newest page cached, older pages
 * on demand, live messages from the console's server-sent-events channel), replies and marking read.
 */

export type ChatConnection = 'live' | 'connecting' | 'offline';

const newClientId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** GET /api/console/chat/conversations */
export function useConversations() {
  const { data, error, isLoading, mutate } = useSWR(keys.chat.list, () =>
    request('/chat/conversations', { schema: chatConversationList }),
  );
  return { list: data?.list, error, isLoading, retry: () => mutate() };
}

/**
 * The console's live channel (every conversation): new messages of the open thread are handed to `onMessage`;
 * any message refreshes the inbox (its order and unread counts); a reopen after a drop refreshes both.
 */
export function useChatLive(onMessage: (message: ChatMessage) => void): ChatConnection {
  const { mutate } = useSWRConfig();
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  useEffect(() => {
    const source = new EventSource('/api/console/chat/live');
    source.onopen = () => {
      setConnection('live');
      void mutate(keys.chat.list);
    };
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
    source.addEventListener('message', (event) => {
      onMessage(JSON.parse((event as MessageEvent<string>).data) as ChatMessage);
      void mutate(keys.chat.list);
      void mutate(keys.dashboard.all);
    });
    source.addEventListener('end', () => {
      source.close();
      setConnection('offline');
    });
    return () => source.close();
  }, [mutate, onMessage]);
  return connection;
}

const byId = (list: Iterable<ChatMessage>) => {
  const map = new Map<number, ChatMessage>();
  for (const message of list) map.set(message.id, message);
  return [...map.values()].sort((a, b) => a.id - b.id);
};

/** One conversation's messages: the newest page, older pages, and what arrived live or was sent here. */
export function useThread(id: number | null) {
  const { mutate } = useSWRConfig();
  const latest = useSWR(id ? keys.chat.thread(id) : null, () =>
    request(`/chat/conversations/${id}/messages`, { query: { limit: 30 }, schema: chatMessagesPage }),
  );
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Another conversation starts with nothing extra.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the conversation changes
  useEffect(() => {
    setExtra([]);
    setHasOlder(null);
  }, [id]);
  const messages = useMemo(
    () => byId([...(latest.data?.list ?? []), ...extra.filter((m) => m.conversation_id === id)]),
    [latest.data, extra, id],
  );

  const newest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!id || newest === 0) return;
    requestAnswer(`/chat/conversations/${id}/read`, {
      method: 'POST',
      body: { last_id: newest },
      schema: emptyData,
    }).then(
      () => mutate(keys.chat.list),
      () => undefined,
    );
  }, [id, newest, mutate]);

  const add = useCallback((message: ChatMessage) => setExtra((list) => [...list, message]), []);
  const loadMore = async () => {
    const oldest = messages[0]?.id;
    if (!id || oldest === undefined) return;
    setLoadingMore(true);
    try {
      const page = await request(`/chat/conversations/${id}/messages`, {
        query: { before: oldest, limit: 30 },
        schema: chatMessagesPage,
      });
      setExtra((list) => [...page.list, ...list]);
      setHasOlder(page.has_more);
    } finally {
      setLoadingMore(false);
    }
  };
  return {
    messages,
    status: latest.error ? ('error' as const) : latest.data ? ('ready' as const) : ('loading' as const),
    retry: () => void latest.mutate(),
    hasMore: hasOlder ?? latest.data?.has_more ?? false,
    loadingMore,
    loadMore,
    add,
  };
}

/** POST /api/console/chat/conversations/{id}/messages (audited as chat-reply). */
export function useReply() {
  const send = useCallback(
    (id: number, content: string) =>
      requestAnswer(`/chat/conversations/${id}/messages`, {
        method: 'POST',
        body: { client_id: newClientId(), content },
        schema: chatMessage,
      }),
    [],
  );
  return useAction(send, { invalidates: [keys.chat.list] });
}
