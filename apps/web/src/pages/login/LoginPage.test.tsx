import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beijingDate } from '@yaocai/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { browser } from '../../lib/browser';
import { stubApi } from '../../test/api-stub';
import { contractFixture } from '../../test/checkout-fixtures';
import { envelope, type SentRequest } from '../../test/fetch';
import { userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

type LoginAnswer = (request: SentRequest) => Response | Promise<Response>;

function openLogin(answer: LoginAnswer, path = '/login') {
  const api = stubApi({
    override: (request) => (request.url === '/api/user/login' ? answer(request) : undefined),
  });
  const app = renderApp(path);
  return { ...api, ...app };
}

async function fillAndSubmit(phone: string, password: string) {
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: '登录' });
  if (phone) await user.type(screen.getByLabelText('手机号'), phone);
  if (password) await user.type(screen.getByLabelText('密码'), password);
  await user.click(submit);
}

beforeEach(() => csrf.reset());

describe('the login page', () => {
  it('explains empty fields inline without calling the server', async () => {
    const { apiCalls } = openLogin(() => envelope(10000, null));
    await fillAndSubmit('', '');
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls().some((call) => call.url === '/api/user/login')).toBe(false);
  });

  it('rejects a phone number that is not an 11-digit mobile', async () => {
    openLogin(() => envelope(10000, null));
    await fillAndSubmit('1234567', 'demo1234');
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument();
  });

  it('shows the server 422 message under its field, with no global toast', async () => {
    openLogin(() => envelope(422, { errors: { password: ['手机号或密码错误'] } }, '提交的数据有误'));
    await fillAndSubmit('13800138000', 'wrong-pass');
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('手机号或密码错误');
    expect(feedback.getSnapshot().toasts).toEqual([]);
  });

  it('shows the 429 throttle message in the form', async () => {
    openLogin(() => envelope(429, null, '登录失败次数过多，请15分钟后再试'));
    await fillAndSubmit('13800138000', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败次数过多，请15分钟后再试');
    expect(feedback.getSnapshot().alert).toBeNull();
  });

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    openLogin(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillAndSubmit('13800138000', 'demo1234');
    const button = await screen.findByRole('button', { name: '登录中…' });
    expect(button).toBeDisabled();
    answer(envelope(422, { errors: { password: ['手机号或密码错误'] } }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('posts the form with the CSRF token, sets the login flag and goes to the redirect target', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { apiCalls, router } = openLogin(
      () => envelope(10000, { user: userFixture, csrf_token: 'rotated' }),
      '/login?redirect=%2FnoActivity',
    );
    await fillAndSubmit(' 13800138000 ', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/noActivity'));
    const login = apiCalls().find((call) => call.url === '/api/user/login');
    expect(String(login?.body)).toBe('phone=13800138000&password=demo1234');
    expect(login?.headers['X-CSRF-Token']).toBe('csrf-1');
    // The navigation consumed the fresh-login flag: it now holds the lasting marker and the page reloads.
    expect(window.sessionStorage.getItem('login')).toBe('true');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores a redirect target on another site', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { router } = openLogin(
      () => envelope(10000, { user: userFixture, csrf_token: 'rotated' }),
      '/login?redirect=https%3A%2F%2Fevil.example',
    );
    await fillAndSubmit('13800138000', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes by way of /dzht when the company is asked to sign a newer e-contract version', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    stubApi({
      override: (request) => {
        if (request.url === '/api/user/login')
          return envelope(10000, { user: userFixture, csrf_token: 'rotated' });
        if (request.url === '/api/user/contract')
          return envelope(10000, contractFixture(false, { signedVersion: '2026-11', signBy: 1_800_000_000 }));
        return undefined;
      },
    });
    const { router } = renderApp('/login?redirect=%2FnoActivity');
    await fillAndSubmit('13800138000', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dzht'));
    expect(router.state.location.search).toBe('?redirect=%2FnoActivity');
  });
});

describe('the e-contract page after a new version', () => {
  it('says the contract changed, until when ordering goes on, and lets the buyer go on without signing', async () => {
    const signBy = 1_800_000_000;
    stubApi({
      signedIn: true,
      override: (request) =>
        request.url === '/api/user/contract'
          ? envelope(10000, {
              ...contractFixture(false, { signedVersion: '2026-11', signBy }),
              version: '2027-01',
            })
          : undefined,
    });
    renderApp('/dzht?redirect=%2FnoActivity');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('合同已更新为 2027-01 版（贵单位签署的是 2026-11 版）');
    expect(note).toHaveTextContent(`${beijingDate(signBy)} 前仍可正常下单`);
    expect(screen.getByRole('link', { name: '暂不签署，继续' })).toHaveAttribute('href', '/noActivity');
    expect(screen.getByRole('button', { name: '签署合同' })).toBeDisabled();
  });
});
