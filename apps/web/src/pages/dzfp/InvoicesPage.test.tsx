import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type InvoiceRow, invoiceRow } from '@yaocai/domain';
import qs from 'qs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./InvoicesPage'), 60_000);

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const queryOf = (request: SentRequest) => qs.parse(request.url.split('?')[1] ?? '');

const blue: InvoiceRow = invoiceRow.parse({
  id: 7,
  kind: 'blue',
  type: 'e_special',
  order: { id: 501, order_sn: 'YC20261120093000000501' },
  title: '仁心大药房',
  tax_number: '91110105MA01RXDY8K',
  amount: '152.00',
  number: '26117000000000000018',
  issued_on: '2026-11-21',
  status: 'partly_reversed',
  reason: null,
  original: null,
  requested_at: '2026-11-20T02:00:00.000Z',
  lines: [{ id: 1, name: '阿莫西林胶囊', spec: '0.25g*24粒', unit: '盒', number: 5, amount: '120.00' }],
});
const red: InvoiceRow = invoiceRow.parse({
  ...blue,
  id: 8,
  kind: 'red',
  amount: '-48.00',
  number: '26117000000000000031',
  issued_on: '2026-11-25',
  status: 'issued',
  reason: 'return',
  original: { id: 7, number: '26117000000000000018' },
  lines: [{ id: 2, name: '阿莫西林胶囊', spec: '0.25g*24粒', unit: '盒', number: 2, amount: '-48.00' }],
});

/** GET /api/invoice as the server answers it, filtered by status; `fail` answers 500 until cleared. */
function stubInvoices(state: { fail: boolean } = { fail: false }) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      if (pathOf(request) !== '/api/invoice') return undefined;
      if (state.fail) return envelope(500, null, '服务器繁忙，请稍后再试', 500);
      const { status } = queryOf(request);
      return envelope(10000, pageOf([red, blue].filter((row) => !status || row.status === status)));
    },
  });
}

describe('/zzfw/dzfp, the invoice centre (issue #21 §3)', () => {
  it("the header's /dzfp leads here; invoices and their reversals are listed, filtered through the address bar", async () => {
    const { apiCalls } = stubInvoices();
    const { router } = renderApp('/dzfp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zzfw/dzfp'));
    const menu = await screen.findByRole('navigation', { name: '自助服务' }, { timeout: 10_000 });
    expect(within(menu).getByRole('link', { name: '电子发票' })).toHaveAttribute('href', '/zzfw/dzfp');
    const table = await screen.findByRole('table', { name: '电子发票' }, { timeout: 10_000 });
    const reversal = within(table).getByRole('row', { name: /26117000000000000031/ });
    expect(reversal).toHaveTextContent('红冲原因：销货退回');
    expect(within(reversal).getByText('-¥48.00')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '下载蓝字发票 26117000000000000018' })).toHaveAttribute(
      'href',
      '/api/invoice/7/download',
    );

    const user = userEvent.setup();
    const filters = screen.getByRole('search', { name: '发票筛选' });
    await user.selectOptions(within(filters).getByLabelText('状态'), '部分红冲');
    await user.type(within(filters).getByLabelText('开始日期'), '2026-11-01');
    await user.click(within(filters).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=partly_reversed&start_time=2026-11-01'),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '电子发票' })).getAllByRole('row')).toHaveLength(2),
    );
    const last = apiCalls()
      .filter((call) => pathOf(call) === '/api/invoice')
      .at(-1);
    expect(last && queryOf(last)).toMatchObject({
      status: 'partly_reversed',
      start_time: '2026-11-01',
      page: '1',
    });
  });

  it('shows the failure with 重试, then the list; an empty filter says so', async () => {
    const state = { fail: true };
    stubInvoices(state);
    renderApp('/zzfw/dzfp?status=withdrawn');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('服务器繁忙');
    state.fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('cell', { name: '没有符合条件的发票' })).toBeInTheDocument();
  });
});
