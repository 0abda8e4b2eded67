import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleGoodsDetail } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { amoxicillin } from '../test/goods';
import { announced, shenhe, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const session = (operator: typeof yunying) => ok({ operator, csrf_token: 'ops-token' });

describe('商品管理 (运营)', () => {
  it('lists goods, searches by approval number and opens a product', async () => {
    const sent = stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url.startsWith('/api/console/goods?'))
        return ok({ list: [amoxicillin], total: 1, page: 1, per_page: 20 });
      if (url === '/api/console/goods/42') return ok(amoxicillin);
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods" />);
    const table = await screen.findByRole('table', { name: '商品' });
    expect(within(table).getByText('国药准字H13023964')).toBeInTheDocument();
    await user.type(screen.getByLabelText('商品名、批准文号或编码'), 'H13023964');
    await user.selectOptions(screen.getByLabelText('管理类别'), 'prescription');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await vi.waitFor(() =>
      expect(
        sent.some(
          (r) => r.url.includes('keywords=H13023964') && r.url.includes('regulatory_class=prescription'),
        ),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('link', { name: /阿莫西林胶囊/ }));
    expect(await screen.findByRole('heading', { name: /阿莫西林胶囊/ })).toBeInTheDocument();
  });

  it('sends only the changed price, shows the field error, then the saved message', async () => {
    let attempt = 0;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/goods/42' && method === 'GET') return ok(amoxicillin);
      if (url === '/api/console/goods/42' && method === 'PATCH') {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            body: { status: 422, message: '价格格式不正确', data: { errors: { price: ['价格格式不正确'] } } },
          };
        return ok(null, '商品 #42 阿莫西林胶囊：修改 price');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods/42" />);
    const form = await screen.findByRole('form', { name: '价格与库存' });
    const price = within(form).getByLabelText(/价格/);
    await user.clear(price);
    await user.type(price, '13.5x');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('价格格式不正确')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '13.50');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await announced('修改 price');
    const patches = sent.filter((r) => r.method === 'PATCH');
    expect(patches.at(-1)?.body).toEqual({ price: '13.50' });
    expect(patches.at(-1)?.headers['X-CSRF-Token']).toBe('ops-token');
  });

  it('saves the ladder as a whole', async () => {
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/goods/42' && method === 'GET') return ok(amoxicillin);
      if (url === '/api/console/goods/42/ladder' && method === 'PUT') return ok(null, '阶梯价 2 档');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods/42" />);
    const form = await screen.findByRole('form', { name: '阶梯价' });
    await user.click(within(form).getByRole('button', { name: '添加一档' }));
    await user.type(within(form).getByLabelText('第 2 档起订数量'), '50');
    await user.type(within(form).getByLabelText('第 2 档单价（元）'), '11.00');
    await user.click(within(form).getByRole('button', { name: '保存阶梯价' }));
    await announced('阶梯价 2 档');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      tiers: [
        { min_number: 10, price: '11.80' },
        { min_number: 50, price: '11.00' },
      ],
    });
  });

  it('tells an operator without the goods permission that the screen is not theirs', async () => {
    stubFetch(({ url }) => (url === '/api/console/session' ? session(shenhe) : undefined));
    render(<App initialPath="/goods" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '商品管理' })).not.toBeInTheDocument();
  });

  it('puts the ticked rows off sale together, then shows the server answer and clears the selection', async () => {
    const vitaminC: ConsoleGoodsDetail = { ...amoxicillin, id: 43, sku: 'YC000043', name: '维生素C片' };
    let delisted = false;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url.startsWith('/api/console/goods?'))
        return ok({
          list: [amoxicillin, vitaminC].map((g) => ({ ...g, listed: delisted && g.id === 42 ? 0 : 1 })),
          total: 2,
          page: 1,
          per_page: 20,
        });
      if (url === '/api/console/goods/listing' && method === 'POST') {
        delisted = true;
        return ok(null, '下架 1 个商品（1 个有变化）：阿莫西林胶囊');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods" />);
    const table = await screen.findByRole('table', { name: '商品' });
    expect(screen.queryByRole('button', { name: '批量下架' })).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: '选择 阿莫西林胶囊' }));
    await user.click(screen.getByRole('button', { name: '批量下架' }));
    await announced('下架 1 个商品');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ ids: [42], listed: false });
    const row = (await within(table).findByText('已下架')).closest('tr') as HTMLElement;
    expect(within(row).getByText('阿莫西林胶囊 0.25g*24粒')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量下架' })).toBeNull();
  });

  it('takes one product off sale from its page', async () => {
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/goods/42' && method === 'GET') return ok(amoxicillin);
      if (url === '/api/console/goods/listing' && method === 'POST') return ok(null, '下架 1 个商品');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods/42" />);
    const form = await screen.findByRole('form', { name: '上架状态' });
    await user.click(within(form).getByRole('button', { name: '下架' }));
    await announced('下架 1 个商品');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ ids: [42], listed: false });
  });

  it('adds a batch, showing a refused date under its field first', async () => {
    let attempt = 0;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/goods/42' && method === 'GET') return ok(amoxicillin);
      if (url === '/api/console/goods/42/batches' && method === 'PUT') {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '有效期至必须晚于生产日期',
              data: { errors: { expiry_date: ['有效期至必须晚于生产日期'] } },
            },
          };
        return ok(null, '商品 #42 阿莫西林胶囊：新增批次 B260101');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods/42" />);
    const form = await screen.findByRole('form', { name: '批次' });
    expect(within(form).getByRole('rowheader', { name: 'B250301' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('批号'), 'B260101');
    await user.type(within(form).getByLabelText('数量'), '50');
    await user.type(within(form).getByLabelText('生产日期'), '2026-01-01');
    await user.type(within(form).getByLabelText('有效期至'), '2025-01-01');
    await user.click(within(form).getByRole('button', { name: '保存批次' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('有效期至')).toHaveAccessibleDescription(/有效期至必须晚于生产日期/),
    );
    await user.clear(within(form).getByLabelText('有效期至'));
    await user.type(within(form).getByLabelText('有效期至'), '2028-01-01');
    await user.click(within(form).getByRole('button', { name: '保存批次' }));
    await announced('新增批次 B260101');
    expect(sent.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      warehouse_id: 1,
      batch_no: 'B260101',
      production_date: '2026-01-01',
      expiry_date: '2028-01-01',
      quantity: 50,
    });
  });
});
