import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterSaleDetail, orderList } from '@yaocai/domain';
import qs from 'qs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { orderDetailFixture, orderSummaryFixture, pageOf } from '../../test/order-fixtures';

const COUNTS = { all: 1, unpaid: 0, paid: 0, shipped: 0, completed: 1, cancelled: 0 };

import { renderApp } from '../../test/render-app';

beforeAll(
  () => Promise.all([import('./AfterSaleInfoPage'), import('./OrderDetailPage'), import('./AfterSalesPage')]),
  60_000,
);

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';

const approved = afterSaleDetail.parse({
  id: 7,
  order_id: 501,
  order_sn: 'YC202611240001',
  type: 'return',
  type_text: '退货退款',
  status: 'approved',
  status_text: '已同意',
  reason: 'damaged',
  reason_text: '外包装破损/药品破损',
  amount: '18.20',
  units: 2,
  created_at: 1_764_200_000,
  description: '外箱压损',
  images: [],
  lines: [
    {
      id: 1,
      order_line_id: 9001,
      goods_id: 41,
      name: '阿莫西林胶囊',
      ypgg: '0.25g*24粒',
      bzdw: '盒',
      goods_image: '',
      number: 2,
      amount: '18.20',
      follows: null,
      follows_text: '',
    },
    {
      id: 2,
      order_line_id: 9003,
      goods_id: 41,
      name: '阿莫西林胶囊',
      ypgg: '0.25g*24粒',
      bzdw: '盒',
      goods_image: '',
      number: 1,
      amount: '0.00',
      follows: 'gift',
      follows_text: '赠品随退',
    },
  ],
  return_address: '北京市大兴区药采仓库退货组',
  return_deadline: 1_764_800_000,
  carrier: '',
  tracking_no: '',
  reject_reason: '',
  refund: null,
  timeline: [
    { status: 'pending', status_text: '待审核', note: '提交退货退款申请', at: 1_764_200_000 },
    { status: 'approved', status_text: '已同意', note: '请寄回', at: 1_764_203_600 },
  ],
  actions: ['cancel', 'ship_back'],
});

describe('after-sales pages (issue #21 §5)', () => {
  it('shows a request with its timeline and sends the parcel going back', async () => {
    const { apiCalls } = stubApi({
      signedIn: true,
      override: (request) => {
        if (pathOf(request) === '/api/after_sale/7') return envelope(10000, approved);
        if (pathOf(request) === '/api/after_sale/7/ship_back') return envelope(10000, null, '已提交寄回信息');
        return undefined;
      },
    });
    renderApp('/order/returnInfo/7');
    expect(
      await screen.findByRole('heading', { name: '退货退款 · 已同意' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/北京市大兴区药采仓库退货组/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /（赠品随退）/ })).toHaveTextContent('阿莫西林胶囊');
    const timeline = screen.getByRole('list', { name: '售后进度' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(5);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: '寄回商品' });
    await user.type(within(form).getByLabelText(/快递公司/), '顺丰速运');
    await user.type(within(form).getByLabelText(/快递单号/), 'SF1234567890');
    await user.click(within(form).getByRole('button', { name: '提交寄回信息' }));
    await waitFor(() =>
      expect(apiCalls().some((call) => pathOf(call) === '/api/after_sale/7/ship_back')).toBe(true),
    );
    const sent = apiCalls().find((call) => pathOf(call) === '/api/after_sale/7/ship_back');
    expect(qs.parse(String(sent?.body))).toEqual({ carrier: '顺丰速运', tracking_no: 'SF1234567890' });
  }, 30_000);

  it('asks for after-sales from the order detail and goes to the new request', async () => {
    const { apiCalls } = stubApi({
      signedIn: true,
      override: (request) => {
        if (pathOf(request) === '/api/order/501') return envelope(10000, orderDetailFixture);
        if (pathOf(request) === '/api/order/501/after_sale')
          return envelope(10000, { id: 7 }, '售后申请已提交');
        if (pathOf(request) === '/api/after_sale/7') return envelope(10000, approved);
        return undefined;
      },
    });
    const { router } = renderApp('/order/info/501');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请售后' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('checkbox', { name: '选择 阿莫西林胶囊' }));
    const quantity = screen.getByRole('spinbutton', { name: '阿莫西林胶囊 申请数量' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/returnInfo/7'));
    const sent = apiCalls().find((call) => pathOf(call) === '/api/order/501/after_sale');
    expect(JSON.parse(String(sent?.body))).toEqual({
      type: 'return',
      reason: 'damaged',
      description: '',
      lines: [{ line_id: 9001, number: 2 }],
      image_ids: [],
    });
  }, 60_000);

  it('offers a combination as one row in sets and shows the gift that follows the returned boxes', async () => {
    const [goods] = orderDetailFixture.lines;
    const base = { ...goods, batches: [], gift_rule: null, split_of_line_id: null } as typeof goods;
    const lines = [
      { ...base, id: 9101, number: 25, returnable: 25 },
      {
        ...base,
        id: 9102,
        number: 2,
        returnable: 2,
        is_gift: 1 as const,
        gift_rule: { trigger_line_id: 9101, buy: 10, get: 1 },
      },
      {
        ...base,
        id: 9103,
        goods_id: null,
        combination_id: 3,
        name: '感冒护理组合',
        bzdw: '',
        number: 2,
        returnable: 2,
      },
      { ...base, id: 9104, combination_id: 3, name: '连花清瘟颗粒', number: 4, returnable: 0 },
      {
        ...base,
        id: 9105,
        combination_id: 3,
        name: '一次性使用医用口罩',
        bzdw: '包',
        number: 2,
        returnable: 0,
      },
    ];
    stubApi({
      signedIn: true,
      override: (request) =>
        pathOf(request) === '/api/order/501' ? envelope(10000, { ...orderDetailFixture, lines }) : undefined,
    });
    renderApp('/order/info/501');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请售后' }, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: '申请售后' });
    expect(within(form).getByRole('rowheader', { name: /感冒护理组合/ })).toHaveTextContent(
      '每套含：连花清瘟颗粒×2盒、一次性使用医用口罩×1包',
    );
    expect(within(form).queryByRole('checkbox', { name: '选择 连花清瘟颗粒' })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: '选择 阿莫西林胶囊' }));
    const quantity = within(form).getByRole('spinbutton', { name: '阿莫西林胶囊 申请数量' });
    await user.clear(quantity);
    await user.type(quantity, '6{Enter}');
    expect(within(form).getByRole('status')).toHaveTextContent('赠品随退 1盒');
  }, 60_000);

  it("shows 申请售后 and a request's status on the order cards", async () => {
    const received = {
      ...orderSummaryFixture,
      status: 'completed' as const,
      status_text: '已完成',
      can_cancel: 0 as const,
      can_after_sale: 1 as const,
      after_sale: { id: 7, status: 'pending' as const, status_text: '待审核' },
    };
    stubApi({
      signedIn: true,
      override: (request) =>
        pathOf(request) === '/api/order'
          ? envelope(10000, orderList.parse(pageOf([received], { counts: COUNTS, per_page: 10 })))
          : undefined,
    });
    renderApp('/order');
    const card = await screen.findByRole(
      'article',
      { name: `订单号：${received.order_sn}` },
      { timeout: 10_000 },
    );
    expect(within(card).getByRole('link', { name: '申请售后' })).toHaveAttribute('href', '/order/info/501');
    expect(within(card).getByRole('link', { name: '售后：待审核' })).toHaveAttribute(
      'href',
      '/order/afterSalesInfo/7',
    );
  }, 30_000);

  it('lists no requests plainly', async () => {
    stubApi({
      signedIn: true,
      override: (request) =>
        pathOf(request) === '/api/after_sale'
          ? envelope(10000, { list: [], total: 0, page: 1, per_page: 20 })
          : undefined,
    });
    renderApp('/order/afterSales');
    expect(
      await screen.findByText(
        '暂无售后申请，可在已发货或已完成的订单详情中申请售后',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  }, 30_000);
});
