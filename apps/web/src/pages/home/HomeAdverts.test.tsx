import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { announcementsFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

describe('the home page adverts', () => {
  it('shows the top advert above the header, and once closed it stays closed for the session', async () => {
    stubApi();
    const first = renderApp('/');
    const top = await screen.findByRole('region', { name: '顶部广告' });
    expect(within(top).getByRole('img', { name: '药采年中采购节' })).toBeInTheDocument();
    expect(within(top).getByRole('link')).toHaveAttribute('href', '/mrtj');
    // Above the header: the advert comes before the site header's search bar in the document.
    const searchBar = document.querySelector('[data-ui="SearchBar"]');
    expect(top.compareDocumentPosition(searchBar as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(within(top).getByRole('button', { name: '关闭广告' }));
    expect(screen.queryByRole('region', { name: '顶部广告' })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/');
    expect(await screen.findByRole('img', { name: '每日特价' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '顶部广告' })).not.toBeInTheDocument();
  });

  it('shows no top advert on pages whose route does not ask for it', async () => {
    stubApi();
    renderApp('/noActivity');
    expect(await screen.findByRole('link', { name: '活动专区' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '顶部广告' })).not.toBeInTheDocument();
  });

  it('floats a side banner on each side; a closed one stays closed for the session', async () => {
    stubApi();
    const first = renderApp('/');
    const left = await screen.findByRole('complementary', { name: '左侧广告' });
    const right = screen.getByRole('complementary', { name: '右侧广告' });
    expect(within(left).getByRole('link')).toHaveAttribute('href', '/mrtj');
    expect(within(right).getByRole('img', { name: '品牌专区' })).toBeInTheDocument();
    await userEvent.setup().click(within(left).getByRole('button', { name: '关闭广告' }));
    expect(screen.queryByRole('complementary', { name: '左侧广告' })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/');
    expect(await screen.findByRole('complementary', { name: '右侧广告' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '左侧广告' })).not.toBeInTheDocument();
  });

  it('keeps the bottom banner closed for the session too', async () => {
    stubApi();
    const first = renderApp('/');
    const bottom = await screen.findByRole('region', { name: '底部广告' });
    await userEvent.setup().click(within(bottom).getByRole('button', { name: '关闭广告' }));
    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('region', { name: '顶部广告' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '底部广告' })).not.toBeInTheDocument();
  });

  it('lists the top-right adverts beside the carousel', async () => {
    stubApi();
    renderApp('/');
    const tiles = await screen.findByRole('list', { name: '推荐活动' });
    expect(within(tiles).getByRole('link')).toHaveAttribute('href', '/jxqzc');
  });

  it('shows the 新人推荐 banner to signed-in buyers only', async () => {
    stubApi();
    const visitor = renderApp('/');
    expect(await screen.findByRole('region', { name: '顶部广告' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '新人推荐' })).not.toBeInTheDocument();
    visitor.unmount();

    sessionFlag.markJustSignedIn();
    stubApi({ signedIn: true });
    renderApp('/');
    const banner = await screen.findByRole('region', { name: '新人推荐' });
    expect(within(banner).getByRole('img', { name: '新人推荐 首单好药低至8折' })).toBeInTheDocument();
  });
});

describe('the home page announcements (平台公告)', () => {
  it('lists the headlines newest first with their Beijing dates, each opening to its text', async () => {
    const { apiCalls } = stubApi();
    renderApp('/');
    const list = await screen.findByRole('list', { name: '公告列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('summary span')?.textContent)).toEqual([
      '关于2026年春节期间发货安排的公告',
      '企业资质到期更新提醒',
    ]);
    // 1_770_000_000 s is 2026-02-02 10:40 in Beijing.
    expect(within(items[0] as HTMLElement).getByText('2026-02-02')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/春节期间仓库暂停发货/)).not.toBeVisible();
    await userEvent
      .setup()
      .click(within(items[0] as HTMLElement).getByText('关于2026年春节期间发货安排的公告'));
    expect(within(items[0] as HTMLElement).getByText(/春节期间仓库暂停发货/)).toBeVisible();
    expect(apiCalls().find((call) => call.url.startsWith('/api/article/category'))?.url).toBe(
      '/api/article/category?category_id=3&per_page=5',
    );
  });

  it('says so when there are no announcements', async () => {
    stubApi({
      override: ({ url }) =>
        url.startsWith('/api/article/category')
          ? envelope(10000, { ...announcementsFixture, list: [], total: 0 })
          : undefined,
    });
    renderApp('/');
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });

  it('offers a retry when the announcements fail, and recovers', async () => {
    let fail = true;
    stubApi({
      override: ({ url }) =>
        url.startsWith('/api/article/category')
          ? fail
            ? envelope(500, null, 'boom')
            : envelope(10000, announcementsFixture)
          : undefined,
    });
    renderApp('/');
    expect(await screen.findByText('公告加载失败')).toBeInTheDocument();
    fail = false;
    const alert = screen.getByText('公告加载失败').closest('[role="alert"]') as HTMLElement;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('list', { name: '公告列表' })).toBeInTheDocument());
  });
});
