import { beijingDateTime, type ChatMessage } from '@yaocai/domain';
import { ChatThread, ListState } from '@yaocai/ui';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useChatLive, useConversations, useReply, useThread } from '../data/use-chat';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 300px 1fr;
  gap: ${({ theme }) => theme.space[4]};
  height: 70vh;
`;

const Conversations = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};

  button {
    width: 100%;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Unread = styled.span`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const goodsHref = (id: number) => `/list_info/${id}`;

/**
 * 在线客服 (客服, issue #26 §3): conversations with unread first (each with its company and account manager),
 * the open conversation's thread, replies — everything live over the console's channel.
 */
export default function ChatInboxPage() {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('c')) || null;
  const conversations = useConversations();
  const thread = useThread(openId);
  const reply = useReply();
  const openRef = useRef(openId);
  openRef.current = openId;
  const { add } = thread;
  const onLive = useCallback(
    (message: ChatMessage) => {
      if (message.conversation_id === openRef.current) add(message);
    },
    [add],
  );
  const connection = useChatLive(onLive);
  const open = conversations.list?.find((row) => row.id === openId);

  const send = async (content: string) => {
    if (!openId) return;
    const sent = await reply.run(openId, content);
    if (!sent) throw new Error(reply.error?.message ?? '发送失败');
    add(sent);
  };

  return (
    <section aria-labelledby="chat-title">
      <h2 id="chat-title">在线客服</h2>
      <Layout>
        <nav aria-label="会话列表">
          {conversations.error ? (
            <ListState status="error" onRetry={conversations.retry} />
          ) : !conversations.list ? (
            <ListState status="loading" />
          ) : conversations.list.length === 0 ? (
            <ListState status="empty" emptyText="暂无会话" />
          ) : (
            <Conversations>
              {conversations.list.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    aria-current={row.id === openId}
                    onClick={() => setParams({ c: String(row.id) })}
                  >
                    <strong>{row.company_name}</strong>
                    {row.mine === 1 ? (
                      <small>我负责的客户</small>
                    ) : (
                      row.manager_name && <small>客户经理：{row.manager_name}</small>
                    )}
                    <span>{row.last_message}</span>
                    <small>{beijingDateTime(row.last_at)}</small>
                    {row.unread > 0 && <Unread aria-label={`${row.unread} 条未读`}>{row.unread}</Unread>}
                  </button>
                </li>
              ))}
            </Conversations>
          )}
        </nav>
        {openId ? (
          <ChatThread
            label={open ? `与${open.company_name}的对话` : '会话'}
            viewer="operator"
            messages={thread.messages}
            status={thread.status}
            onRetry={thread.retry}
            hasMore={thread.hasMore}
            loadingMore={thread.loadingMore}
            onLoadMore={() => void thread.loadMore()}
            connection={connection}
            onSend={send}
            sending={reply.pending}
            sendError={reply.error?.message}
            goodsHref={goodsHref}
            emptyText="暂无消息"
          />
        ) : (
          <ListState status="empty" emptyText="请选择左侧的会话" />
        )}
      </Layout>
    </section>
  );
}
