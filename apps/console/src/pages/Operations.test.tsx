import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleDrawActivities, ConsoleKxzqApplication } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, cangchu, kefu, shenhe, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const session = (operator: typeof yunying) => ok({ operator, csrf_token: 'ops-token' });

const application: ConsoleKxzqApplication = {
  id: 12,
  company: '仁心大药房',
  region: '北京市',
  programme: '处方药控销计划',
  url: 'rx',
  status: 'pending',
  note: '',
  created_at: '2026-11-20T02:00:00.000Z',
  decided_at: null,
};

describe('控销申请 (审核)', () => {
  it('rejects with the reason the buyer reads; the server’s refusal of the reason shows under the field', async () => {
    let decisions = 0;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(shenhe);
      if (url.startsWith('/api/console/kxzq/applications?')) return ok({ list: [application] });
      if (url === '/api/console/kxzq/applications/12/decision' && method === 'POST') {
        decisions += 1;
        if (decisions === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '驳回需要填写原因',
              data: { errors: { note: ['驳回需要填写原因'] } },
            },
          };
        return ok({ ...application, status: 'rejected', note: '经营范围不含处方药' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/kxzq" />);
    await user.click(await screen.findByRole('button', { name: '驳回 仁心大药房 处方药控销计划' }));
    const dialog = screen.getByRole('dialog', { name: /驳回：仁心大药房/ });
    await user.type(within(dialog).getByLabelText(/驳回原因/), '经营范围不含处方药');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText('驳回需要填写原因')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await announced('仁心大药房 · 处方药控销计划：已驳回');
    expect(sent.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      decision: 'rejected',
      note: '经营范围不含处方药',
    });
  });

  it('says so when no application waits', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(shenhe);
      if (url.startsWith('/api/console/kxzq/applications?')) return ok({ list: [] });
      return undefined;
    });
    render(<App initialPath="/kxzq" />);
    expect(await screen.findByText('没有待审核的申请')).toBeInTheDocument();
  });
});

const activities: ConsoleDrawActivities = {
  list: [
    {
      id: 1,
      name: '药采迎新春 天天抽好礼',
      starts_at: '2026-10-01T00:00:00.000Z',
      ends_at: '2027-03-01T00:00:00.000Z',
      running: true,
      prizes: [
        { id: 4, name: '电子血压计', kind: 'gift', remarks: '', weight: 1, odds: '1.01', stock: 3, won: 0 },
      ],
    },
  ],
};

describe('抽奖管理 (运营)', () => {
  it('shows each prize’s odds and saves its weight and stock', async () => {
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/draw') return ok(activities);
      if (url.startsWith('/api/console/draw/records'))
        return ok({ list: [], total: 0, page: 1, per_page: 20 });
      if (url === '/api/console/draw/prizes/4' && method === 'PUT') return ok(null);
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/draw" />);
    expect(await screen.findByRole('cell', { name: '1.01%' })).toBeInTheDocument();
    expect(screen.getByText('暂无抽奖记录')).toBeInTheDocument();
    const prize = screen.getByRole('form', { name: '奖品 电子血压计' });
    await user.clear(within(prize).getByLabelText(/库存/));
    await user.type(within(prize).getByLabelText(/库存/), '10');
    await user.click(within(prize).getByRole('button', { name: '保存' }));
    await vi.waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ weight: 1, stock: 10 }),
    );
  });

  it('is not 仓储’s screen', async () => {
    stubFetch(({ url }) => (url === '/api/console/session' ? session(cangchu) : undefined));
    render(<App initialPath="/draw" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
  });
});

describe('站内消息 (客服)', () => {
  it('sends a message to one company and tells how many logins got it', async () => {
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(kefu);
      if (url.startsWith('/api/console/messages?')) return ok({ list: [], total: 0, page: 1, per_page: 20 });
      if (url === '/api/console/messages' && method === 'POST') return ok({ key: 'sent:1', recipients: 2 });
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/messages" />);
    expect(await screen.findByText('暂无已发送的消息')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '发送消息' });
    await user.type(within(form).getByLabelText(/企业 ID/), '5');
    await user.type(within(form).getByLabelText(/标题/), '春节期间发货安排');
    await user.type(within(form).getByLabelText(/正文/), '2月8日起暂停发货');
    await user.click(within(form).getByRole('button', { name: '发送' }));
    await announced('已发送给 2 个账号');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      to: 'company',
      company_id: 5,
      title: '春节期间发货安排',
      body: '2月8日起暂停发货',
      link: '',
    });
  });
});
