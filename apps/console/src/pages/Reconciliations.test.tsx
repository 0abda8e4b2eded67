import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementCheckWire } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { caiwu } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const check: StatementCheckWire = {
  method: 'alipay',
  bill_date: '2026-11-26',
  statement_rows: 3,
  our_rows: 3,
  differences: [
    {
      kind: 'missing_provider',
      method: 'alipay',
      reference: 'YCPA1',
      provider_amount: null,
      our_amount: '11.00',
    },
    { kind: 'missing_ours', method: 'alipay', reference: 'YCPX9', provider_amount: '9.99', our_amount: null },
    { kind: 'amount', method: 'alipay', reference: 'YCPB2', provider_amount: '22.01', our_amount: '22.00' },
  ],
  checked_at: '2026-11-27T01:00:00.000Z',
  checked_by: 'operator:caiwu',
};

describe('在线支付对账', () => {
  it('lists every difference of a day and runs a comparison for the chosen provider and day', async () => {
    let list: StatementCheckWire[] = [];
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 'finance-token' });
      if (url === '/api/console/reconciliations' && method === 'GET')
        return ok({ methods: ['alipay', 'wechat'], list });
      if (url === '/api/console/reconciliations' && method === 'POST') {
        list = [check];
        return ok(check);
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/reconciliations" />);
    expect(await screen.findByText('暂无对账记录')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '对账' });
    await user.clear(within(form).getByLabelText('对账日期'));
    await user.type(within(form).getByLabelText('对账日期'), '2026-11-26');
    await user.click(within(form).getByRole('button', { name: '对账' }));
    expect(await screen.findByRole('status')).toHaveTextContent('对账完成：3 处差异');
    const day = await screen.findByRole('region', { name: '支付宝 2026-11-26' });
    const row = (reference: string) =>
      within(day).getByRole('rowheader', { name: reference }).closest('tr') as HTMLElement;
    expect(within(row('YCPA1')).getByText('对账单无记录')).toBeInTheDocument();
    expect(within(row('YCPX9')).getByText('平台无记录')).toBeInTheDocument();
    expect(within(row('YCPB2')).getByText('金额不符')).toBeInTheDocument();
    expect(within(row('YCPB2')).getByText('¥22.01')).toBeInTheDocument();
    const posted = sent.find((call) => call.method === 'POST' && call.url === '/api/console/reconciliations');
    expect(posted?.body).toEqual({ method: 'alipay', bill_date: '2026-11-26' });
  });
});
