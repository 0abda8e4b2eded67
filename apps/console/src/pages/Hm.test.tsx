import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleHmLimit, ConsoleHmReceipt } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { cangchu, shenhe } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const receipt: ConsoleHmReceipt = {
  id: 41,
  order_sn: 'YC2026112010000000041',
  status: 'overdue',
  status_text: '已逾期',
  shipped_at: 1_795_000_000,
  due_at: 1_795_604_800,
  receiver: '',
  id_number: '',
  received_on: '',
  lines: [{ id: 1, name: '酚麻美敏片', spec: '12片', number: 2, batch: 'B2406', expiry: '2027-06-30' }],
  company: { id: 3, name: '仁心大药房' },
};

const limit: ConsoleHmLimit = {
  company: { id: 3, name: '仁心大药房' },
  per_order_units: 20,
  per_month_units: 100,
  is_default: 1,
  month_units: 4,
  set_by: '',
  updated_at: null,
};

describe('含麻回执 (仓储, read-only)', () => {
  it('lists receipts with the overdue one marked, and filters by status through the address', async () => {
    const sent = stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: cangchu, csrf_token: 't' });
      if (url.startsWith('/api/console/hm-receipts?'))
        return ok({ list: [receipt], total: 1, page: 1, per_page: 20 });
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/hm-receipts" />);
    const row = (await screen.findByRole('rowheader', { name: receipt.order_sn })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText(/已逾期）/)).toBeInTheDocument();
    expect(within(row).getByText(/酚麻美敏片 12片 × 2（批号 B2406）/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '含麻限购' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), 'overdue');
    expect(
      sent.some(
        (entry) => entry.url.includes('/api/console/hm-receipts?') && entry.url.includes('status=overdue'),
      ),
    ).toBe(true);
    expect(sent.every((entry) => entry.method === 'GET')).toBe(true);
  });
});

describe('含麻限购 (审核)', () => {
  it('sets a company’s limits and shows the field error the server gives', async () => {
    let rows = [limit];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url.startsWith('/api/console/hm-limits?'))
        return ok({ list: rows, total: 1, page: 1, per_page: 20 });
      if (url === '/api/console/hm-limits/3' && method === 'POST') {
        const { per_order_units, per_month_units } = body as {
          per_order_units: number;
          per_month_units: number;
        };
        if (per_month_units < per_order_units)
          return {
            status: 422,
            body: {
              status: 422,
              message: '每月限购不能少于每单限购',
              data: { errors: { per_month_units: ['每月限购不能少于每单限购'] } },
            },
          };
        rows = [
          {
            ...limit,
            per_order_units,
            per_month_units,
            is_default: 0,
            set_by: 'operator:shenhe',
            updated_at: 1_795_744_000,
          },
        ];
        return ok(rows[0], '限购已保存');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/hm-limits" />);
    await user.click(await screen.findByRole('button', { name: '修改 仁心大药房' }));
    const form = screen.getByRole('form', { name: '设置 仁心大药房 的含麻限购' });
    const perOrder = within(form).getByRole('textbox', { name: /每单限购/ });
    const perMonth = within(form).getByRole('textbox', { name: /每月限购/ });
    await user.clear(perOrder);
    await user.type(perOrder, '9');
    await user.clear(perMonth);
    await user.type(perMonth, '5');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('每月限购不能少于每单限购')).toBeInTheDocument();
    await user.clear(perMonth);
    await user.type(perMonth, '30');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已保存：仁心大药房 每单 9 件，每月 30 件');
    const posted = sent.filter((entry) => entry.method === 'POST');
    expect(posted.at(-1)?.body).toEqual({ per_order_units: 9, per_month_units: 30 });
    expect(posted.at(-1)?.headers['X-CSRF-Token']).toBe('review-token');
    expect(await screen.findByText('9 件')).toBeInTheDocument();
  });
});
