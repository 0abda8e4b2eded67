import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../api/csrf';
import { feedback } from '../feedback/feedback';
import { browser } from '../lib/browser';
import { sessionFlag } from '../lib/session-flag';
import { stubApi } from '../test/api-stub';
import { envelope } from '../test/fetch';
import { siteFixture } from '../test/fixtures';
import { renderApp } from '../test/render-app';

beforeEach(() => csrf.reset());

describe('user state loading (spec §4)', () => {
  it('asks /api/user/session once per tab, visitors included, and keeps it across navigations', async () => {
    const { apiCalls } = stubApi();
    const { router } = renderApp('/');
    await within(await screen.findByRole('main')).findByText('登录后查看价格与下单');
    await router.navigate('/search');
    await screen.findByText(/请在上方搜索框输入药品名称/);
    expect(apiCalls().filter((call) => call.url === '/api/user/session')).toHaveLength(1);
  });

  it('keeps the header up with visitor defaults when the user state fails to load', async () => {
    sessionFlag.markJustSignedIn();
    stubApi({
      override: ({ url }) => (url === '/api/user/session' ? envelope(500, null, 'boom') : undefined),
    });
    renderApp('/');
    expect(await screen.findByText('账户信息加载失败，请刷新重试')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText('仁心大药房')).not.toBeInTheDocument();
  });

  it('keeps the footer help list from the last visit while /api/site is loading', async () => {
    window.localStorage.setItem('yaocai:help', JSON.stringify(siteFixture.help));
    stubApi({ override: ({ url }) => (url === '/api/site' ? new Promise(() => {}) : undefined) });
    renderApp('/');
    expect(await screen.findByText('新手指南')).toBeInTheDocument();
  });
});

describe('logout (spec §4)', () => {
  it('sends DELETE with the CSRF token, clears the login flag and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    window.sessionStorage.setItem('login', 'true');
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url }) => (url === '/api/user/logout' ? envelope(10000, null) : undefined),
    });
    renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: '安全退出' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const call = apiCalls().find((c) => c.url === '/api/user/logout');
    expect(call?.method).toBe('DELETE');
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(sessionFlag.isSignedIn()).toBe(false);
  });

  it('stays signed in and shows the shared message when logout fails', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    window.sessionStorage.setItem('login', 'true');
    stubApi({
      signedIn: true,
      override: ({ url }) => (url === '/api/user/logout' ? envelope(500, null, 'boom') : undefined),
    });
    renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: '安全退出' }));
    await waitFor(() => expect(feedback.getSnapshot().toasts.length).toBe(1));
    expect(feedback.getSnapshot().toasts[0]?.message).toBe('系统繁忙，请稍后再试');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionFlag.isSignedIn()).toBe(true);
  });
});
