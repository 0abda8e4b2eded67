import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeAll(
  () =>
    Promise.all([
      import('./PointsMallPage'),
      import('../wallet/PointsLogPage'),
      import('../order/PointsOrdersPage'),
    ]),
  60_000,
);
beforeEach(() => csrf.reset());

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';

const mask = {
  id: 7,
  kind: 'goods',
  name: '医用外科口罩 50只/盒',
  image: '',
  description: '独立包装',
  points: 200,
  stock: 100,
  per_buyer_limit: 2,
  exchanged: 0,
  coupon: null,
} as const;

const mall = (balance: number) => ({ list: [mask], total: 1, page: 1, per_page: 20, balance });

const order = {
  id: 3,
  order_sn: 'JF20261127093000000003',
  item_id: 7,
  kind: 'goods',
  name: '医用外科口罩 50只/盒',
  image: '',
  number: 1,
  points: 200,
  status: 'shipped',
  address: {
    consignee: '王药师',
    phone: '13600000000',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    detail: '建国路1号',
  },
  carrier: '顺丰速运',
  tracking_no: 'SF1234567890',
  created_at: 1_795_000_000,
  shipped_at: 1_795_100_000,
  completed_at: null,
  coupon_title: '',
} as const;

const address = {
  id: 11,
  consignee: '王药师',
  phone: '13600000000',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路1号',
  is_default: 1,
};

describe('/jfsc, the points mall (issue #22 §4)', () => {
  it('hides the header’s title and contacts, and asks a visitor to sign in before exchanging', async () => {
    window.sessionStorage.removeItem('login');
    stubApi({
      override: (request) => (pathOf(request) === '/api/points_mall' ? envelope(10000, mall(0)) : undefined),
    });
    renderApp('/jfsc');
    const card = await screen.findByRole('article', { name: '医用外科口罩 50只/盒' }, { timeout: 10_000 });
    expect(within(card).getByRole('button', { name: '登录后兑换' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: '积分商城' })).toBeInTheDocument();
    // The site header carries neither the site's title beside the logo nor the hotline here.
    const header = screen.getAllByRole('banner')[0] as HTMLElement;
    expect(header).not.toHaveTextContent('400-800-1234');
  });

  it('confirms, then exchanges with an Idempotency-Key and the chosen address', async () => {
    window.sessionStorage.setItem('login', 'true');
    const { apiCalls } = stubApi({
      signedIn: true,
      override: (request) => {
        if (pathOf(request) === '/api/points_mall') return envelope(10000, mall(1000));
        if (pathOf(request) === '/api/user/address') return envelope(10000, { list: [address] });
        if (pathOf(request) === '/api/points_mall/7/exchange')
          return envelope(10000, { order: { ...order, status: 'paid' }, balance: 800 }, '兑换成功');
        return undefined;
      },
    });
    renderApp('/jfsc');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '医用外科口罩 50只/盒' }, { timeout: 10_000 });
    await waitFor(() => expect(within(card).getByRole('button', { name: '立即兑换' })).toBeEnabled());
    await user.click(within(card).getByRole('button', { name: '立即兑换' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认兑换' });
    expect(dialog).toHaveTextContent('用 200 积分兑换「医用外科口罩 50只/盒」×1');
    await user.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    await waitFor(() =>
      expect(apiCalls().some((call) => pathOf(call) === '/api/points_mall/7/exchange')).toBe(true),
    );
    const sent = apiCalls().find((call) => pathOf(call) === '/api/points_mall/7/exchange');
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(sent?.body)).toContain('address_id=11');
    expect(
      await screen.findByText(/兑换成功，订单号 JF20261127093000000003，剩余 800 积分/),
    ).toBeInTheDocument();
  });
});

describe('/wdqb/jfgl and /jfdd', () => {
  beforeEach(() => window.sessionStorage.setItem('login', 'true'));

  it('shows the points held, what expires when and the entries', async () => {
    stubApi({
      signedIn: true,
      override: (request) =>
        pathOf(request) === '/api/user/points_log'
          ? envelope(10000, {
              list: [
                {
                  id: 1,
                  time: 1_795_000_000,
                  type: 'order',
                  points: 12,
                  balance_after: 1292,
                  remark: '订单 YC1',
                  expires_at: 1_830_268_800,
                },
              ],
              total: 1,
              page: 1,
              per_page: 20,
              balance: 1292,
              expiring: [{ expires_at: 1_830_268_800, points: 1292 }],
            })
          : undefined,
    });
    renderApp('/jfgl');
    expect(
      await screen.findByText('1292 积分将于 2027-12-31 24:00 到期', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('可用积分')).toHaveTextContent('1292');
    const table = screen.getByRole('table', { name: '积分明细' });
    expect(within(table).getByRole('rowheader', { name: '订单奖励' })).toBeInTheDocument();
    expect(table).toHaveTextContent('+12');
  });

  it('lists points orders with their shipping and confirms receipt', async () => {
    const { apiCalls } = stubApi({
      signedIn: true,
      override: (request) => {
        if (pathOf(request) === '/api/points_order')
          return envelope(10000, { list: [order], total: 1, page: 1, per_page: 20 });
        if (pathOf(request) === '/api/points_order/3/receive')
          return envelope(10000, { ...order, status: 'completed' }, '已确认收货');
        return undefined;
      },
    });
    const { router } = renderApp('/jfdd');
    const row = await screen.findByRole('row', { name: /医用外科口罩/ }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/order/jfdd');
    expect(row).toHaveTextContent('顺丰速运 SF1234567890');
    await userEvent.setup().click(within(row).getByRole('button', { name: '确认收货' }));
    await waitFor(() =>
      expect(apiCalls().some((call) => pathOf(call) === '/api/points_order/3/receive')).toBe(true),
    );
  });
});
