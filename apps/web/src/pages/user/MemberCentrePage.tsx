import type { UserBase } from '@yaocai/domain';
import {
  beijingDateTime,
  formatYuan,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  REVIEW_STATUS_LABELS,
} from '@yaocai/domain/print';
import { ListState } from '@yaocai/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ReadStatus } from '../../components/member/ReadStatus';
import { standingText } from '../../components/member/standing-text';
import { useMessages } from '../../data/use-messages';
import { type OrderQuery, useOrders } from '../../data/use-orders';
import { POINTS_PATHS } from '../../data/use-points';
import { useZizhi } from '../../data/use-qualifications';
import { useUser } from '../../data/use-user';
import { useCouponNum, useUserCredit, useUserMoney, WALLET_PATHS } from '../../data/use-wallet';
import { PageHeading, Panel, TextLink } from '../../layout/page.styles';

/** The order centre's first page: the same query (and so the same cached answer) as /order opens with. */
const ALL_ORDERS: OrderQuery = { status: 'all', keywords: '', start_date: '', end_date: '', page: 1 };

const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Block = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0 0 ${({ theme }) => theme.space[3]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: ${({ theme }) => theme.space[1]} 0; }
`;

const Figures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a { display: flex; flex-direction: column; align-items: center; color: inherit; text-decoration: none; }
  strong { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.brand}; }
`;

const Recent = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;

  li { display: flex; gap: ${({ theme }) => theme.space[2]}; padding: ${({ theme }) => theme.space[1]} 0; }
  a { flex: 1; overflow: hidden; color: inherit; text-overflow: ellipsis; white-space: nowrap; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const UnreadMark = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

function CompanyBlock({ user }: { user: UserBase }) {
  const zizhi = useZizhi();
  return (
    <Block aria-labelledby="centre-company">
      <h2 id="centre-company">企业资质</h2>
      {!zizhi.data ? (
        <ReadStatus read={zizhi} what="企业资质" />
      ) : !zizhi.data.company ? (
        <ListState status="empty" emptyText="尚未提交企业资料，提交并通过审核后才能采购">
          <TextLink to="/register/step2">填写企业信息</TextLink>
        </ListState>
      ) : (
        <>
          <p>
            {zizhi.data.company.name}（{zizhi.data.company.enterprise_type_label}）
          </p>
          <p>审核状态：{REVIEW_STATUS_LABELS[zizhi.data.company.status]}</p>
          <p>{standingText(user)}</p>
          {zizhi.data.company.status === 'rejected' && zizhi.data.company.reason && (
            <Warning>驳回原因：{zizhi.data.company.reason}</Warning>
          )}
          {zizhi.data.missing.length > 0 && <Warning>尚缺有效证照：{zizhi.data.missing.join('、')}</Warning>}
          <TextLink to="/zhzx/zzzj">查看资质证件</TextLink>
        </>
      )}
    </Block>
  );
}

function ManagerBlock({ user }: { user: UserBase }) {
  // The platform's default manager is everyone's and says nothing of this account: the block waits for a dedicated one.
  if (user.admin.is_default === 1 || !user.admin.name) return null;
  return (
    <Block aria-labelledby="centre-manager">
      <h2 id="centre-manager">专属客户经理</h2>
      <p>{user.admin.name}</p>
      <p>电话：{user.admin.phone}</p>
    </Block>
  );
}

function OrdersBlock() {
  const orders = useOrders(ALL_ORDERS);
  return (
    <Block aria-labelledby="centre-orders">
      <h2 id="centre-orders">我的订单</h2>
      {!orders.data ? (
        <ReadStatus read={orders} what="订单" />
      ) : orders.data.total === 0 ? (
        <ListState status="empty" emptyText="暂无订单">
          <TextLink to="/">去采购</TextLink>
        </ListState>
      ) : (
        <Figures aria-label="订单状态">
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link to={`/order?status=${status}`}>
                <strong>{orders.data?.counts[status] ?? 0}</strong>
                {ORDER_STATUS_TEXT[status]}
              </Link>
            </li>
          ))}
        </Figures>
      )}
    </Block>
  );
}

/** Few enough to glance at; the rest is one click away on /zhzx/wdxx. */
const RECENT_MESSAGES = { status: 'all', page: 1, per_page: 5 } as const;

function MessagesBlock() {
  const messages = useMessages(RECENT_MESSAGES);
  return (
    <Block aria-labelledby="centre-messages">
      <h2 id="centre-messages">最近消息</h2>
      {!messages.data ? (
        <ReadStatus read={messages} what="消息" />
      ) : messages.data.list.length === 0 ? (
        <ListState status="empty" emptyText="暂无消息" />
      ) : (
        <>
          {/* The message centre's own first page, so unread ones lead as they do there. */}
          <Recent aria-label="最近消息列表">
            {messages.data.list.map((message) => (
              <li key={message.id}>
                {message.is_read === 0 && <UnreadMark>未读</UnreadMark>}
                <Link to="/zhzx/wdxx">{message.title}</Link>
                <time dateTime={new Date(message.time * 1000).toISOString()}>
                  {beijingDateTime(message.time)}
                </time>
              </li>
            ))}
          </Recent>
          <TextLink to="/zhzx/wdxx">查看全部消息</TextLink>
        </>
      )}
    </Block>
  );
}

function WalletBlock({ points }: { points: number }) {
  const money = useUserMoney();
  const credit = useUserCredit();
  const coupons = useCouponNum();
  const reads = [money, credit, coupons];
  const failed = reads.find((read) => read.error);
  return (
    <Block aria-labelledby="centre-wallet">
      <h2 id="centre-wallet">我的钱包</h2>
      {money.data && credit.data && coupons.data ? (
        <>
          <Figures aria-label="钱包">
            <li>
              <Link to={WALLET_PATHS.balance}>
                <strong>{formatYuan(money.data.balance)}</strong>
                可用余额
              </Link>
            </li>
            {/* A company without a credit line has no billing day: the figure would only say 0. */}
            {credit.data.billing_day > 0 && (
              <li>
                <Link to={WALLET_PATHS.credit}>
                  <strong>{formatYuan(credit.data.available)}</strong>
                  可用账期额度
                </Link>
              </li>
            )}
            <li>
              <Link to={WALLET_PATHS.coupons}>
                <strong>{coupons.data.unused}</strong>
                可用优惠券
              </Link>
            </li>
            <li>
              <Link to={POINTS_PATHS.log}>
                <strong>{points}</strong>
                积分
              </Link>
            </li>
          </Figures>
          <TextLink to={POINTS_PATHS.mall}>去积分商城兑换</TextLink>
        </>
      ) : (
        <ReadStatus
          read={{
            error: failed?.error,
            retry: () => {
              for (const read of reads) if (read.error) read.retry();
            },
          }}
          what="钱包"
        />
      )}
    </Block>
  );
}

/**
 * /user — the member centre (spec §2 user_hyzx): the company, its standing and what is missing, the account
 * manager, order counts by status, the wallet and the newest messages, each block shown once its data is in. It
 * reads the user state the header already loaded (one session read per tab), never a second copy.
 */
export function MemberCentrePage() {
  const user = useUser();
  return (
    <Panel aria-labelledby="centre-heading">
      <PageHeading id="centre-heading">会员中心</PageHeading>
      {user.data ? (
        <>
          <p>
            欢迎您，{user.data.name || user.data.phone}
            {user.data.company && `（${user.data.company}）`}
          </p>
          <Blocks>
            <CompanyBlock user={user.data} />
            <ManagerBlock user={user.data} />
            <OrdersBlock />
            <WalletBlock points={user.data.points} />
            <MessagesBlock />
          </Blocks>
        </>
      ) : (
        <ReadStatus read={{ error: user.error, retry: user.retry }} what="会员信息" />
      )}
    </Panel>
  );
}
