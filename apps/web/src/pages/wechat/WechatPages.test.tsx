import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import qs from 'qs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../../api/csrf';
import { browser } from '../../lib/browser';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { siteFixture, userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.removeItem('login');
});
afterEach(() => vi.restoreAllMocks());

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';

/** The server's WeChat answers: `bound` decides what the login redeems to; binding sets the user state's wechat. */
function wechatApi({ bound = false, signedIn = false } = {}) {
  let wechat = '';
  return stubApi({
    signedIn,
    override: (request) => {
      const path = pathOf(request);
      if (path === '/api/user/session' && signedIn)
        return envelope(10000, { user: { ...userFixture, wechat } });
      if (path === '/api/user/wechat/authorize')
        return envelope(10000, { url: '/api/wechat/dev/authorize?state=s1', mode: 'dev' });
      if (path === '/api/user/wechat/login')
        return bound
          ? envelope(10000, { signed_in: 1, user: userFixture, csrf_token: 'csrf-new' }, '登录成功')
          : envelope(10000, { signed_in: 0, user: null, csrf_token: '' }, '该微信尚未绑定账号，请注册');
      if (path === '/api/user/bind_wechat') {
        wechat = 'bob（开发模式）';
        return envelope(10000, { ...userFixture, wechat }, '微信绑定成功');
      }
      return undefined;
    },
  });
}

describe('/register/wechat (issue #10 §1)', () => {
  it('an unbound WeChat is offered registration, which will bind it', async () => {
    const { sent } = wechatApi();
    renderApp('/register/wechat?code=c1&state=s1');
    expect(
      await screen.findByText('该微信尚未绑定药采账号。注册新账号后将自动绑定此微信。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册新账号' })).toHaveAttribute('href', '/register/step1');
    const login = sent.find((request) => pathOf(request) === '/api/user/wechat/login');
    expect(qs.parse(String(login?.body))).toEqual({ code: 'c1', state: 's1' });
  });

  it('a bound WeChat signs in and the page reloads as after a login', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    wechatApi({ bound: true });
    renderApp('/register/wechat?code=c1&state=s1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    // The session was rotated: the token the answer carried replaces the old one.
    expect(await csrf.get(async () => 'fetched')).toBe('csrf-new');
  });
});

describe('/bdwx (issue #10 §4)', () => {
  it('goes to WeChat to bind, and coming back with the code binds it and says so', async () => {
    window.sessionStorage.setItem('login', 'true');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { sent } = wechatApi({ signedIn: true });
    const { router } = renderApp('/bdwx');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '绑定微信' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/wechat/dev/authorize?state=s1'));
    expect(sent.find((request) => pathOf(request) === '/api/user/wechat/authorize')?.url).toContain(
      'purpose=bind',
    );

    await router.navigate('/zhzx/bdwx?code=c2&state=s1');
    expect(await screen.findByText('已绑定微信：bob（开发模式）')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sent.filter((request) => pathOf(request) === '/api/user/bind_wechat')).toHaveLength(1);
  });
});

describe('without WeChat sign-in on the server (issue #20 §4: /api/site wechat_login 0)', () => {
  const offApi = () =>
    stubApi({
      signedIn: true,
      override: (request) =>
        pathOf(request) === '/api/site' ? envelope(10000, { ...siteFixture, wechat_login: 0 }) : undefined,
    });

  it('/zhzx/bdwx offers no bind button and the account menu has no 绑定微信 link', async () => {
    window.sessionStorage.setItem('login', 'true');
    const { sent } = offApi();
    renderApp('/zhzx/bdwx');
    expect(await screen.findByText('本站暂未开通微信登录与绑定。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '绑定微信' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '收货地址' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '绑定微信' })).not.toBeInTheDocument();
    expect(sent.some((request) => pathOf(request).startsWith('/api/user/wechat'))).toBe(false);
  });

  it('/register/wechat offers no QR login, only the phone login', async () => {
    offApi();
    renderApp('/register/wechat');
    expect(await screen.findByText(/本站暂未开通微信登录/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '微信扫码登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用手机号登录' })).toHaveAttribute('href', '/login');
  });
});
