import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { focusFixture, siteFixture, userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

describe('the home page', () => {
  it('invites a visitor to sign in and shows only login and register in the header', async () => {
    stubApi();
    renderApp('/');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('登录后查看价格与下单')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: '请登录' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '安全退出' })).not.toBeInTheDocument();
    expect(await main.findByText('布洛芬')).toBeInTheDocument();
  });

  it('shows a signed-in buyer their company, dedicated manager, qualification and unread messages', async () => {
    sessionFlag.markJustSignedIn();
    stubApi({ signedIn: true });
    renderApp('/');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: '仁心大药房' })).toBeInTheDocument();
    expect(main.getByText('专属客服')).toBeInTheDocument();
    expect(main.getByText('资质已审核')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '2 条未读' })).toHaveAttribute('href', '/wdxx');
    expect(screen.getByRole('button', { name: '安全退出' })).toBeInTheDocument();
  });

  it('tells a buyer whose qualification is pending that ordering must wait', async () => {
    sessionFlag.markJustSignedIn();
    stubApi({
      override: ({ url }) =>
        url === '/api/user/session' ? envelope(10000, { user: { ...userFixture, is_passed: 0 } }) : undefined,
    });
    renderApp('/');
    expect(await screen.findByText('暂不能采购')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看资质证件' })).toHaveAttribute('href', '/zhzx/zzzj');
  });

  it('offers a retry when the site data fails, and recovers', async () => {
    let fail = true;
    stubApi({
      override: ({ url }) =>
        url === '/api/site' ? (fail ? envelope(500, null, 'boom') : envelope(10000, siteFixture)) : undefined,
    });
    renderApp('/');
    expect(await screen.findByText('加载失败，请刷新重试')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(
      await within(screen.getByRole('list', { name: '热门搜索词' })).findByText('连花清瘟'),
    ).toBeInTheDocument();
  });

  it('says so when there are no hot words', async () => {
    stubApi({
      override: ({ url }) =>
        url === '/api/site' ? envelope(10000, { ...siteFixture, hot_words: [] }) : undefined,
    });
    renderApp('/');
    expect(await screen.findByText('暂无热门搜索词')).toBeInTheDocument();
  });
});

describe('the home page content from /api/focus', () => {
  it('shows the category menu, the nav bar with its messages, the brand strip and a closable bottom banner', async () => {
    stubApi();
    renderApp('/');
    const menuLink = await screen.findByRole('link', { name: '抗感染药' });
    expect(menuLink).toHaveAttribute('href', '/list?category_id=10');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新品上市' }));
    expect(feedback.getSnapshot().toasts.map((t) => t.message)).toContain('活动未开始');
    await user.click(screen.getByRole('button', { name: '直播采购' }));
    expect(feedback.getSnapshot().toasts.map((t) => t.message)).toContain('活动即将开始');
    expect(screen.getByRole('link', { name: /同仁堂/ })).toHaveAttribute('href', '/list?brand_id=20');
    const bottom = await screen.findByRole('region', { name: '底部广告' });
    await user.click(within(bottom).getByRole('button', { name: '关闭广告' }));
    expect(screen.queryByAltText('底部广告')).not.toBeInTheDocument();
  });

  it('offers the general, premium-selling, self-operated and regional menus, one at a time (spec §1, issue #20 §6)', async () => {
    const tree = (id: number, name: string, child: string) => [
      { id, name, logo1: '', children: [{ id: id + 1, name: child, logo1: '', children: [] }] },
    ];
    stubApi({
      override: ({ url }) =>
        url === '/api/focus'
          ? envelope(10000, {
              ...focusFixture,
              category_yx: tree(40, '优选感冒药', '抗病毒'),
              category_zy: tree(50, '自营药品', '心脑血管'),
              category_qx: tree(60, '华东渠道', '处方药'),
            })
          : undefined,
    });
    renderApp('/');
    const menus = await screen.findByRole('group', { name: '分类菜单' });
    const user = userEvent.setup();
    expect(within(menus).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: '全部商品分类' })).toBeInTheDocument();
    for (const [label, title, top, id] of [
      ['优选', '优选热销分类', '优选感冒药', 40],
      ['自营', '自营商品分类', '自营药品', 50],
      ['渠道', '区域渠道分类', '华东渠道', 60],
    ] as const) {
      await user.click(within(menus).getByRole('button', { name: label }));
      const menu = screen.getByRole('navigation', { name: title });
      expect(within(menu).getByRole('link', { name: top })).toHaveAttribute(
        'href',
        `/list?category_id=${id}`,
      );
      expect(screen.queryByRole('link', { name: '抗感染药' })).not.toBeInTheDocument();
    }
  });

  it('shows no category menu away from the home page, but keeps the nav bar', async () => {
    stubApi();
    renderApp('/noActivity');
    expect(await screen.findByRole('link', { name: '活动专区' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '抗感染药' })).not.toBeInTheDocument();
  });
});
