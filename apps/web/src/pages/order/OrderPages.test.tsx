import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderList } from '@yaocai/domain';
import qs from 'qs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { orderDetailFixture, orderSummaryFixture, pageOf, unpaidOrderFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The pages are lazy route modules: transform them once up front, so a loaded machine's first transform does
// not eat into the first test's waits.
beforeAll(() => Promise.all([import('./OrdersPage'), import('./OrderDetailPage')]), 60_000);

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const queryOf = (request: SentRequest) => qs.parse(request.url.split('?')[1] ?? '');

const counts = { all: 2, unpaid: 1, paid: 1, shipped: 0, completed: 0, cancelled: 0 };
/** The list answer for a tab: the server filters, so the stub does too. */
const listFor = (status: string) =>
  orderList.parse(
    pageOf(
      [unpaidOrderFixture, orderSummaryFixture].filter(
        (order) => status === 'all' || order.status === status,
      ),
      { counts, per_page: 10 },
    ),
  );

function stubOrders() {
  return stubApi({
    signedIn: true,
    override: (request) => {
      if (pathOf(request) === '/api/order') return envelope(10000, listFor(String(queryOf(request).status)));
      if (pathOf(request).endsWith('/cancel')) return envelope(10000, null, '订单已取消');
      if (pathOf(request).endsWith('/rebuy'))
        return envelope(
          10000,
          { added: 1, skipped: [{ name: '布洛芬缓释胶囊', reason: '库存不足' }] },
          '1个商品已加入购物车，1个未加入',
        );
      return undefined;
    },
  });
}

describe('/order, my orders (issue #9 §3)', () => {
  it('switches status tabs through the address bar and asks the server for that tab', async () => {
    const { apiCalls } = stubOrders();
    const { router } = renderApp('/order?keywords=阿莫西林');
    // The first page of the file: a loaded machine may take longer than the usual wait to show it.
    expect(await screen.findByText('订单号：YC202611240002', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（2）' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.setup().click(screen.getByRole('tab', { name: '待发货（1）' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?status=paid&keywords=${encodeURIComponent('阿莫西林')}`),
    );
    await waitFor(() => expect(screen.queryByText('订单号：YC202611240002')).not.toBeInTheDocument());
    expect(screen.getByText('订单号：YC202611240001')).toBeInTheDocument();
    const last = apiCalls()
      .filter((call) => pathOf(call) === '/api/order')
      .at(-1);
    expect(last && queryOf(last)).toMatchObject({ status: 'paid', keywords: '阿莫西林', page: '1' });

    await router.navigate(-1);
    // 后退 returns to the tab the buyer came from.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '全部（2）' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('cancels an order only after the buyer confirms, sending the optional reason', async () => {
    const { apiCalls } = stubOrders();
    renderApp('/order');
    const user = userEvent.setup();
    const card = (await screen.findByText('订单号：YC202611240002')).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/cart/hm?order_id=502',
    );
    await user.click(within(card).getByRole('button', { name: '取消订单' }));

    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    expect(apiCalls().some((call) => pathOf(call).endsWith('/cancel'))).toBe(false);
    await user.type(within(dialog).getByLabelText('取消原因（选填）'), '下错单了');
    await user.click(within(dialog).getByRole('button', { name: '确定取消' }));

    await waitFor(() =>
      expect(apiCalls().some((call) => pathOf(call) === '/api/order/502/cancel')).toBe(true),
    );
    const cancel = apiCalls().find((call) => pathOf(call) === '/api/order/502/cancel');
    expect(qs.parse(String(cancel?.body))).toEqual({ reason: '下错单了' });
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
  });

  it('puts an order back into the cart and says what stayed out and why, with the way to the cart', async () => {
    stubOrders();
    const { router } = renderApp('/order?status=paid');
    const card = (await screen.findByText('订单号：YC202611240001')).closest('article') as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: '再次购买' }));
    const alert = await screen.findByRole('alertdialog', { name: '再次购买' });
    expect(alert).toHaveTextContent('1个商品已加入购物车，1个未加入：布洛芬缓释胶囊（库存不足）');
    await user.click(within(alert).getByRole('button', { name: '去购物车' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it("counts each line in its goods' own unit, not 件 (issue #20 §6)", async () => {
    stubOrders();
    renderApp('/order');
    expect(await screen.findByText('订单号：YC202611240002', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText(/× 100盒/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/× 30瓶/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/× \d+件/)).not.toBeInTheDocument();
  });

  it('says 暂无订单 with the way to shop when a tab holds none', async () => {
    stubOrders();
    renderApp('/order?status=cancelled');
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去采购' })).toHaveAttribute('href', '/');
  });
});

describe('/order/info/:id, one order (issue #9 §3)', () => {
  it('shows each parcel with its batches, dates, folded trace codes, tracking and delivery note, the invoice number and the export link', async () => {
    const invoiced = { ...orderDetailFixture, invoice_no: '25117000000012345678' };
    stubApi({
      signedIn: true,
      override: ({ url }) => (url === '/api/order/501' ? envelope(10000, invoiced) : undefined),
    });
    // /order/wl/:id (logistics) is the detail.
    const { router } = renderApp('/order/wl/501');
    const batches = await screen.findByRole('table', { name: '批号与追溯码' });
    expect(router.state.location.pathname).toBe('/order/info/501');
    const row = within(batches).getByRole('row', { name: /B2026091/ });
    expect(within(row).getByText('2026-09-01')).toBeInTheDocument();
    expect(within(row).getByText('2028-08-31')).toBeInTheDocument();
    const codes = within(row).getByRole('list', { name: '批号 B2026091 的追溯码' });
    expect(codes).not.toBeVisible();
    await userEvent.setup().click(within(row).getByText('追溯码（2）'));
    expect(codes).toBeVisible();
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['81234567890123456789', '81234567890123456790']);
    expect(screen.getByText('SF1234567890')).toBeInTheDocument();
    // Each parcel is a card with its delivery note and its tracking timeline.
    const parcel = screen.getByRole('region', { name: '包裹 1（共 1 个）' });
    // The warehouse by name and region: its internal code is the operators'.
    expect(parcel).toHaveTextContent('发货仓库广州仓（广东省广州市）');
    expect(within(parcel).getByRole('link', { name: '随货同行单（PDF）' })).toHaveAttribute(
      'href',
      '/api/order/501/parcels/31/delivery_note',
    );
    expect(within(parcel).getByRole('list', { name: '顺丰速运 SF1234567890 物流轨迹' })).toHaveTextContent(
      '已揽收',
    );
    expect(screen.getByText('发票号码').nextElementSibling).toHaveTextContent('25117000000012345678');
    expect(screen.getByRole('link', { name: '导出CSV' })).toHaveAttribute('href', '/api/order/501/export');
    expect(screen.getByRole('button', { name: '确认收货' })).toBeInTheDocument();
  });

  it("says the order does not exist when the server answers 404 (another company's order)", async () => {
    stubApi({
      signedIn: true,
      override: ({ url }) => (url === '/api/order/999' ? envelope(404, null, '订单不存在', 404) : undefined),
    });
    renderApp('/order/info/999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的订单' })).toHaveAttribute('href', '/order');
  });
});
