import { OPERATOR_ROLE_LABELS } from '@yaocai/domain';
import { Button, ListState } from '@yaocai/ui';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { useConsoleSession, useSignOut } from '../data/use-session';
import { menuFor } from '../menu';
import { Centered, Frame, Header, Main, Nav, Title } from './Shell.styles';

/** The signed-in frame: who is signed in, sign-out, and the menu of what their roles allow. */
export function Shell() {
  const { operator, error, isLoading, retry } = useConsoleSession();
  const signOut = useSignOut();
  if (isLoading || error)
    return (
      <Centered>
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载…"
          errorText="加载失败，请重试"
          onRetry={retry}
        />
      </Centered>
    );
  if (!operator) return <Navigate to="/login" replace />;
  return (
    <Frame>
      <Header>
        <Title>药采运营后台</Title>
        <span>
          {operator.name || operator.username}（
          {operator.roles.map((r) => OPERATOR_ROLE_LABELS[r]).join('、')}）
        </span>
        <Button variant="secondary" size="sm" loading={signOut.pending} onClick={() => signOut.run()}>
          退出登录
        </Button>
      </Header>
      <Nav aria-label="主菜单">
        {menuFor(operator.permissions).map((item) => (
          <NavLink key={item.to} to={item.to} end>
            {item.label}
          </NavLink>
        ))}
      </Nav>
      <Main>
        <Outlet context={operator} />
      </Main>
    </Frame>
  );
}
