import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleDrawActivities, ConsoleDrawPending } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const gift: ConsoleDrawPending = {
  id: 31,
  prize: '电子血压计',
  buyer: '王药师',
  phone: '13800138000',
  company: '仁心大药房',
  address: '王药师 13800138000 北京市北京市朝阳区建国路1号',
  won_at: '2026-11-20T02:00:00Z',
};
const activities: ConsoleDrawActivities = { list: [] };

/** The draw page's reads as the server answers them; `pending` decides the gifts list each time. */
function serve(
  pending: () => { status?: number; body: unknown },
  ship?: () => { status?: number; body: unknown },
) {
  return stubFetch(({ method, url }) => {
    if (url === '/api/console/session') return ok({ operator: yunying, csrf_token: 'ops-token' });
    if (url === '/api/console/draw') return ok(activities);
    if (url.startsWith('/api/console/draw/records?'))
      return ok({ list: [], total: 0, page: 1, per_page: 20 });
    if (url === '/api/console/draw/pending') return pending();
    if (url === '/api/console/draw/records/31/ship' && method === 'POST') return ship?.();
    return undefined;
  });
}

describe('待寄出奖品 (抽奖管理)', () => {
  it('lists a gift with its buyer and address, and ships it with carrier and tracking number', async () => {
    let shipped = false;
    const sent = serve(
      () => ok({ list: shipped ? [] : [gift] }),
      () => {
        shipped = true;
        return ok(null);
      },
    );
    const user = userEvent.setup();
    render(<App initialPath="/draw" />);
    const row = (await screen.findByRole('rowheader', { name: '#31' })).closest('tr');
    if (!row) throw new Error('no row for the gift');
    for (const text of ['电子血压计', '王药师（13800138000）', '仁心大药房', gift.address ?? ''])
      expect(within(row).getByText(text)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '寄出' }));
    const form = screen.getByRole('form', { name: '寄出抽奖记录 #31' });
    await user.type(within(form).getByLabelText(/承运商/), '顺丰速运');
    await user.type(within(form).getByLabelText(/运单号/), 'SF1234567890');
    await user.click(within(form).getByRole('button', { name: '确认寄出' }));
    await announced('已寄出抽奖记录 #31 的奖品，已通知买家');
    expect(sent.filter((r) => r.method === 'POST')).toMatchObject([
      {
        url: '/api/console/draw/records/31/ship',
        body: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
      },
    ]);
    expect(await screen.findByText('暂无待寄出的奖品')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a gift already sent', async () => {
    serve(
      () => ok({ list: [gift] }),
      () => ({ status: 409, body: { status: 409, message: '抽奖记录 #31 的奖品已寄出', data: null } }),
    );
    const user = userEvent.setup();
    render(<App initialPath="/draw" />);
    await user.click(await screen.findByRole('button', { name: '寄出' }));
    const form = screen.getByRole('form', { name: '寄出抽奖记录 #31' });
    await user.type(within(form).getByLabelText(/承运商/), '顺丰速运');
    await user.type(within(form).getByLabelText(/运单号/), 'SF1');
    await user.click(within(form).getByRole('button', { name: '确认寄出' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('抽奖记录 #31 的奖品已寄出');
  });

  it('says so when nothing waits, and when the list fails to load', async () => {
    serve(() => ok({ list: [] }));
    const { unmount } = render(<App initialPath="/draw" />);
    expect(await screen.findByText('暂无待寄出的奖品')).toBeInTheDocument();
    unmount();
    serve(() => ({ status: 500, body: { status: 500, message: '服务器错误', data: null } }));
    render(<App initialPath="/draw" />);
    expect(await screen.findByText('待寄出的奖品加载失败')).toBeInTheDocument();
  });
});
