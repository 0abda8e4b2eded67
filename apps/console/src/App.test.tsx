import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleOperator } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { ok, stubFetch } from './test/fetch';
import { admin, shenhe } from './test/operators';

afterEach(() => vi.unstubAllGlobals());

const session = (operator: ConsoleOperator | null) =>
  ok({ operator, csrf_token: operator ? 'session-token' : null });

describe('signing in', () => {
  it('shows the sign-in form to no one, signs in, and sends the session token on sign-out', async () => {
    let signedIn: ConsoleOperator | null = null;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(signedIn);
      if (method === 'POST' && url === '/api/console/login') {
        signedIn = shenhe;
        return ok({ operator: shenhe, csrf_token: 'session-token' }, '登录成功');
      }
      if (url === '/api/console/dashboard')
        return ok({ queues: [{ queue: 'companies_to_review', count: 3 }] });
      if (method === 'DELETE' && url === '/api/console/logout') {
        signedIn = null;
        return ok(null, '已退出登录');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/" />);
    await user.type(await screen.findByLabelText(/用户名/), 'shenhe');
    await user.type(screen.getByLabelText(/密码/), 'demo1234');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('link', { name: '待审核企业' })).toHaveAttribute(
      'href',
      '/companies?status=pending',
    );
    expect(screen.getByText('3')).toBeInTheDocument();
    const login = sent.find((r) => r.url === '/api/console/login');
    expect(login?.body).toEqual({ username: 'shenhe', password: 'demo1234' });
    expect(login?.headers['X-CSRF-Token']).toBeTruthy();

    // 审核 sees the dashboard, not the audit trail (管理员).
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('link', { name: '工作台' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: '操作审计' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'DELETE')?.headers['X-CSRF-Token']).toBe('session-token');
  });

  it('shows the server refusal on the field it names (the code 财务 must give)', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(null);
      if (url === '/api/console/login')
        return {
          status: 422,
          body: { status: 422, message: '请输入动态验证码', data: { errors: { otp: ['请输入动态验证码'] } } },
        };
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/login" />);
    await user.type(await screen.findByLabelText(/用户名/), 'caiwu');
    await user.type(screen.getByLabelText(/密码/), 'demo1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入动态验证码')).toBeInTheDocument();
    expect(screen.getByLabelText(/动态验证码/)).toHaveAccessibleDescription(
      expect.stringContaining('请输入动态验证码'),
    );
  });

  it('says a throttled sign-in in Chinese', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(null);
      if (url === '/api/console/login')
        return {
          status: 429,
          body: { status: 429, message: '登录失败次数过多，请15分钟后再试', data: null },
        };
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/login" />);
    await user.type(await screen.findByLabelText(/用户名/), 'kefu');
    await user.type(screen.getByLabelText(/密码/), 'x');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败次数过多');
  });
});

describe('the shell', () => {
  it('shows 管理员 the audit trail and its rows', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(admin);
      if (url === '/api/console/dashboard') return ok({ queues: [] });
      if (url.startsWith('/api/console/audit'))
        return ok({
          list: [
            {
              id: 9,
              at: '2026-11-26T02:05:00.000Z',
              operator: 'cangchu',
              source: 'console',
              command: 'login',
              args: {},
              ok: true,
              result: '登录成功',
              before: null,
              after: null,
            },
          ],
          total: 1,
          page: 1,
          per_page: 20,
        });
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/" />);
    expect(await screen.findByText('您的角色暂无待办队列')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '操作审计' }));
    expect(await screen.findByRole('rowheader', { name: 'cangchu' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-26 10:05')).toBeInTheDocument();
  });

  it('says a failed load and retries it', async () => {
    let fail = true;
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(shenhe);
      if (url === '/api/console/dashboard')
        return fail
          ? { status: 500, body: { status: 500, message: '服务器错误', data: null } }
          : ok({ queues: [{ queue: 'certificates_to_review', count: 0 }] });
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/" />);
    expect(await screen.findByText('待办加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('待审核证照')).toBeInTheDocument();
  });

  it('tells an operator a screen their roles do not allow', async () => {
    stubFetch(({ url }) => (url === '/api/console/session' ? session(shenhe) : undefined));
    render(<App initialPath="/audit" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
  });
});
