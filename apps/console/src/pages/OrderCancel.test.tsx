import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleOrderDetail } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, caiwu, cangchu, kefu, yunying } from '../test/operators';
import { detail, row } from '../test/orders';

afterEach(() => vi.unstubAllGlobals());

/** The order paid by 支付宝, with the provider's numbers and the ledger. */
const paidOnline = (): ConsoleOrderDetail => ({
  ...detail(),
  payments: [
    {
      id: 1,
      method: 'alipay',
      status: 'paid',
      amount: '133.00',
      reference: '',
      created_at: row.created_at,
      paid_at: row.created_at,
    },
  ],
  online_payments: [
    {
      payment_id: 1,
      method: 'alipay',
      out_trade_no: 'YCP7X1',
      provider_trade_no: '2026112622001400000001',
      amount: '133.00',
      balance_part: '0.00',
      refunds: [],
    },
  ],
  history: [{ status: 'paid', at: row.created_at, note: '支付宝 ¥133.00' }],
});

describe('订单管理: the order page and 取消订单并退款', () => {
  it('lets 财务 cancel with a reason: a refusal under the field, then where the money went', async () => {
    let state = paidOnline();
    let attempts = 0;
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 'money-token' });
      if (url === '/api/console/orders/7' && method === 'GET') return ok(state);
      if (url === '/api/console/orders/7/cancel') {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '请填写取消原因',
              data: { errors: { reason: ['请填写取消原因'] } },
            },
          };
        state = {
          ...state,
          status: 'cancelled',
          status_text: '已取消',
          can_ship: 0,
          can_cancel_refund: 0,
          cancel_reason: '批次召回',
          online_payments: [
            {
              ...(state.online_payments[0] as ConsoleOrderDetail['online_payments'][number]),
              refunds: [
                {
                  out_refund_no: 'YCR1',
                  amount: '133.00',
                  status: 'pending',
                  reason: '订单取消退款',
                  created_at: row.created_at + 60,
                  settled_at: null,
                },
              ],
            },
          ],
        };
        return ok(null, '订单 YC…（待发货）已取消，退款 ¥133.00：¥133.00 原路退回支付账户');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/orders/7" />);
    const payments = await screen.findByRole('region', { name: '支付与退款' });
    expect(within(payments).getByText(/2026112622001400000001/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '订单记录' })).toHaveTextContent('支付宝 ¥133.00');
    // 财务 does not ship: no ship form, only the note that 仓储 ships it.
    expect(screen.queryByRole('button', { name: '确认发货' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '取消订单并退款' }));
    const dialog = screen.getByRole('dialog', { name: '取消订单并退款' });
    await user.type(within(dialog).getByLabelText(/取消原因/), ' ');
    await user.click(within(dialog).getByRole('button', { name: '确认取消' }));
    expect(await within(dialog).findByText('请填写取消原因')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/取消原因/));
    await user.type(within(dialog).getByLabelText(/取消原因/), '批次召回');
    await user.click(within(dialog).getByRole('button', { name: '确认取消' }));
    await announced('原路退回支付账户');
    const cancels = sent.filter((r) => r.url === '/api/console/orders/7/cancel');
    expect(cancels.at(-1)?.body).toEqual({ reason: '批次召回' });
    expect(cancels.at(-1)?.headers['X-CSRF-Token']).toBe('money-token');
    expect(await screen.findByRole('list', { name: '渠道退款' })).toHaveTextContent('待发送');
    expect(screen.queryByRole('button', { name: '取消订单并退款' })).toBeNull();
    expect(screen.getByText('批次召回')).toBeInTheDocument();
  });

  it('shows 仓储 the ship form and no cancellation; 客服 reads the page only', async () => {
    for (const operator of [cangchu, kefu]) {
      stubFetch(({ url }) => {
        if (url === '/api/console/session') return ok({ operator, csrf_token: 't' });
        if (url === '/api/console/orders/7') return ok(detail());
        return undefined;
      });
      const { unmount } = render(<App initialPath="/orders/7" />);
      await screen.findByRole('region', { name: '支付与退款' });
      expect(screen.queryByRole('button', { name: '取消订单并退款' })).toBeNull();
      expect(screen.queryByRole('button', { name: '确认发货' }) !== null).toBe(operator === cangchu);
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('keeps the company and goods filters in the address; 运营 has no 订单管理', async () => {
    const sent = stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: kefu, csrf_token: 't' });
      if (url.startsWith('/api/console/orders?')) return ok({ list: [row], total: 1, page: 1, per_page: 20 });
      return undefined;
    });
    const user = userEvent.setup();
    const { unmount } = render(<App initialPath="/orders?status=" />);
    expect(await screen.findByRole('link', { name: '订单管理' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('采购单位名称'), '仁心');
    await user.type(screen.getByLabelText('商品名称或批准文号'), '阿莫西林{Enter}');
    await waitFor(() => {
      const url = sent.at(-1)?.url ?? '';
      expect(url).toContain(`company=${encodeURIComponent('仁心')}`);
      expect(url).toContain(`goods=${encodeURIComponent('阿莫西林')}`);
    });
    unmount();
    vi.unstubAllGlobals();
    stubFetch(({ url }) =>
      url === '/api/console/session' ? ok({ operator: yunying, csrf_token: 't' }) : undefined,
    );
    render(<App initialPath="/orders" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
  });
});
