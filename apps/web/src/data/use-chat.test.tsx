import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChatMessage } from '@yaocai/domain';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../api/csrf';
import { envelope, mockFetch } from '../test/fetch';
import { swrConfig } from './swr-config';
import { useChat } from './use-chat';

/** jsdom has no EventSource: a stand-in the test pushes messages through. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  emit(message: ChatMessage) {
    this.listeners.get('message')?.({ data: JSON.stringify(message) });
  }
  close() {
    this.readyState = 2;
  }
}

const message = (id: number, from: 'buyer' | 'operator', content: string): ChatMessage => ({
  id,
  conversation_id: 1,
  client_id: `c${id}`,
  type: 'text',
  from,
  sender_name: from === 'buyer' ? '王仁心' : '李客服',
  content,
  image: null,
  goods: null,
  order: null,
  created_at: 1_795_700_000 + id,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

beforeEach(() => {
  csrf.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('useChat', () => {
  it('opens the live channel after the newest page, from its last id, and keeps each message once', async () => {
    const { sent } = mockFetch((request) => {
      if (request.url.startsWith('/api/chat/messages?'))
        return envelope(10000, { list: [message(5, 'buyer', '有货吗？')], has_more: true });
      if (request.url === '/api/chat/read') return envelope(10000, null);
      if (request.url === '/api/chat/unread') return envelope(10000, { count: 0 });
      return envelope(404, null, '不存在', 404);
    });
    const { result } = renderHook(() => useChat(true, true), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/chat/live?last_id=5'));
    act(() => {
      FakeEventSource.last?.emit(message(6, 'operator', '有的'));
      FakeEventSource.last?.emit(message(6, 'operator', '有的'));
    });
    expect(result.current.messages.map((m) => m.id)).toEqual([5, 6]);
    expect(result.current.hasMore).toBe(true);
    // The open panel has seen what arrived.
    await waitFor(() =>
      expect(sent.some((r) => r.url === '/api/chat/read' && String(r.body).includes('6'))).toBe(true),
    );
  });
});
