import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleItemRequest } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { kefu } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const request: ConsoleItemRequest = {
  id: 7,
  name: '奥司他韦颗粒',
  spec: '15mg*10袋',
  manufacturer: '宜昌东阳光',
  approval_no: '',
  number: 20,
  price: '36.50',
  remark: '流感季备货',
  status: 'pending',
  status_label: '待处理',
  goods_id: null,
  reason: '',
  source: 'form',
  created_at: 1795744286,
  answered_at: null,
  company: '仁心大药房',
  user: '13800138000',
};

describe('品种求购 (客服)', () => {
  it('lists pending requests and answers one as unavailable with the reason', async () => {
    let pending = [request];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: kefu, csrf_token: 'service-token' });
      if (url.startsWith('/api/console/item-requests?'))
        return ok({ list: pending, total: pending.length, page: 1, per_page: 20 });
      if (url === '/api/console/item-requests/7/answer' && method === 'POST') {
        pending = [];
        const { reason } = body as { reason: string };
        return ok({ ...request, status: 'unavailable', status_label: '无法供货', reason }, '已处理');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/item-requests" />);
    expect(await screen.findByRole('link', { name: '品种求购' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: /奥司他韦颗粒/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('仁心大药房（13800138000）')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '无法供货 奥司他韦颗粒' }));
    const dialog = await screen.findByRole('dialog', { name: '无法供货：奥司他韦颗粒' });
    await user.type(within(dialog).getByRole('textbox', { name: /无法供货的原因/ }), '厂家停产');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已处理：奥司他韦颗粒（无法供货）');
    const posted = sent.filter((entry) => entry.method === 'POST');
    expect(posted[0]?.body).toEqual({ status: 'unavailable', reason: '厂家停产' });
    expect(posted[0]?.headers['X-CSRF-Token']).toBe('service-token');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /奥司他韦颗粒/ })).toBeNull());
  });
});
