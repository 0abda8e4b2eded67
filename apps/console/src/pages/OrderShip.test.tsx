import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderParcel } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, cangchu, shenhe } from '../test/operators';
import { detail, row } from '../test/orders';
import { guangzhou, wuhan } from '../test/warehouses';

afterEach(() => vi.unstubAllGlobals());

describe('订单管理 and shipping', () => {
  it('lists the orders to ship under the 仓储 menu, and says so when there are none or the list fails', async () => {
    const sent = stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: cangchu, csrf_token: 'ship-token' });
      if (url.startsWith('/api/console/orders?') && url.includes('status=paid'))
        return ok({ list: [row], total: 1, page: 1, per_page: 20 });
      if (url.startsWith('/api/console/orders?') && url.includes('status=shipped'))
        return ok({ list: [], total: 0, page: 1, per_page: 20 });
      if (url.startsWith('/api/console/orders?'))
        return { status: 500, body: { status: 500, message: '服务器开小差了', data: null } };
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/orders" />);
    expect(await screen.findByRole('link', { name: '订单管理' })).toBeInTheDocument();
    const sn = await screen.findByRole('rowheader', { name: row.order_sn });
    const tr = sn.closest('tr') as HTMLElement;
    expect(within(tr).getByText('仁心大药房')).toBeInTheDocument();
    expect(within(tr).getByText('2 / 6')).toBeInTheDocument();
    expect(within(tr).getByText('133.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('订单状态'), 'shipped');
    expect(await screen.findByText('没有符合条件的订单')).toBeInTheDocument();
    expect(sent.some((r) => r.url.includes('status=shipped'))).toBe(true);
    await user.type(screen.getByLabelText('订单号或采购单位'), '仁心{Enter}');
    await screen.findByText('没有符合条件的订单');
    await waitFor(() => expect(sent.at(-1)?.url).toContain(`keywords=${encodeURIComponent('仁心')}`));
    await user.type(screen.getByLabelText('下单日期从'), '2026-11-01');
    await waitFor(() => expect(sent.at(-1)?.url).toContain('start_date=2026-11-01'));
    await user.selectOptions(screen.getByLabelText('订单状态'), 'completed');
    expect(await screen.findByText('订单列表加载失败')).toBeInTheDocument();
  });

  it('shows no 订单管理 menu to an operator without the role, and refuses the page', async () => {
    stubFetch(({ url }) =>
      url === '/api/console/session' ? ok({ operator: shenhe, csrf_token: 't' }) : undefined,
    );
    render(<App initialPath="/orders/7" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '订单管理' })).toBeNull();
  });

  it('ships two parcels with batches and pasted trace codes, showing a refusal under its field first; then keeps their tracking', async () => {
    let state = detail();
    let attempts = 0;
    const parcel = (
      id: number,
      seq: number,
      carrier: string,
      trackingNo: string,
      batches: OrderParcel['batches'],
    ) => ({
      id,
      seq,
      delivery_note_no: `${row.order_sn}-${seq}`,
      carrier,
      tracking_no: trackingNo,
      shipped_at: 1764126000,
      warehouse: { name: '武汉一号仓', region: '湖北省武汉市' },
      batches,
      tracking: [] as { at: number; description: string; location: string; source: string }[],
    });
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: cangchu, csrf_token: 'ship-token' });
      if (url === '/api/console/orders/7' && method === 'GET') return ok(state);
      if (url === '/api/console/warehouses') return ok({ list: [wuhan, guangzhou] });
      if (url === '/api/console/orders/7/ship') {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '有效期至必须晚于生产日期',
              data: { errors: { 'parcels.1.batches.0.expiry_date': ['有效期至必须晚于生产日期'] } },
            },
          };
        state = {
          ...state,
          status: 'shipped',
          status_text: '已发货',
          can_ship: 0,
          logistics: { carrier: '顺丰速运', tracking_no: 'SF7001', shipped_at: 1764126000 },
          parcels: [
            parcel(41, 1, '顺丰速运', 'SF7001', [
              {
                line_id: 21,
                name: '阿莫西林胶囊',
                ypgg: '0.25g*24粒',
                batch_no: 'B2501',
                production_date: '2025-01-01',
                expiry_date: '2027-01-01',
                number: 3,
                trace_codes: ['81000000000000000001', '81000000000000000002'],
              },
            ]),
            parcel(42, 2, '京东物流', 'JD7002', []),
          ],
        };
        return ok(
          null,
          `已发货：订单 ${row.order_sn}，2 个包裹（顺丰速运 SF7001；京东物流 JD7002），3 个批次`,
        );
      }
      if (url === '/api/console/orders/7/parcels/42/tracking') {
        const [first, second] = state.parcels as [(typeof state.parcels)[0], (typeof state.parcels)[0]];
        state = {
          ...state,
          parcels: [
            first,
            {
              ...second,
              tracking: [{ at: 1764129600, description: '已揽收', location: '广州', source: 'operator' }],
            },
          ],
        };
        return ok(null, '已记录物流：包裹 2 已揽收');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/orders/7" />);
    const form = await screen.findByRole('form', { name: '发货' });
    expect(screen.getByText('仁心大药房')).toBeInTheDocument();
    expect(screen.getByText(/余额支付 ¥133.00/)).toBeInTheDocument();
    const coverage = within(form).getByRole('list', { name: '各商品已分配数量' });
    expect(coverage).toHaveTextContent('阿莫西林胶囊：已分配 5 / 订购 5盒');

    const one = within(form).getByRole('group', { name: '包裹1' });
    await user.type(within(one).getByLabelText(/承运商/), '顺丰速运');
    await user.type(within(one).getByLabelText(/运单号/), 'SF7001');
    const first = within(one).getByRole('group', { name: '包裹1 阿莫西林胶囊 批次1' });
    await user.type(within(first).getByLabelText(/批号/), 'B2501');
    await user.type(within(first).getByLabelText(/生产日期/), '2025-01-01');
    await user.type(within(first).getByLabelText(/有效期至/), '2027-01-01');
    const count = within(first).getByLabelText(/数量/);
    await user.clear(count);
    await user.type(count, '3');
    expect(coverage).toHaveTextContent('阿莫西林胶囊：已分配 3 / 订购 5盒（不足）');
    await user.click(within(first).getByLabelText(/追溯码/));
    await user.paste('81000000000000000001\n81000000000000000002\n\n');
    const masks = within(one).getByRole('group', { name: '包裹1 医用口罩 批次1' });
    await user.type(within(masks).getByLabelText(/批号/), 'M1');
    await user.type(within(masks).getByLabelText(/生产日期/), '2025-03-01');
    await user.type(within(masks).getByLabelText(/有效期至/), '2028-03-01');

    // The rest of the pills go in a second parcel; a third parcel added and removed again is not sent.
    await user.click(within(form).getByRole('button', { name: '添加包裹' }));
    await user.click(within(form).getByRole('button', { name: '添加包裹' }));
    await user.click(within(form).getByRole('button', { name: '删除包裹3' }));
    const two = within(form).getByRole('group', { name: '包裹2' });
    expect(within(two).getByLabelText(/发货仓库/)).toHaveDisplayValue('武汉一号仓');
    await user.selectOptions(within(two).getByLabelText(/发货仓库/), '广州仓');
    await user.type(within(two).getByLabelText(/承运商/), '京东物流');
    await user.type(within(two).getByLabelText(/运单号/), 'JD7002');
    await user.click(within(two).getByRole('button', { name: '为包裹2 阿莫西林胶囊添加批次' }));
    const second = within(two).getByRole('group', { name: '包裹2 阿莫西林胶囊 批次1' });
    await user.type(within(second).getByLabelText(/批号/), 'B2502');
    await user.type(within(second).getByLabelText(/生产日期/), '2025-02-01');
    await user.type(within(second).getByLabelText(/有效期至/), '2024-02-01');
    await user.type(within(second).getByLabelText(/数量/), '2');
    expect(coverage).toHaveTextContent('阿莫西林胶囊：已分配 5 / 订购 5盒');

    await user.click(within(form).getByRole('button', { name: '确认发货' }));
    expect(await within(second).findByText('有效期至必须晚于生产日期')).toBeInTheDocument();
    const expiry = within(second).getByLabelText(/有效期至/);
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await user.clear(expiry);
    await user.type(expiry, '2027-02-01');
    await user.click(within(form).getByRole('button', { name: '确认发货' }));
    await announced('已发货：订单');

    const posts = sent.filter((r) => r.url === '/api/console/orders/7/ship');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers['X-CSRF-Token']).toBe('ship-token');
    expect(posts[1]?.body).toEqual({
      parcels: [
        {
          carrier: '顺丰速运',
          tracking_no: 'SF7001',
          warehouse_id: 1,
          batches: [
            {
              line_id: 21,
              batch_no: 'B2501',
              production_date: '2025-01-01',
              expiry_date: '2027-01-01',
              number: 3,
              trace_codes: ['81000000000000000001', '81000000000000000002'],
            },
            {
              line_id: 22,
              batch_no: 'M1',
              production_date: '2025-03-01',
              expiry_date: '2028-03-01',
              number: 1,
              trace_codes: [],
            },
          ],
        },
        {
          carrier: '京东物流',
          tracking_no: 'JD7002',
          warehouse_id: 2,
          batches: [
            {
              line_id: 21,
              batch_no: 'B2502',
              production_date: '2025-02-01',
              expiry_date: '2027-02-01',
              number: 2,
              trace_codes: [],
            },
          ],
        },
      ],
    });

    // Shipped: each parcel a card with its delivery note to print and its tracking form.
    const card = await screen.findByRole('region', { name: '包裹 2（共 2 个）' });
    expect(screen.queryByRole('form', { name: '发货' })).toBeNull();
    expect(screen.getByRole('region', { name: '包裹 1（共 2 个）' })).toHaveTextContent('B2501');
    expect(card).toHaveTextContent('发货仓库武汉一号仓（湖北省武汉市）');
    expect(within(card).getByRole('link', { name: '打印随货同行单' })).toHaveAttribute(
      'href',
      '/api/console/orders/7/parcels/42/delivery_note',
    );
    const tracking = within(card).getByRole('form', { name: '包裹2 添加物流记录' });
    const time = within(tracking).getByLabelText(/时间/);
    await user.clear(time);
    await user.type(time, '2026-11-26T12:00');
    await user.type(within(tracking).getByLabelText(/物流状态/), '已揽收');
    await user.type(within(tracking).getByLabelText(/地点/), '广州');
    await user.click(within(tracking).getByRole('button', { name: '添加物流记录' }));
    await announced('已记录物流');
    expect(sent.find((r) => r.url === '/api/console/orders/7/parcels/42/tracking')?.body).toEqual({
      at: '2026-11-26T12:00',
      description: '已揽收',
      location: '广州',
    });
    expect(await within(card).findByRole('list', { name: '京东物流 JD7002 物流轨迹' })).toHaveTextContent(
      '已揽收',
    );
  }, 60_000); // It types two parcels of fields, ~20 s on the shared machine: more than the 15 s default.
});
