import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleAfterSaleDetail } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, caiwu, cangchu, kefu } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const asked: ConsoleAfterSaleDetail = {
  id: 5,
  order_id: 7,
  order_sn: 'YC20261126100000000007',
  type: 'return',
  type_text: '退货退款',
  status: 'pending',
  status_text: '待审核',
  reason: 'damaged',
  reason_text: '外包装破损/药品破损',
  amount: '68.25',
  units: 2,
  created_at: 1764122400,
  description: '外箱压损，两盒药板破裂',
  images: [{ image_id: 'a'.repeat(32), url: `/api/console/after_sale_images/${'a'.repeat(32)}` }],
  lines: [
    {
      id: 1,
      order_line_id: 21,
      goods_id: 210,
      name: '阿莫西林胶囊',
      ypgg: '0.25g*24粒',
      bzdw: '盒',
      goods_image: '',
      number: 2,
      amount: '68.25',
      follows: null,
      follows_text: '',
    },
  ],
  return_address: '',
  return_deadline: null,
  carrier: '',
  tracking_no: '',
  reject_reason: '',
  refund: null,
  timeline: [{ status: 'pending', status_text: '待审核', note: '提交退货退款申请', at: 1764122400 }],
  actions: ['approve', 'reject'],
  company: { id: 3, name: '仁心大药房' },
  pay_method: '余额支付',
  receive_warehouse_id: 2,
  receive_warehouses: [
    { id: 1, name: '武汉一号仓', is_default: 1 },
    { id: 2, name: '广州仓', is_default: 0 },
  ],
};

describe('售后处理', () => {
  it('lets 客服 approve a return with the return address, and shows the timeline and photos', async () => {
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: kefu, csrf_token: 'as-token' });
      if (url === '/api/console/after_sales/5' && method === 'GET') return ok(asked);
      if (url === '/api/console/after_sales/5/approve') return ok(null, '已同意');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/after-sales/5" />);
    expect(await screen.findByRole('heading', { name: /售后单 #5 · 退货退款 · 待审核/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '买家照片 1' })).toHaveAttribute('src', asked.images[0]?.url);
    const timeline = screen.getByRole('list', { name: '售后进度' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(5);
    const form = screen.getByRole('form', { name: '同意申请' });
    await user.type(within(form).getByLabelText(/退货地址/), '北京市大兴区药采仓库');
    await user.click(within(form).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/approve'))).toBe(true));
    const approve = sent.find((r) => r.url.endsWith('/approve'));
    expect(approve?.body).toEqual({ return_address: '北京市大兴区药采仓库', deadline_days: 7 });
    expect(approve?.headers['X-CSRF-Token'] ?? approve?.headers['x-csrf-token']).toBe('as-token');
    await announced('已同意');
  });

  it('offers 财务 the refund once the goods are back, and nothing at the 客服 step', async () => {
    const received = {
      ...asked,
      status: 'received' as const,
      status_text: '已收货',
      actions: ['refund' as const],
    };
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 't' });
      if (url === '/api/console/after_sales/5') return ok(received);
      if (url === '/api/console/after_sales/6') return ok({ ...asked, id: 6 });
      return undefined;
    });
    render(<App initialPath="/after-sales/5" />);
    expect(await screen.findByRole('button', { name: '确认退款' })).toBeInTheDocument();
    expect(screen.getByText(/按实付金额原路退回 ¥68.25/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '同意申请' })).toBeNull();
  });

  it('lets 仓储 receive saleable goods into the warehouse the parcel left from, preselected', async () => {
    const back = {
      ...asked,
      status: 'shipped_back' as const,
      status_text: '买家已寄回',
      actions: ['receive' as const],
    };
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: cangchu, csrf_token: 't' });
      if (url === '/api/console/after_sales/5' && method === 'GET') return ok(back);
      if (url === '/api/console/after_sales/5/receive') return ok(null, '已收货，已入库（武汉一号仓）');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/after-sales/5" />);
    const form = await screen.findByRole('form', { name: '确认收货' });
    const warehouse = within(form).getByRole('combobox', { name: /入库仓库/ });
    expect(warehouse).toHaveValue('2');
    await user.selectOptions(warehouse, '武汉一号仓（默认）');
    await user.click(within(form).getByRole('button', { name: '确认收货' }));
    await announced('已收货，已入库（武汉一号仓）');
    expect(sent.find((r) => r.url.endsWith('/receive'))?.body).toEqual({ saleable: 1, warehouse_id: 1 });
  });

  it('asks no warehouse for goods that are not saleable', async () => {
    const back = { ...asked, status: 'shipped_back' as const, actions: ['receive' as const] };
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: cangchu, csrf_token: 't' });
      if (url === '/api/console/after_sales/5' && method === 'GET') return ok(back);
      if (url === '/api/console/after_sales/5/receive') return ok(null, '已收货');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/after-sales/5" />);
    const form = await screen.findByRole('form', { name: '确认收货' });
    await user.click(within(form).getByRole('checkbox', { name: '验收合格，重新入库可售' }));
    expect(within(form).queryByRole('combobox', { name: /入库仓库/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: '确认收货' }));
    await announced('已收货');
    expect(sent.find((r) => r.url.endsWith('/receive'))?.body).toEqual({ saleable: 0 });
  });

  it('says when a request cannot be loaded', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: kefu, csrf_token: 't' });
      if (url === '/api/console/after_sales?status=pending&page=1&per_page=20')
        return { status: 500, body: { status: 500, message: '服务器开小差了', data: null } };
      return undefined;
    });
    render(<App initialPath="/after-sales/9" />);
    expect(await screen.findByText('售后单不存在')).toBeInTheDocument();
  });
});
