import type { UserBase } from '@yaocai/domain';
import { Button, ButtonLink } from '@yaocai/ui';
import { Muted, TextLink } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { Actions, Card, CardTitle, Facts, Status } from './HomePage.styles';

interface WelcomeCardProps {
  user: UserBase | null;
  isLoading: boolean;
  /** Set when the signed-in buyer's details could not be loaded. */
  failed: boolean;
  onRetry: () => void;
}

/** Visitor: how to start. Signed in: who you are, your manager, whether you may order, unread messages. */
export function WelcomeCard({ user, isLoading, failed, onRetry }: WelcomeCardProps) {
  if (isLoading) {
    return (
      <Card aria-busy="true">
        <Muted>加载中…</Muted>
      </Card>
    );
  }
  if (failed) {
    return (
      <Card role="alert">
        <Muted>账户信息加载失败，请刷新重试</Muted>
        <Actions>
          <Button onClick={onRetry}>重试</Button>
        </Actions>
      </Card>
    );
  }
  if (!user) {
    return (
      <Card aria-labelledby="welcome-title">
        <CardTitle id="welcome-title">欢迎来到药采</CardTitle>
        <Muted>登录后查看价格与下单</Muted>
        <Actions>
          <ButtonLink href="/login" renderLink={renderRouterLink}>
            登录
          </ButtonLink>
          <TextLink to="/register">免费注册</TextLink>
        </Actions>
      </Card>
    );
  }
  // Whether this buyer may order is the server's verdict of the standing rule (`is_passed`); why not (review,
  // rejection, an expired or missing certificate) is on 资质证件, which the client does not work out again.
  const mayBuy = user.is_passed === 1;
  return (
    <Card aria-labelledby="welcome-title">
      <CardTitle id="welcome-title">{user.company}</CardTitle>
      <Facts>
        <dt>{user.admin.is_default === 1 ? '客服' : '专属客服'}</dt>
        <dd>
          {user.admin.name} {user.admin.phone}
        </dd>
        <dt>资质状态</dt>
        <dd>
          <Status $ok={mayBuy}>{mayBuy ? '资质已审核' : '暂不能采购'}</Status>
          {!mayBuy && <TextLink to="/zhzx/zzzj">查看资质证件</TextLink>}
        </dd>
        <dt>站内消息</dt>
        <dd>
          <TextLink to="/wdxx">
            {user.message_count > 0 ? `${user.message_count} 条未读` : '暂无未读消息'}
          </TextLink>
        </dd>
      </Facts>
    </Card>
  );
}
