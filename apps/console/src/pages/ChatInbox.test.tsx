import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatConversation, ChatMessage } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { kefu } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

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
    queueMicrotask(() => this.onopen?.());
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

const conversation: ChatConversation = {
  id: 3,
  company_id: 1,
  company_name: '仁心大药房',
  manager_name: '张经理',
  mine: 0,
  last_message: '请问有货吗？',
  last_at: 1795744286,
  unread: 1,
};
const message = (id: number, from: 'buyer' | 'operator', content: string): ChatMessage => ({
  id,
  conversation_id: 3,
  client_id: `c${id}`,
  type: 'text',
  from,
  sender_name: from === 'buyer' ? '王仁心' : '李客服',
  content,
  image: null,
  goods: null,
  order: null,
  created_at: 1795744286 + id,
});

describe('在线客服 (客服)', () => {
  it('opens a conversation, replies, and shows a buyer message that arrives live', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: kefu, csrf_token: 'service-token' });
      if (url === '/api/console/chat/conversations') return ok({ list: [conversation] });
      if (url.startsWith('/api/console/chat/conversations/3/messages?'))
        return ok({ list: [message(10, 'buyer', '请问有货吗？')], has_more: false });
      if (url === '/api/console/chat/conversations/3/read') return ok(null);
      if (url === '/api/console/chat/conversations/3/messages' && method === 'POST')
        return ok(message(11, 'operator', (body as { content: string }).content), '已发送');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/chat" />);
    const list = await screen.findByRole('navigation', { name: '会话列表' });
    await user.click(await within(list).findByRole('button', { name: /仁心大药房/ }));
    const log = await screen.findByRole('log', { name: '消息记录' });
    expect(await within(log).findByText('请问有货吗？')).toBeInTheDocument();

    await user.type(screen.getByLabelText('输入消息'), '有的，今天发货{Enter}');
    expect(await within(log).findByText('有的，今天发货')).toBeInTheDocument();
    const reply = sent.find((entry) => entry.method === 'POST' && entry.url.endsWith('/3/messages'));
    expect(reply?.body).toMatchObject({ content: '有的，今天发货' });
    expect(reply?.headers['X-CSRF-Token']).toBe('service-token');

    FakeEventSource.last?.emit(message(12, 'buyer', '好的，谢谢'));
    expect(await within(log).findByText('好的，谢谢')).toBeInTheDocument();
  }, 30_000);
});
