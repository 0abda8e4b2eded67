import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleCashbackRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const campaign: ConsoleCashbackRow = {
  id: 3,
  title: '全场满返',
  rule_text: '实付满1000返30',
  audience: 'all',
  scope: 'all',
  scope_ids: [],
  exclude_goods_ids: [],
  tiers: [
    { threshold: '1000.00', voucher: '30.00' },
    { threshold: '3000.00', voucher: '120.00' },
  ],
  validity_days: 30,
  starts_at: 1_795_000_000,
  ends_at: 1_797_600_000,
  status: 'active',
  status_text: '进行中',
  orders: 12,
  issued: '360.00',
};

describe('满返活动 (运营)', () => {
  it('lists campaigns with their tiers, creates one with typed tiers, and ends one only after confirming', async () => {
    let rows = [campaign];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: yunying, csrf_token: 'ops-token' });
      if (url === '/api/console/cashback' && method === 'GET') return ok({ list: rows });
      if (url === '/api/console/cashback' && method === 'POST') {
        const made = {
          ...campaign,
          id: 4,
          title: (body as { title: string }).title,
          orders: 0,
          issued: '0.00',
        };
        rows = [made, ...rows];
        return ok(made, '已创建');
      }
      if (url === '/api/console/cashback/3/status' && method === 'POST') {
        rows = rows.map((row) =>
          row.id === 3 ? { ...row, status: 'ended' as const, status_text: '已结束' } : row,
        );
        return ok(
          rows.find((row) => row.id === 3),
          '已保存',
        );
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/cashback" />);
    const line = (await screen.findByRole('rowheader', { name: '全场满返' })).closest('tr') as HTMLElement;
    expect(line).toHaveTextContent(/满¥1,?000\.00返¥30\.00，满¥3,?000\.00返¥120\.00/);

    const form = screen.getByRole('form', { name: '新建满返活动' });
    await user.type(within(form).getByLabelText(/名称/), '感冒用药满返');
    await user.type(within(form).getByLabelText(/返现档位/), '500:20');
    await user.click(within(form).getByRole('button', { name: '创建' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已创建「感冒用药满返」');
    const created = sent.find((call) => call.url === '/api/console/cashback' && call.method === 'POST');
    expect(created?.body).toMatchObject({
      title: '感冒用药满返',
      tiers: [{ threshold: '500', voucher: '20' }],
    });

    await user.click(within(line).getByRole('button', { name: '结束 全场满返' }));
    expect(sent.some((call) => call.url.endsWith('/status'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: '结束' }));
    expect(await screen.findByText('「全场满返」已结束')).toBeInTheDocument();
  });

  it('gives a campaign a new window from the screen; the server refusal shows in the panel', async () => {
    let row = campaign;
    let posts = 0;
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: yunying, csrf_token: 'ops-token' });
      if (url === '/api/console/cashback' && method === 'GET') return ok({ list: [row] });
      if (url === '/api/console/cashback/3/schedule' && method === 'POST') {
        posts += 1;
        if (posts === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '结束时间须晚于开始时间',
              data: { errors: { ends_at: ['结束时间须晚于开始时间'] } },
            },
          };
        const window = body as { starts_at: string; ends_at: string };
        row = {
          ...row,
          starts_at: Date.parse(window.starts_at) / 1000,
          ends_at: Date.parse(window.ends_at) / 1000,
        };
        return ok(row, '已保存');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/cashback" />);
    await user.click(await screen.findByRole('button', { name: '排期 全场满返' }));
    const panel = await screen.findByRole('dialog', { name: '排期：全场满返' });
    const end = within(panel).getByLabelText(/结束时间/);
    await user.clear(end);
    await user.type(end, '2026-01-01T00:00');
    await user.click(within(panel).getByRole('button', { name: '保存排期' }));
    expect(await within(panel).findByText('结束时间须晚于开始时间')).toBeInTheDocument();

    await user.clear(end);
    await user.type(end, '2027-01-31T18:00');
    await user.click(within(panel).getByRole('button', { name: '保存排期' }));
    expect(await screen.findByRole('status')).toHaveTextContent('「全场满返」活动时间已更新');
    expect(screen.queryByRole('dialog', { name: '排期：全场满返' })).not.toBeInTheDocument();
    const saved = sent.filter((call) => call.url.endsWith('/schedule')).at(-1)?.body as {
      starts_at: string;
      ends_at: string;
    };
    // The form edits to the minute (datetime-local): the start stays the campaign's, seconds dropped.
    expect(saved.starts_at).toBe(new Date(Math.floor(campaign.starts_at / 60) * 60_000).toISOString());
    expect(saved.ends_at).toBe(new Date('2027-01-31T18:00').toISOString());
  });
});
