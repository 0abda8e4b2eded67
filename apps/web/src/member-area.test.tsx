import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from './api/csrf';
import { browser } from './lib/browser';
import { createRoutes } from './routes';
import { stubApi } from './test/api-stub';
import { envelope } from './test/fetch';
import { goodsFixture, pageOfGoods, userFixture } from './test/fixtures';
import { renderApp } from './test/render-app';

beforeEach(() => csrf.reset());

describe('member pages (issue #12 §4)', () => {
  it('send a visitor to login, and back to the page after signing in', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    let signedIn = false;
    const { apiCalls } = stubApi({
      override: ({ url }) => {
        if (url === '/api/user/login') {
          signedIn = true;
          return envelope(10000, { user: userFixture, csrf_token: 'rotated' });
        }
        if (url === '/api/user/session') return envelope(10000, { user: signedIn ? userFixture : null });
        if (url.startsWith('/api/favorite?')) return envelope(10000, pageOfGoods([goodsFixture]));
        return undefined;
      },
    });
    const { router } = renderApp('/zzfw/star?page=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/zzfw/star?page=1')}`);
    // The member page asked the server nothing before the sign-in.
    expect(apiCalls().some((call) => call.url.startsWith('/api/favorite'))).toBe(false);

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('密码'), 'demo1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zzfw/star'));
    expect(router.state.location.search).toBe('?page=1');
  });

  it('keeps /star working as the way to /zzfw/star, inside the self-service layout and its side menu', async () => {
    window.sessionStorage.setItem('login', 'true');
    stubApi({
      signedIn: true,
      override: ({ url }) =>
        url.startsWith('/api/favorite?') ? envelope(10000, pageOfGoods([goodsFixture])) : undefined,
    });
    const { router } = renderApp('/star');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zzfw/star'));
    const menu = await screen.findByRole('navigation', { name: '自助服务' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '快捷采购',
      '品种求购',
      '我的收藏',
      '电子发票',
      '意见反馈',
      '商品提醒',
      '组合购买',
    ]);
    expect(within(menu).getByRole('link', { name: '我的收藏' })).toHaveAttribute('aria-current', 'page');
    // Every menu entry leads to a built page, never to the catch-all that answers /404.
    for (const link of links) {
      const matches = matchRoutes(createRoutes(), link.getAttribute('href') ?? '');
      expect(matches?.at(-1)?.route.path).not.toBe('*');
    }
    expect(await screen.findByRole('table', { name: '我的收藏' })).toBeInTheDocument();
    // Every page of every member section is linked from here (issue #23 §1), 组合购买 included.
    const everyHref = screen
      .getAllByRole('navigation')
      .flatMap((nav) => within(nav).queryAllByRole('link'))
      .map((link) => link.getAttribute('href'));
    for (const href of ['/user', '/zhzx/basic', '/zhzx/addr', '/order', '/wdqb/yegl', '/zzfw/kjcg', '/zhzq'])
      expect(everyHref).toContain(href);
  });
});
