import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleStoreWideRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { cangchu, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const session = (operator: typeof yunying) => ok({ operator, csrf_token: 'ops-token' });

const offer: ConsoleStoreWideRow = {
  id: 1,
  title: '全场94折',
  rate_percent: 94,
  label: '94折',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-12-31T16:00:00.000Z',
  status: 'ongoing',
  banner: '',
  rules: '全场药品94折，控销品种除外',
  enterprise_types: ['pharmacy', 'clinic'],
  regions: ['河北省'],
  exclude: { controlled: true, promotions: true, discounted: false, goods_ids: [12], category_ids: [] },
};

describe('全场折扣 (运营)', () => {
  it('lists offers with rate, audience and state; creates one with its audience and exclusions', async () => {
    let rows = [offer];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/welfare' && method === 'GET') return ok({ list: rows });
      if (url === '/api/console/welfare' && method === 'POST') {
        const made = { ...offer, ...(body as object), id: 2, label: '9折', status: 'upcoming' as const };
        rows = [...rows, made];
        return ok(made, '已创建');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/welfare" />);
    const line = (await screen.findByRole('rowheader', { name: '全场94折' })).closest('tr') as HTMLElement;
    expect(line).toHaveTextContent('94折');
    expect(line).toHaveTextContent('单体药店、诊所；河北省');
    expect(line).toHaveTextContent('控销、促销中、商品1个');
    expect(line).toHaveTextContent('进行中');
    expect(within(line).queryByRole('button', { name: '恢复 全场94折' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新建全场折扣' }));
    const form = await screen.findByRole('form', { name: '新建全场折扣' });
    await user.type(within(form).getByLabelText(/名称/), '诊所9折周');
    await user.clear(within(form).getByLabelText(/折扣（%）/));
    await user.type(within(form).getByLabelText(/折扣（%）/), '90');
    await user.type(within(form).getByLabelText(/开始时间/), '2026-12-01T00:00');
    await user.type(within(form).getByLabelText(/结束时间/), '2026-12-08T00:00');
    await user.click(within(form).getByLabelText('诊所'));
    await user.type(within(form).getByLabelText(/地区/), '河北省，北京市');
    await user.click(within(form).getByLabelText(/排除已有折扣价/));
    await user.type(within(form).getByLabelText(/排除商品编号/), '12, 15');
    await user.type(within(form).getByLabelText(/排除分类编号/), '3');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已创建「诊所9折周」');

    const created = sent.find((call) => call.url === '/api/console/welfare' && call.method === 'POST');
    expect(created?.body).toMatchObject({
      title: '诊所9折周',
      rate_percent: 90,
      enterprise_types: ['clinic'],
      regions: ['河北省', '北京市'],
      exclude: {
        controlled: true,
        promotions: true,
        discounted: true,
        goods_ids: [12, 15],
        category_ids: [3],
      },
    });
    const window = created?.body as { starts_at: string; ends_at: string };
    expect(Date.parse(window.ends_at)).toBeGreaterThan(Date.parse(window.starts_at));
    expect(created?.headers['X-CSRF-Token']).toBe('ops-token');
    expect(await screen.findByRole('rowheader', { name: '诊所9折周' })).toBeInTheDocument();
  });

  it('edits an offer with a PUT, shows the refusal under its field, pauses it, and ends it only after confirming', async () => {
    let row = offer;
    let puts = 0;
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/welfare' && method === 'GET') return ok({ list: [row] });
      if (url === '/api/console/welfare/1' && method === 'PUT') {
        puts += 1;
        if (puts === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '参数错误',
              data: { errors: { rate_percent: ['折扣须在1到99之间'] } },
            },
          };
        row = { ...row, ...(body as object) };
        return ok(row, '已保存');
      }
      if (url === '/api/console/welfare/1/status') {
        const action = (body as { action: string }).action;
        row = { ...row, status: action === 'pause' ? 'paused' : 'ended' };
        return ok(row, '已保存');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/welfare" />);
    await user.click(await screen.findByRole('button', { name: '编辑 全场94折' }));
    const form = await screen.findByRole('form', { name: '编辑全场折扣：全场94折' });
    expect(within(form).getByLabelText(/排除商品编号/)).toHaveValue('12');
    expect(within(form).getByLabelText('单体药店')).toBeChecked();
    await user.clear(within(form).getByLabelText(/折扣（%）/));
    await user.type(within(form).getByLabelText(/折扣（%）/), '100');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('折扣须在1到99之间')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/折扣（%）/));
    await user.type(within(form).getByLabelText(/折扣（%）/), '95');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('「全场94折」已保存');
    expect(sent.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      rate_percent: 95,
      enterprise_types: ['pharmacy', 'clinic'],
      exclude: { goods_ids: [12] },
    });

    await user.click(screen.getByRole('button', { name: '暂停 全场94折' }));
    expect(await screen.findByText('「全场94折」已暂停')).toBeInTheDocument();
    expect(sent.find((call) => call.url.endsWith('/status'))?.body).toEqual({ action: 'pause' });
    expect(await screen.findByRole('button', { name: '恢复 全场94折' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '结束 全场94折' }));
    expect(sent.filter((call) => call.url.endsWith('/status'))).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: '结束' }));
    expect(await screen.findByText('「全场94折」已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 全场94折' })).not.toBeInTheDocument();
  });

  it('shows the error state with 重试, the empty state, and tells an operator without the role', async () => {
    let fail = true;
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/welfare') {
        if (fail) return { status: 500, body: { status: 500, message: '服务器错误', data: null } };
        return ok({ list: [] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { unmount } = render(<App initialPath="/welfare" />);
    expect(await screen.findByText('全场折扣加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无全场折扣')).toBeInTheDocument();
    unmount();

    stubFetch(({ url }) => (url === '/api/console/session' ? session(cangchu) : undefined));
    render(<App initialPath="/welfare" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '全场折扣' })).not.toBeInTheDocument();
  });
});
