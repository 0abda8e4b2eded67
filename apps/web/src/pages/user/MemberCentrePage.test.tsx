import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { userFixture } from '../../test/fixtures';
import { zizhiPending } from '../../test/qualification-fixtures';
import { renderApp } from '../../test/render-app';

type Answer = (request: SentRequest) => Response | undefined;

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';

const counts = { all: 6, unpaid: 1, paid: 2, shipped: 0, completed: 3, cancelled: 0 };

const recentMessages = {
  list: [
    {
      id: 2,
      kind: 'certificate',
      title: '营业执照将于30天后到期',
      body: '',
      link: '/zhzx/zzzj',
      is_read: 0,
      time: 1_795_000_000,
    },
    {
      id: 1,
      kind: 'qualification',
      title: '资质审核已通过',
      body: '',
      link: '',
      is_read: 1,
      time: 1_794_000_000,
    },
  ],
  total: 2,
  page: 1,
  per_page: 5,
};

function centreApi(answer: Answer = () => undefined, user = userFixture) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const custom = answer(request);
      if (custom) return custom;
      const path = pathOf(request);
      if (path === '/api/user/session') return envelope(10000, { user });
      if (path === '/api/user/zizhi') return envelope(10000, zizhiPending);
      if (path === '/api/order')
        return envelope(10000, { list: [], total: 6, page: 1, per_page: 20, counts });
      if (path === '/api/user/user_money') return envelope(10000, { balance: '1250.50' });
      if (path === '/api/user/user_credit')
        return envelope(10000, {
          limit: '50000.00',
          used: '0.00',
          available: '50000.00',
          billing_day: 10,
          due_days: 30,
          overdue: '0.00',
          frozen: 0,
        });
      if (path === '/api/user/couponNum') return envelope(10000, { unused: 4, used: 1, expired: 0 });
      if (path === '/api/user/message') return envelope(10000, recentMessages);
      return undefined;
    },
  });
}

describe('/user: the member centre', () => {
  it('is the /user address itself, with company and what is missing, manager, order counts and wallet', async () => {
    const { sent } = centreApi(undefined, {
      ...userFixture,
      is_passed: 0,
      admin: { name: '张敏', phone: '13800000001', is_default: 0 },
    });
    const { router } = renderApp('/user');
    expect(
      await screen.findByRole('heading', { name: '会员中心', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    const company = await screen.findByRole('region', { name: '企业资质' });
    expect(await within(company).findByText('仁心大药房（单体药店）')).toBeInTheDocument();
    expect(within(company).getByText('审核状态：待审核')).toBeInTheDocument();
    expect(within(company).getByText('暂不能采购')).toBeInTheDocument();
    expect(within(company).getByText('尚缺有效证照：营业执照、采购委托书、采购员身份证')).toBeInTheDocument();
    const manager = screen.getByRole('region', { name: '专属客户经理' });
    expect(manager).toHaveTextContent('张敏电话：13800000001');
    const orders = within(screen.getByRole('region', { name: '我的订单' }));
    expect(await orders.findByRole('link', { name: '1待付款' })).toHaveAttribute(
      'href',
      '/order?status=unpaid',
    );
    expect(orders.getByRole('link', { name: '3已完成' })).toHaveAttribute('href', '/order?status=completed');
    const wallet = within(screen.getByRole('region', { name: '我的钱包' }));
    expect(await wallet.findByRole('link', { name: '¥1250.50可用余额' })).toHaveAttribute(
      'href',
      '/wdqb/yegl',
    );
    expect(wallet.getByRole('link', { name: '¥50000.00可用账期额度' })).toBeInTheDocument();
    expect(wallet.getByRole('link', { name: '4可用优惠券' })).toBeInTheDocument();
    // The points come with the session's user/base (no read of their own) and lead to 积分管理; the mall is a link away.
    expect(wallet.getByRole('link', { name: '120积分' })).toHaveAttribute('href', '/wdqb/jfgl');
    expect(wallet.getByRole('link', { name: '去积分商城兑换' })).toHaveAttribute('href', '/jfsc');
    const messages = within(screen.getByRole('region', { name: '最近消息' }));
    const items = await messages.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^未读营业执照将于30天后到期/),
      expect.stringMatching(/^资质审核已通过/),
    ]);
    expect(messages.getByRole('link', { name: '营业执照将于30天后到期' })).toHaveAttribute(
      'href',
      '/zhzx/wdxx',
    );
    expect(messages.getByRole('link', { name: '查看全部消息' })).toHaveAttribute('href', '/zhzx/wdxx');
    expect(sent.find((request) => pathOf(request) === '/api/user/message')?.url).toContain('per_page=5');
    // Spec §4: the member centre loads no user info of its own; the one session read serves header and page.
    expect(sent.filter((request) => pathOf(request).startsWith('/api/user/session'))).toHaveLength(1);
    expect(sent.some((request) => pathOf(request) === '/api/user/base')).toBe(false);
  }, 30_000);

  it('leaves out the default manager, and shows empty order and message blocks and a failed wallet with 重试', async () => {
    centreApi(
      (request) => {
        const path = pathOf(request);
        if (path === '/api/order')
          return envelope(10000, {
            list: [],
            total: 0,
            page: 1,
            per_page: 20,
            counts: { ...counts, all: 0, unpaid: 0, paid: 0, completed: 0 },
          });
        if (path === '/api/user/user_money') return envelope(500, null, '服务器繁忙');
        if (path === '/api/user/message')
          return envelope(10000, { list: [], total: 0, page: 1, per_page: 5 });
        return undefined;
      },
      { ...userFixture, admin: { name: '平台客服', phone: '400-800-1234', is_default: 1 } },
    );
    renderApp('/user');
    expect(await screen.findByText('暂无订单', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: '最近消息' })).findByText('暂无消息'),
    ).toBeInTheDocument();
    expect(await screen.findByText('钱包加载失败，请重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '专属客户经理' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the login', async () => {
    window.sessionStorage.removeItem('login');
    stubApi();
    const { router } = renderApp('/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
