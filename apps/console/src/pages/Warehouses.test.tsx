import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleWarehouse } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { amoxicillin } from '../test/goods';
import { announced, cangchu, yunying } from '../test/operators';
import { guangzhou, wuhan } from '../test/warehouses';

afterEach(() => vi.unstubAllGlobals());

const session = (operator: typeof cangchu) => ok({ operator, csrf_token: 'wh-token' });

describe('仓库管理 (仓储)', () => {
  it('adds a warehouse, edits one, deactivates another, and offers no 停用 for the default one', async () => {
    const list: ConsoleWarehouse[] = [wuhan, guangzhou];
    const sent = stubFetch(({ method, url, body }) => {
      if (url === '/api/console/session') return session(cangchu);
      if (url === '/api/console/warehouses' && method === 'GET') return ok({ list });
      if (url === '/api/console/warehouses' && method === 'POST') {
        if ((body as { code: string }).code === 'WH-GUANGZHOU')
          return {
            status: 422,
            body: {
              status: 422,
              message: '仓库编码 WH-GUANGZHOU 已被使用',
              data: { errors: { code: ['仓库编码 WH-GUANGZHOU 已被使用'] } },
            },
          };
        const added = { ...(body as ConsoleWarehouse), id: 3, active: 1 as const, is_default: 0 as const };
        list.push(added);
        return ok(added);
      }
      if (url === '/api/console/warehouses/2' && method === 'PATCH') {
        const current = list[1] as ConsoleWarehouse;
        list[1] = {
          ...current,
          ...(body as object),
          active: (body as { active?: boolean }).active === false ? 0 : 1,
        };
        return ok(list[1]);
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/warehouses" />);
    expect(await screen.findByRole('link', { name: '仓库管理' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: '武汉一号仓（默认）' })).toBeInTheDocument();
    // The default warehouse has no 停用 button: it stays active.
    expect(screen.queryByRole('button', { name: '停用 武汉一号仓' })).toBeNull();

    const form = screen.getByRole('form', { name: '新增仓库' });
    await user.type(within(form).getByLabelText(/仓库编码/), 'WH-GUANGZHOU');
    await user.type(within(form).getByLabelText(/仓库名称/), '成都仓');
    await user.click(within(form).getByRole('button', { name: '新增仓库' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/仓库编码/)).toHaveAccessibleDescription(/已被使用/),
    );
    await user.clear(within(form).getByLabelText(/仓库编码/));
    await user.type(within(form).getByLabelText(/仓库编码/), 'WH-CD');
    await user.type(within(form).getByLabelText(/所在地区/), '四川省成都市');
    await user.click(within(form).getByRole('button', { name: '新增仓库' }));
    await announced('已新增仓库 成都仓');
    expect(await screen.findByRole('rowheader', { name: '成都仓' })).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      code: 'WH-CD',
      name: '成都仓',
      address: '',
      region: '四川省成都市',
    });

    await user.click(screen.getByRole('button', { name: '编辑 广州仓' }));
    const edit = screen.getByRole('form', { name: '编辑仓库 WH-GUANGZHOU' });
    expect(within(edit).getByLabelText(/仓库编码/)).toBeDisabled();
    const name = within(edit).getByLabelText(/仓库名称/);
    await user.clear(name);
    await user.type(name, '广州一号仓');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await announced('已保存仓库 广州一号仓');
    expect(sent.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
      name: '广州一号仓',
      address: guangzhou.address,
      region: guangzhou.region,
    });

    await user.click(await screen.findByRole('button', { name: '停用 广州一号仓' }));
    await announced('广州一号仓已停用');
    const patch = sent.filter((r) => r.method === 'PATCH').at(-1);
    expect(patch?.body).toEqual({ active: false });
    expect(patch?.headers['X-CSRF-Token']).toBe('wh-token');
    expect(await screen.findByRole('button', { name: '启用 广州一号仓' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and offers to retry', async () => {
    let calls = 0;
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(cangchu);
      if (url === '/api/console/warehouses') {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { status: 500, message: '服务器开小差了', data: null } }
          : ok({ list: [wuhan] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/warehouses" />);
    expect(await screen.findByText('仓库加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('rowheader', { name: '武汉一号仓（默认）' })).toBeInTheDocument();
  });
});

describe('a product in its warehouses (运营)', () => {
  it('shows each warehouse count beside the sellable stock and puts a new batch in the chosen warehouse', async () => {
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/goods/42' && method === 'GET')
        return ok({
          ...amoxicillin,
          stock_by_warehouse: [
            { warehouse_id: 1, name: '武汉一号仓', quantity: 300 },
            { warehouse_id: 2, name: '广州仓', quantity: 40 },
          ],
        });
      if (url === '/api/console/goods/42/batches' && method === 'PUT')
        return ok(null, '广州仓新增批次 GZ2601');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods/42" />);
    const basics = await screen.findByRole('form', { name: '价格与库存' });
    expect(within(basics).getByLabelText(/可售库存/)).toHaveAccessibleDescription(
      '下单扣减的库存。各仓批次记录：武汉一号仓 300 件，广州仓 40 件',
    );
    const batches = screen.getByRole('form', { name: '批次' });
    const row = within(batches).getByRole('rowheader', { name: 'B250301' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('武汉一号仓')).toBeInTheDocument();
    expect(within(batches).getByLabelText('仓库')).toHaveDisplayValue('武汉一号仓');
    await user.selectOptions(within(batches).getByLabelText('仓库'), '广州仓');
    await user.type(within(batches).getByLabelText('批号'), 'GZ2601');
    await user.type(within(batches).getByLabelText('数量'), '40');
    await user.type(within(batches).getByLabelText('生产日期'), '2026-01-05');
    await user.type(within(batches).getByLabelText('有效期至'), '2028-12-31');
    await user.click(within(batches).getByRole('button', { name: '保存批次' }));
    await announced('广州仓新增批次 GZ2601');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      warehouse_id: 2,
      batch_no: 'GZ2601',
      production_date: '2026-01-05',
      expiry_date: '2028-12-31',
      quantity: 40,
    });
  });
});
