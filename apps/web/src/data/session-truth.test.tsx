import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../api/csrf';
import { browser } from '../lib/browser';
import { sessionFlag } from '../lib/session-flag';
import { stubApi } from '../test/api-stub';
import { envelope } from '../test/fetch';
import { goodsFixture, pageOfGoods } from '../test/fixtures';
import { renderApp } from '../test/render-app';

beforeEach(() => csrf.reset());

/**
 * A new tab has the session cookie but an empty sessionStorage: the server's answer to /api/user/session decides
 * who is signed in, and the goods' own prices decide whether prices show.
 */
describe('signed in with the cookie but without the tab flag (issue #12 §1.10)', () => {
  it('shows the company and the prices, not 请登录 and 登录可见', async () => {
    stubApi({
      signedIn: true,
      override: ({ url }) =>
        url.startsWith('/api/goods/search') ? envelope(10000, pageOfGoods([goodsFixture])) : undefined,
    });
    renderApp('/search?keywords=amxl');
    const list = await screen.findByRole('list', { name: '搜索结果' });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('仁心大药房')).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: '请登录' })).toBeNull();
    expect(within(list).queryByText('登录可见')).toBeNull();
    expect(within(list).getByText('¥9.80')).toBeInTheDocument();
    // The flag follows the server's answer, as a hint for later reads in this tab.
    expect(sessionFlag.isSignedIn()).toBe(true);
  });

  it('treats a stale flag as a visitor when the server has no session, without leaving the page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    window.sessionStorage.setItem('login', 'true');
    stubApi();
    const { router } = renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: '请登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(assign).not.toHaveBeenCalled();
    expect(sessionFlag.isSignedIn()).toBe(false);
  });
});
