import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

type Answer = (request: SentRequest) => Response | Promise<Response> | undefined;

function openChangePassword(answer: Answer, path = '/zhzx/xgmm') {
  window.sessionStorage.setItem('login', 'true');
  const api = stubApi({ signedIn: true, override: answer });
  const app = renderApp(path);
  return { ...api, ...app };
}

async function fill(oldPassword: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^当前密码/), oldPassword);
  await user.type(screen.getByLabelText(/^新密码/), password);
  await user.type(screen.getByLabelText(/^确认密码/), password);
  await user.click(screen.getByRole('button', { name: '确认修改' }));
}

beforeEach(() => csrf.reset());

describe('/zhzx/xgmm', () => {
  it('opens from 账户中心, changes the password and shows the server’s message', async () => {
    const { apiCalls, router } = openChangePassword(
      ({ url }) => (url === '/api/user/resetPassword' ? envelope(10000, null, '密码修改成功') : undefined),
      '/zhzx',
    );
    // The section opens on its default, 基本信息; 修改密码 is in its menu.
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhzx/basic'));
    const menu = await screen.findByRole('navigation', { name: '账户中心' });
    await userEvent.setup().click(within(menu).getByRole('link', { name: '修改密码' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhzx/xgmm'));
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: '修改密码' })).toHaveAttribute('aria-current', 'page'),
    );
    await fill('demo1234', 'new-pass-1');
    await waitFor(() =>
      expect(feedback.getSnapshot().toasts.map((toast) => toast.message)).toEqual(['密码修改成功']),
    );
    const sent = apiCalls().find((call) => call.url === '/api/user/resetPassword');
    expect(String(sent?.body)).toBe(
      'old_password=demo1234&password=new-pass-1&password_confirmation=new-pass-1',
    );
    expect(screen.getByLabelText(/^当前密码/)).toHaveValue('');
  });

  it('shows the server’s 422 under the current password', async () => {
    openChangePassword(({ url }) =>
      url === '/api/user/resetPassword'
        ? envelope(422, { errors: { old_password: ['当前密码不正确'] } }, '提交的数据有误')
        : undefined,
    );
    await fill('wrong-pass', 'new-pass-1');
    expect(await screen.findByText('当前密码不正确')).toBeInTheDocument();
    expect(screen.getByLabelText(/^当前密码/)).toHaveAccessibleDescription('当前密码不正确');
    expect(feedback.getSnapshot().toasts).toEqual([]);
  });

  it('refuses a new password equal to the current one before asking the server', async () => {
    const { apiCalls } = openChangePassword(() => undefined);
    await fill('same-pass-1', 'same-pass-1');
    expect(await screen.findByText('新密码不能与当前密码相同')).toBeInTheDocument();
    expect(apiCalls().some((call) => call.url === '/api/user/resetPassword')).toBe(false);
  });
});
