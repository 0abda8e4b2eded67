import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleCategoryData, ArticleDetail } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

const hyzc = { id: 11, code: 'hyzc', name: '会员注册', section: 'help' as const, url: '/help/xrzn/hyzc' };

const hyzcList: ArticleCategoryData = {
  category: hyzc,
  list: [
    { id: 5, title: '会员注册流程', summary: '注册分四步', published_at: 1_770_000_000 },
    { id: 66, title: '各类企业注册所需证照', summary: '单体药店', published_at: 1_770_000_000 },
  ],
  total: 2,
  page: 1,
  per_page: 50,
};

const article = (id: number, title: string, body: string): ArticleDetail => ({
  id,
  title,
  body,
  published_at: 1_770_000_000,
  updated_at: 1_770_000_000,
  category: hyzc,
});

const help = (override?: (url: string) => Response | undefined) =>
  stubApi({
    override: ({ url }) => {
      const custom = override?.(url);
      if (custom) return custom;
      if (url.startsWith('/api/article?category_id=11')) return envelope(10000, hyzcList);
      if (url === '/api/article/5')
        return envelope(
          10000,
          article(5, '会员注册流程', '<p>点击<a href="/help/xrzn/gwzn">购物指南</a></p>'),
        );
      if (url === '/api/article/66')
        return envelope(
          10000,
          article(
            66,
            '各类企业注册所需证照',
            '<table><caption>必须上传</caption><tr><td>单体药店</td></tr></table>',
          ),
        );
      return undefined;
    },
  });

describe('the help centre', () => {
  it('opens /help/xrzn/hyzc?id=66 with the menu, breadcrumbs and that article', async () => {
    help();
    renderApp('/help/xrzn/hyzc?id=66');
    expect(
      await screen.findByRole('heading', { level: 1, name: '各类企业注册所需证照' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '必须上传' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '帮助中心' });
    expect(within(menu).getByRole('link', { name: '会员注册' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '订单支付' })).toHaveAttribute('href', '/help/zfps/ddzf');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['首页', '帮助中心', '新手指南', '会员注册']);
    expect(
      within(screen.getByRole('list', { name: '本栏目文章' })).getByRole('link', {
        name: '各类企业注册所需证照',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the first article of a page, and follows the article’s own links inside the app', async () => {
    help();
    const { router } = renderApp('/help/xrzn');
    expect(await screen.findByRole('heading', { level: 1, name: '会员注册流程' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/xrzn/hyzc');
    const body = screen.getByRole('article', { name: '会员注册流程' });
    await userEvent.setup().click(within(body).getByRole('link', { name: '购物指南' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/xrzn/gwzn'));
  });

  it('says so when a page has no articles, and offers a retry when they fail', async () => {
    const fail = true;
    help((url) => {
      if (url.startsWith('/api/article?category_id=12'))
        return envelope(10000, { ...hyzcList, category: { ...hyzc, id: 12 }, list: [], total: 0 });
      if (url.startsWith('/api/article?category_id=31') && fail) return envelope(500, null, 'boom');
      return undefined;
    });
    const { unmount } = renderApp('/help/xrzn/gwzn');
    expect(await screen.findByText('本栏目暂无内容')).toBeInTheDocument();
    unmount();
    renderApp('/help/zfps/ddzf');
    expect(await screen.findByText('帮助内容加载失败，请重试')).toBeInTheDocument();
    // /help/zfps/* is the spec's /help/pay: no site header.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('leads /help/pay to 订单支付 and an unknown page to /404', async () => {
    help();
    const { router } = renderApp('/help/pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/zfps/ddzf'));
    const other = renderApp('/help/xrzn/nope');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/404'));
  });
});

describe('the news pages', () => {
  it('lists a news category with dates and opens an article at /news/info/:id/:type', async () => {
    stubApi({
      override: ({ url }) => {
        if (url.startsWith('/api/article?category_id=1'))
          return envelope(10000, {
            category: { id: 1, code: 'hy', name: '行业资讯', section: 'news', url: '/news/hy' },
            list: [
              {
                id: 7,
                title: '国家医保药品目录新版落地执行',
                summary: '新版目录正式执行',
                published_at: 1_770_000_000,
              },
            ],
            total: 1,
            page: 1,
            per_page: 20,
          });
        if (url === '/api/article/7')
          return envelope(10000, {
            ...article(7, '国家医保药品目录新版落地执行', '<p>新版目录正式执行。</p>'),
            category: { id: 1, code: 'hy', name: '行业资讯', section: 'news', url: '/news/hy' },
          });
        return undefined;
      },
    });
    const { router } = renderApp('/help/news');
    const list = await screen.findByRole('list', { name: '行业资讯列表' });
    expect(router.state.location.pathname).toBe('/news');
    expect(within(list).getByText('2026-02-02')).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('link', { name: '国家医保药品目录新版落地执行' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/info/7/hy'));
    expect(await screen.findByText('新版目录正式执行。')).toBeInTheDocument();
    expect(screen.getByText('发布时间：')).toBeInTheDocument();
  });
});
