import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsolePointsItem, ConsolePointsOrder } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { caiwu, cangchu, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const mask: ConsolePointsItem = {
  id: 2,
  kind: 'goods',
  name: '医用外科口罩 50只/盒',
  image: '',
  description: '',
  points: 200,
  stock: 100,
  per_buyer_limit: 2,
  on_sale: true,
  sort: 1,
  coupon: null,
  exchanged: 3,
};

const order: ConsolePointsOrder = {
  id: 5,
  order_sn: 'JF20261127093000000005',
  item_id: 2,
  kind: 'goods',
  name: '医用外科口罩 50只/盒',
  image: '',
  number: 1,
  points: 200,
  status: 'paid',
  address: {
    consignee: '王药师',
    phone: '13600000000',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    detail: '建国路1号',
  },
  carrier: '',
  tracking_no: '',
  created_at: 1_795_000_000,
  shipped_at: null,
  completed_at: null,
  coupon_title: '',
  buyer: { phone: '13800138000', company: '仁心大药房' },
};

describe('积分 in the console', () => {
  it('运营 saves the rules in yuan (sent in fen) and changes an item’s stock', async () => {
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: yunying, csrf_token: 'ops-token' });
      if (url === '/api/console/points/rules' && method === 'GET')
        return ok({ fen_per_point: 1000, expiry_years: 1 });
      if (url === '/api/console/points/rules' && method === 'PUT')
        return ok({ fen_per_point: 500, expiry_years: 2 });
      if (url === '/api/console/points/items' && method === 'GET') return ok({ list: [mask] });
      if (url === '/api/console/points/items/2' && method === 'PATCH') return ok({ ...mask, stock: 80 });
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/points" />);
    const rate = await screen.findByRole('textbox', { name: '每实付多少元得 1 积分' });
    expect(rate).toHaveValue('10.00');
    await user.clear(rate);
    await user.type(rate, '5');
    const years = screen.getByRole('textbox', { name: '有效期（获得次年起的年数）' });
    await user.clear(years);
    await user.type(years, '2');
    await user.click(screen.getByRole('button', { name: '保存规则' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ fen_per_point: 500, expiry_years: 2 });

    const row = screen.getByRole('rowheader', { name: '医用外科口罩 50只/盒' }).closest('tr') as HTMLElement;
    const stock = within(row).getByRole('textbox', { name: '医用外科口罩 50只/盒 库存' });
    await user.clear(stock);
    await user.type(stock, '80');
    await user.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PATCH')).toBe(true));
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ stock: 80 });
  });

  it('财务 deducts points with a reason and reads the refusal when too few are held', async () => {
    stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 'finance-token' });
      if (url === '/api/console/points/grants' && method === 'POST')
        return { status: 409, body: { status: 409, message: '积分不足', data: null } };
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/points/grants" />);
    await user.type(await screen.findByRole('textbox', { name: '用户手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '积分（负数为扣减）' }), '-99999');
    await user.type(screen.getByRole('textbox', { name: '原因' }), '扣回误发积分');
    await user.click(screen.getByRole('button', { name: '确认调整' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('积分不足');
  });

  it('仓储 ships a points order with carrier and tracking number', async () => {
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: cangchu, csrf_token: 'wh-token' });
      if (url.startsWith('/api/console/points/orders?'))
        return ok({ list: [order], total: 1, page: 1, per_page: 20 });
      if (url === '/api/console/points/orders/5/ship' && method === 'POST') return ok(null, '已发货');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/points/orders" />);
    const form = await screen.findByRole('form', { name: '发货 JF20261127093000000005' });
    await user.type(within(form).getByRole('textbox', { name: '承运商' }), '顺丰速运');
    await user.type(within(form).getByRole('textbox', { name: '运单号' }), 'SF1234567890');
    await user.click(within(form).getByRole('button', { name: '发货' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST' && r.url.endsWith('/ship'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/ship'))?.body).toEqual({
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
  });
});
