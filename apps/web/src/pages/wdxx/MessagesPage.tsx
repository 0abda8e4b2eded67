import { beijingDateTime, MESSAGE_KIND_LABELS, type Message } from '@yaocai/domain';
import { Button, ListState, Tabs } from '@yaocai/ui';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { oneOf, queryString } from '../../components/member/url-query';
import { useTabChoice } from '../../components/member/use-tab-choice';
import {
  type MessageStatus,
  useMarkAllMessagesRead,
  useMarkMessageRead,
  useMessages,
} from '../../data/use-messages';
import { useUser } from '../../data/use-user';
import { PageHeading, StackList, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const TABS: readonly MessageStatus[] = ['all', 'unread'];
const TAB_LABELS: Record<MessageStatus, string> = { all: '全部', unread: '未读' };

const hrefOf = (status: MessageStatus, page: number) =>
  `/zhzx/wdxx${queryString({ status: status === 'all' ? '' : status, page })}`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Item = styled.article<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: ${({ $unread }) => ($unread ? 600 : 400)}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function MessageItem({ message }: { message: Message }) {
  const titleId = useId();
  const markRead = useMarkMessageRead();
  const unread = message.is_read === 0;
  return (
    <li>
      <Item $unread={unread} aria-labelledby={titleId}>
        <div>
          <h2 id={titleId}>{message.title}</h2>
          <Meta>
            <span>{MESSAGE_KIND_LABELS[message.kind]}</span>
            <time dateTime={new Date(message.time * 1000).toISOString()}>
              {beijingDateTime(message.time)}
            </time>
            <span>{unread ? '未读' : '已读'}</span>
          </Meta>
          {message.body && <p>{message.body}</p>}
          {message.link && <TextLink to={message.link}>查看详情</TextLink>}
        </div>
        {unread && (
          <Button
            variant="secondary"
            size="sm"
            loading={markRead.pending}
            onClick={() => void markRead.run(message.id)}
          >
            标记已读
          </Button>
        )}
      </Item>
    </li>
  );
}

function MessageResults({ status, page }: { status: MessageStatus; page: number }) {
  const messages = useMessages({ status, page });
  if (!messages.data) return <ReadStatus read={messages} what="消息" />;
  const { data } = messages;
  if (data.list.length === 0)
    return <ListState status="empty" emptyText={status === 'unread' ? '没有未读消息' : '暂无消息'} />;
  return (
    <>
      <StackList aria-label={status === 'unread' ? '未读消息' : '全部消息'}>
        {data.list.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </StackList>
      <MemberPager
        page={data.page}
        total={data.total}
        perPage={data.per_page}
        hrefOf={(n) => hrefOf(status, n)}
        label="消息分页"
      />
    </>
  );
}

/**
 * /zhzx/wdxx (spec §2 /wdxx) — my messages: 全部 / 未读, unread first; each can be marked read, or all at once.
 * The unread count is the user state's `message_count`, which marking read refreshes.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = oneOf(params.get('status'), TABS, 'all');
  const page = readPage(params.get('page'));
  const unread = useUser().data?.message_count ?? 0;
  const markAll = useMarkAllMessagesRead();
  const chooseTab = useTabChoice(status, (next) => navigate(hrefOf(next, 1)));
  return (
    <>
      <Head>
        <PageHeading>我的消息</PageHeading>
        <Button
          variant="secondary"
          disabled={unread === 0}
          loading={markAll.pending}
          onClick={() => void markAll.run()}
        >
          全部已读
        </Button>
      </Head>
      <Tabs
        label="消息状态"
        value={status}
        onValueChange={chooseTab}
        items={TABS.map((value) => ({
          value,
          label: value === 'unread' && unread > 0 ? `${TAB_LABELS[value]}（${unread}）` : TAB_LABELS[value],
          content: <MessageResults status={value} page={page} />,
        }))}
      />
    </>
  );
}
