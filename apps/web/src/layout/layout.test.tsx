import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../routes';
import { stubApi } from '../test/api-stub';
import { envelope } from '../test/fetch';
import { renderApp } from '../test/render-app';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the footer', () => {
  it('links only to pages the app has built, each help entry to its help page', async () => {
    stubApi();
    renderApp('/noActivity');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('会员注册')).toBeInTheDocument();
    const dead = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'))
      .filter((href) => {
        const leaf = matchRoutes(createRoutes(), new URL(href, 'https://yaocai.test').pathname)?.at(-1)?.route
          .id;
        return !leaf || leaf === 'unknown';
      });
    expect(dead).toEqual([]);
    expect(within(footer).getByRole('link', { name: '会员注册' })).toHaveAttribute('href', '/help/xrzn/hyzc');
    expect(within(footer).getByRole('link', { name: '订单支付' })).toHaveAttribute('href', '/help/zfps/ddzf');
    expect(within(footer).getByRole('link', { name: '查看网站资质' })).toHaveAttribute(
      'href',
      '/help/fwbz/wzzz',
    );
    expect(within(footer).getByText(/互联网药品信息服务资格证书/)).toHaveTextContent('（示例编号）');
  });

  it('lists the friendly links of /api/global/links, other sites opening in a new tab', async () => {
    stubApi();
    renderApp('/noActivity');
    const links = await screen.findByRole('region', { name: '友情链接' });
    const nmpa = within(links).getByRole('link', { name: '国家药品监督管理局' });
    expect(nmpa).toHaveAttribute('href', 'https://www.nmpa.gov.cn/');
    expect(nmpa).toHaveAttribute('target', '_blank');
    expect(within(links).getByRole('link', { name: '中国医药商业协会' })).toBeInTheDocument();
  });

  it('goes without friendly links when they cannot be loaded', async () => {
    stubApi({
      override: ({ url }) => (url === '/api/global/links' ? envelope(500, null, 'boom') : undefined),
    });
    renderApp('/noActivity');
    expect(await screen.findByText(/药采 版权所有/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '友情链接' })).not.toBeInTheDocument();
  });
});

describe('the header search bar', () => {
  it('pins to the top once the page is scrolled past 205 px, and unpins above it', async () => {
    stubApi();
    renderApp('/noActivity');
    await screen.findByRole('link', { name: '活动专区' });
    const bar = document.querySelector('[data-ui="SearchBar"]');
    expect(bar).toHaveAttribute('data-state', 'static');
    act(() => scrollTo(205));
    expect(bar).toHaveAttribute('data-state', 'static');
    act(() => scrollTo(206));
    expect(bar).toHaveAttribute('data-state', 'fixed');
    act(() => scrollTo(100));
    expect(bar).toHaveAttribute('data-state', 'static');
  });
});

describe('scroll restoration', () => {
  it('returns to where the reader was when going back to a page', async () => {
    stubApi();
    const { router } = renderApp('/noActivity');
    await screen.findByRole('link', { name: '活动专区' });
    act(() => scrollTo(640));
    await act(() => router.navigate('/404'));
    const restore = vi.mocked(window.scrollTo);
    restore.mockClear();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(restore).toHaveBeenCalledWith(0, 640));
  });

  it('opens a page whose route turns restoration off at the top', async () => {
    stubApi();
    const { router } = renderApp('/loading');
    await screen.findByRole('link', { name: '活动专区' });
    act(() => scrollTo(480));
    await act(() => router.navigate('/404'));
    const restore = vi.mocked(window.scrollTo);
    restore.mockClear();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(restore).toHaveBeenCalled());
    expect(restore).not.toHaveBeenCalledWith(0, 480);
  });
});

describe('/yx/rule', () => {
  it('shows the free-shipping rules with no header, footer or toolbar, linking back to /yx', async () => {
    stubApi();
    renderApp('/yx/rule');
    expect(await screen.findByRole('heading', { level: 1, name: '优选专区包邮规则' })).toBeInTheDocument();
    expect(screen.getByText(/同一订单中，某个包邮商品的采购数量达到其包邮数量/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回优选专区' })).toHaveAttribute('href', '/yx');
    expect(document.querySelector('[data-ui="SearchBar"]')).toBeNull();
    expect(document.querySelector('[data-ui="SiteFooter"]')).toBeNull();
    expect(screen.queryByLabelText('侧边工具栏')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('优选规则 - 药采'));
  });

  it('is linked from the /yx zone, under its zone banner', async () => {
    stubApi({
      override: ({ url }) =>
        url.startsWith('/api/goods/list')
          ? envelope(10000, { list: [], total: 0, page: 1, per_page: 20 })
          : undefined,
    });
    renderApp('/yx');
    const banner = await screen.findByRole('region', { name: '优选专区广告' });
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/yx/rule');
    expect(screen.getByRole('link', { name: '查看优选包邮规则' })).toHaveAttribute('href', '/yx/rule');
  });
});
