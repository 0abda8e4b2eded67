import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleCouponRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { cangchu, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const template: ConsoleCouponRow = {
  id: 7,
  code: 'centre-800-40',
  title: '全场满800减40',
  kind: 'amount',
  amount: '40.00',
  rate: null,
  threshold: '800.00',
  scope_text: '全场通用',
  audience: 'all',
  status: 'active',
  with_full_amount: 1,
  total_quantity: 500,
  claimed_count: 114,
  used_count: 20,
  per_buyer_limit: 1,
  claim_starts_at: '2026-11-26T00:00:00.000Z',
  claim_ends_at: '2026-12-26T00:00:00.000Z',
  starts_at: null,
  ends_at: null,
  validity_days: 30,
};

describe('优惠券 (运营)', () => {
  it('lists templates, creates one, pauses one and ends one only after the confirmation step', async () => {
    let rows = [template];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: yunying, csrf_token: 'ops-token' });
      if (url === '/api/console/coupons' && method === 'GET') return ok({ list: rows });
      if (url === '/api/console/coupons' && method === 'POST') {
        const made = {
          ...template,
          id: 8,
          title: (body as { title: string }).title,
          claimed_count: 0,
          used_count: 0,
        };
        rows = [made, ...rows];
        return ok(made, '已创建');
      }
      if (url === '/api/console/coupons/7/schedule' && method === 'POST') {
        const { claim_starts_at, claim_ends_at } = body as { claim_starts_at: string; claim_ends_at: string };
        rows = rows.map((row) => (row.id === 7 ? { ...row, claim_starts_at, claim_ends_at } : row));
        return ok(
          rows.find((row) => row.id === 7),
          '已保存',
        );
      }
      const status = /^\/api\/console\/coupons\/7\/status$/.test(url) && method === 'POST';
      if (status) {
        rows = rows.map((row) =>
          row.id === 7 ? { ...row, status: (body as { status: 'paused' }).status } : row,
        );
        return ok(
          rows.find((row) => row.id === 7),
          '已保存',
        );
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/coupons" />);
    const line = (await screen.findByRole('rowheader', { name: '全场满800减40' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(line).getByText('114/500/20')).toBeInTheDocument();
    expect(within(line).getByText('领取后30天')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: '新建优惠券' });
    await user.type(within(form).getByLabelText(/名称/), '感冒用药满300减15');
    await user.type(within(form).getByLabelText(/面额/), '15');
    await user.click(within(form).getByRole('button', { name: '创建' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已创建「感冒用药满300减15」');
    const created = sent.find((r) => r.method === 'POST' && r.url === '/api/console/coupons');
    expect(created?.body).toMatchObject({
      title: '感冒用药满300减15',
      kind: 'amount',
      amount: '15',
      validity_days: '30',
    });
    expect(created?.headers['X-CSRF-Token']).toBe('ops-token');

    await user.click(screen.getByRole('button', { name: '排期 全场满800减40' }));
    const panel = await screen.findByRole('dialog', { name: '排期：全场满800减40' });
    const end = within(panel).getByLabelText(/领取结束/);
    await user.clear(end);
    await user.type(end, '2027-01-31T18:00');
    await user.click(within(panel).getByRole('button', { name: '保存排期' }));
    expect(await screen.findByRole('status')).toHaveTextContent('「全场满800减40」领取时间已更新');
    const scheduled = sent.find((r) => r.url.endsWith('/schedule'));
    expect(scheduled?.body).toEqual({
      claim_starts_at: template.claim_starts_at,
      claim_ends_at: new Date('2027-01-31T18:00').toISOString(),
    });

    await user.click(screen.getByRole('button', { name: '暂停 全场满800减40' }));
    expect(await screen.findByRole('button', { name: '恢复 全场满800减40' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '结束 全场满800减40' }));
    const dialog = await screen.findByRole('alertdialog', { name: '结束这张优惠券？' });
    await user.click(within(dialog).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '恢复 全场满800减40' })).toBeNull());
    const statuses = sent.filter((r) => r.url.endsWith('/status')).map((r) => r.body);
    expect(statuses).toEqual([{ status: 'paused' }, { status: 'ended' }]);
  });

  it('is not in the menu of an operator without the promotions permission', async () => {
    stubFetch(({ url }) =>
      url === '/api/console/session' ? ok({ operator: cangchu, csrf_token: 't' }) : undefined,
    );
    render(<App initialPath="/coupons" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '优惠券' })).toBeNull();
  });
});
