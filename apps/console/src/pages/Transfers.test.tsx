import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleTransferRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { caiwu, cangchu } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const orderTransfer: ConsoleTransferRow = {
  kind: 'order',
  reference: 'YCZ7K3M9Q2P',
  company: { id: 1, name: '仁心大药房' },
  amount: '1234.50',
  submitted_at: '2026-11-26T02:00:00.000Z',
  order: { id: 9, order_sn: 'YC202611260001' },
  bill_period: null,
  status: 'pending',
  confirmed_at: null,
};
const billTransfer: ConsoleTransferRow = {
  kind: 'bill',
  reference: 'YCH4T8W2X6Z',
  company: { id: 2, name: '百草堂药房' },
  amount: '40.00',
  submitted_at: '2026-11-26T03:30:00.000Z',
  order: null,
  bill_period: '2026-11',
  status: 'pending',
  confirmed_at: null,
};

describe('对公转账', () => {
  it('lists the transfers to confirm and confirms one only after the confirmation step', async () => {
    let pending = [orderTransfer, billTransfer];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 'finance-token' });
      if (url === '/api/console/transfers?status=pending') return ok({ list: pending });
      if (url === '/api/console/transfers/confirm' && method === 'POST') {
        const { reference } = body as { reference: string };
        if (reference === billTransfer.reference)
          return { status: 409, body: { status: 409, message: `转账 ${reference} 已确认过`, data: null } };
        pending = pending.filter((row) => row.reference !== reference);
        return ok(null, `已确认转账 ${reference}：订单 #9 已付款 ¥1234.50，状态 待发货`);
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/transfers" />);
    expect(await screen.findByRole('link', { name: '对公转账' })).toBeInTheDocument();
    const line = (await screen.findByRole('rowheader', { name: 'YCZ7K3M9Q2P' })).closest('tr') as HTMLElement;
    expect(within(line).getByText('仁心大药房')).toBeInTheDocument();
    expect(within(line).getByText('订单 YC202611260001')).toBeInTheDocument();
    expect(within(line).getByText('¥1234.50')).toBeInTheDocument();
    expect(within(line).getByText('2026-11-26 10:00')).toBeInTheDocument();
    const bill = screen.getByRole('rowheader', { name: 'YCH4T8W2X6Z' }).closest('tr') as HTMLElement;
    expect(within(bill).getByText('2026-11 账期账单还款')).toBeInTheDocument();

    // Cancelling the confirmation step sends nothing.
    await user.click(within(line).getByRole('button', { name: '确认到账 YCZ7K3M9Q2P' }));
    let dialog = await screen.findByRole('alertdialog', { name: '确认转账已到账？' });
    expect(dialog).toHaveTextContent('仁心大药房，订单 YC202611260001，金额 ¥1234.50，识别码 YCZ7K3M9Q2P');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(line).getByRole('button', { name: '确认到账 YCZ7K3M9Q2P' }));
    dialog = await screen.findByRole('alertdialog', { name: '确认转账已到账？' });
    await user.click(within(dialog).getByRole('button', { name: '确认到账' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已确认转账 YCZ7K3M9Q2P');
    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({ reference: 'YCZ7K3M9Q2P' });
    expect(posted[0]?.headers['X-CSRF-Token']).toBe('finance-token');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'YCZ7K3M9Q2P' })).toBeNull());

    // A refusal (confirmed meanwhile by someone else) is said, not swallowed.
    await user.click(screen.getByRole('button', { name: '确认到账 YCH4T8W2X6Z' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '确认到账' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('转账 YCH4T8W2X6Z 已确认过');
  });

  it("links the dashboard's count of transfers to confirm to the queue", async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 't' });
      if (url === '/api/console/dashboard')
        return ok({ queues: [{ queue: 'transfers_to_confirm', count: 2 }] });
      return undefined;
    });
    render(<App initialPath="/" />);
    expect(await screen.findByRole('link', { name: '待确认转账' })).toHaveAttribute('href', '/transfers');
  });

  it('says when the queue is empty or fails to load', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 't' });
      if (url === '/api/console/transfers?status=pending') return ok({ list: [] });
      if (url === '/api/console/transfers?status=confirmed')
        return { status: 500, body: { status: 500, message: '服务器开小差了', data: null } };
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/transfers" />);
    expect(await screen.findByText('暂无待确认的转账')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('转账状态'), 'confirmed');
    expect(await screen.findByText('转账列表加载失败')).toBeInTheDocument();
  });

  it('shows no 对公转账 menu to an operator without 财务, and refuses the page', async () => {
    const sent = stubFetch(({ url }) =>
      url === '/api/console/session' ? ok({ operator: cangchu, csrf_token: 't' }) : undefined,
    );
    render(<App initialPath="/transfers" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '对公转账' })).toBeNull();
    expect(sent.some((r) => r.url.startsWith('/api/console/transfers'))).toBe(false);
  });
});
