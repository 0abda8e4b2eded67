import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beijingToday, type ConsoleInvoiceRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { caiwu, cangchu } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const waiting: ConsoleInvoiceRow = {
  id: 41,
  kind: 'blue',
  type: 'e_special',
  order: { id: 9, order_sn: 'YC202611260001' },
  company: { id: 1, name: '仁心大药房' },
  title: '仁心大药房',
  tax_number: '91110105MA01RXDY8K',
  amount: '152.00',
  number: '',
  issued_on: '',
  status: 'issuing',
  reason: null,
  original: null,
  requested_at: '2026-11-26T02:00:00.000Z',
  lines: [],
};
const refundRed: ConsoleInvoiceRow = {
  ...waiting,
  id: 42,
  kind: 'red',
  amount: '-48.00',
  reason: 'return',
  original: { id: 40, number: '26117000000000000018' },
};
const page = (list: ConsoleInvoiceRow[]) => ({ list, total: list.length, page: 1, per_page: 20 });

describe('发票管理', () => {
  it('records the number of a waiting invoice; a bad number is shown under its field', async () => {
    let queue = [waiting, refundRed];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 'finance-token' });
      if (url.startsWith('/api/console/invoices?queue=issuing')) return ok(page(queue));
      if (url === '/api/console/invoices/41/issue' && method === 'POST') {
        const { number } = body as { number: string };
        if (!/^\d{20}$/.test(number))
          return {
            status: 422,
            body: {
              status: 422,
              message: '发票号码应为20位数字',
              data: { errors: { number: ['发票号码应为20位数字'] } },
            },
          };
        queue = queue.filter((row) => row.id !== 41);
        return ok(null, `已登记发票 ${number}`);
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/invoices" />);
    expect(await screen.findByRole('link', { name: '发票管理' })).toBeInTheDocument();
    const red = (
      await screen.findByRole('rowheader', { name: /42 红字发票（销货退回，原发票 26117000000000000018）/ })
    ).closest('tr') as HTMLElement;
    expect(within(red).getByText('-¥48.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '登记号码 发票 41' }));
    const form = await screen.findByRole('dialog', { name: /登记蓝字发票号码/ });
    expect(form).toHaveTextContent('仁心大药房，电子增值税专用发票，金额 ¥152.00');
    expect(within(form).getByLabelText(/开票日期/)).toHaveValue(beijingToday());
    await user.type(within(form).getByLabelText(/发票号码/), '1234');
    await user.click(within(form).getByRole('button', { name: '登记' }));
    expect(await within(form).findByText('发票号码应为20位数字')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/发票号码/));
    await user.type(within(form).getByLabelText(/发票号码/), '26117000000000000099');
    await user.click(within(form).getByRole('button', { name: '登记' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已登记发票 26117000000000000099');
    await waitFor(() => expect(screen.queryByRole('button', { name: '登记号码 发票 41' })).toBeNull());
    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted.at(-1)?.body).toEqual({ number: '26117000000000000099', issued_on: beijingToday() });
    expect(posted.at(-1)?.headers['X-CSRF-Token']).toBe('finance-token');
  });

  it('is not in the menu of an operator without 财务, and says so', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: cangchu, csrf_token: 't' });
      return undefined;
    });
    render(<App initialPath="/invoices" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '发票管理' })).toBeNull();
  });
});
