import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleCreditRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, caiwu, shenhe } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const row: ConsoleCreditRow = {
  company_id: 1,
  name: '仁心大药房',
  limit: '50000.00',
  used: '1200.00',
  billing_day: 25,
  due_days: 15,
};

describe('账期管理', () => {
  it('lists the terms and saves a change, showing a refusal under its field', async () => {
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: caiwu, csrf_token: 'finance-token' });
      if (url.startsWith('/api/console/credit?')) return ok({ list: [row], total: 1, page: 1, per_page: 20 });
      if (url === '/api/console/companies/1/credit' && method === 'PUT') {
        const terms = body as { billing_day: number };
        if (terms.billing_day > 28)
          return {
            status: 422,
            body: {
              status: 422,
              message: '账单日最大为28',
              data: { errors: { billing_day: ['账单日最大为28'] } },
            },
          };
        return ok(
          { limit: '80000.00', used: '1200.00', billing_day: 10, due_days: 20 },
          '已设置企业 #1 仁心大药房 的账期：额度 ¥80000.00，每月10日出账，20天内还款',
        );
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/credit" />);
    expect(await screen.findByRole('link', { name: '账期管理' })).toBeInTheDocument();
    const line = (await screen.findByRole('rowheader', { name: '仁心大药房' })).closest('tr') as HTMLElement;
    expect(within(line).getByText('每月25日出账，15天内还款')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: '修改仁心大药房的账期' }));
    const limit = screen.getByLabelText(/账期额度/);
    await user.clear(limit);
    await user.type(limit, '80000');
    const day = screen.getByLabelText(/账单日/);
    await user.clear(day);
    await user.type(day, '30');
    await user.click(screen.getByRole('button', { name: '保存账期' }));
    expect(await screen.findByText('账单日最大为28')).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '10');
    const due = screen.getByLabelText(/还款期限/);
    await user.clear(due);
    await user.type(due, '20');
    await user.click(screen.getByRole('button', { name: '保存账期' }));
    await announced('每月10日出账，20天内还款');
    expect(sent.filter((r) => r.url === '/api/console/companies/1/credit').map((r) => r.body)).toEqual([
      { limit: '80000', billing_day: 30, due_days: 15 },
      { limit: '80000', billing_day: 10, due_days: 20 },
    ]);
    expect(sent.find((r) => r.url === '/api/console/companies/1/credit')?.headers['X-CSRF-Token']).toBe(
      'finance-token',
    );
  });

  it('shows no 账期管理 menu to 审核, and refuses the page', async () => {
    stubFetch(({ url }) =>
      url === '/api/console/session' ? ok({ operator: shenhe, csrf_token: 't' }) : undefined,
    );
    render(<App initialPath="/credit" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '账期管理' })).toBeNull();
  });
});
