import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleActivityPageRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const session = ok({ operator: yunying, csrf_token: 'ops-token' });
const picture = '/api/picture/5f2c9a.png';

const spring: ConsoleActivityPageRow = {
  id: 4,
  url: 'yyh',
  title: '诊所采购季',
  banner: '/api/picture/yyh.png',
  rules: '活动期间诊所采购满500元包邮',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-12-31T16:00:00.000Z',
  status: 'upcoming',
  floors: [
    { title: '抗感染用药', goods_ids: [101, 102, 103] },
    { title: '诊室器械', goods_ids: [201] },
  ],
  sort: 0,
};

describe('活动页 (运营)', () => {
  it('lists pages with address, window, floors and state; creates one with a banner and two goods floors', async () => {
    let posts = 0;
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return session;
      if (url === '/api/console/activity-pages' && method === 'GET') return ok({ list: [spring] });
      if (url === '/api/console/pictures') return ok({ image: picture });
      if (url === '/api/console/activity-pages' && method === 'POST') {
        posts += 1;
        if (posts === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '参数错误',
              data: { errors: { 'floors.1.goods_ids.0': ['商品编号须为正整数'] } },
            },
          };
        return ok({ ...spring, ...(body as object), id: 5 }, '已创建');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/activity-pages" />);
    const line = (await screen.findByRole('rowheader', { name: '诊所采购季' })).closest('tr') as HTMLElement;
    expect(line).toHaveTextContent('/activity/yyh');
    expect(line).toHaveTextContent('抗感染用药（3）、诊室器械（1）');
    expect(line).toHaveTextContent('未开始');

    await user.click(screen.getByRole('button', { name: '新建活动页' }));
    const form = await screen.findByRole('form', { name: '新建活动页' });
    await user.type(within(form).getByLabelText(/活动名称/), '冬季感冒专场');
    await user.type(within(form).getByLabelText(/^地址/), 'winter-cold');
    await user.type(within(form).getByLabelText(/开始时间/), '2026-12-01T00:00');
    await user.type(within(form).getByLabelText(/结束时间/), '2026-12-20T00:00');
    await user.upload(
      within(form).getByLabelText(/横幅图片/),
      new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: '冬季感冒专场横幅预览' })).toHaveAttribute(
      'src',
      picture,
    );
    await user.type(within(form).getByLabelText(/活动规则/), '感冒用药满1000减50');
    await user.type(within(form).getByLabelText(/^楼层1标题/), '感冒用药');
    await user.type(within(form).getByLabelText(/楼层1商品编号/), '11，12 13');
    await user.click(within(form).getByRole('button', { name: '添加楼层' }));
    await user.type(within(form).getByLabelText(/^楼层2标题/), '退热止咳');
    await user.type(within(form).getByLabelText(/楼层2商品编号/), 'x');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('商品编号须为正整数')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/楼层2商品编号/));
    await user.type(within(form).getByLabelText(/楼层2商品编号/), '21');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已创建「冬季感冒专场」');
    const saved = sent.filter((call) => call.url === '/api/console/activity-pages' && call.method === 'POST');
    expect(saved.at(-1)?.body).toMatchObject({
      url: 'winter-cold',
      title: '冬季感冒专场',
      banner: picture,
      rules: '感冒用药满1000减50',
      sort: 0,
      floors: [
        { title: '感冒用药', goods_ids: [11, 12, 13] },
        { title: '退热止咳', goods_ids: [21] },
      ],
    });
  });

  it('edits a page with a PUT keeping its floors, pauses it, resumes it, and ends it only after confirming', async () => {
    let row = spring;
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return session;
      if (url === '/api/console/activity-pages' && method === 'GET') return ok({ list: [row] });
      if (url === '/api/console/activity-pages/4' && method === 'PUT') {
        row = { ...row, ...(body as object) };
        return ok(row, '已保存');
      }
      if (url === '/api/console/activity-pages/4/status') {
        const action = (body as { action: string }).action;
        row = { ...row, status: action === 'pause' ? 'paused' : action === 'resume' ? 'upcoming' : 'ended' };
        return ok(row, '已保存');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/activity-pages" />);
    await user.click(await screen.findByRole('button', { name: '编辑 诊所采购季' }));
    const form = await screen.findByRole('form', { name: '编辑活动页：诊所采购季' });
    expect(within(form).getByLabelText(/楼层2商品编号/)).toHaveValue('201');
    await user.click(within(form).getByRole('button', { name: '删除楼层1' }));
    await user.clear(within(form).getByLabelText(/活动名称/));
    await user.type(within(form).getByLabelText(/活动名称/), '诊所采购节');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('「诊所采购节」已保存');
    expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
      url: 'yyh',
      title: '诊所采购节',
      banner: '/api/picture/yyh.png',
      floors: [{ title: '诊室器械', goods_ids: [201] }],
    });

    await user.click(await screen.findByRole('button', { name: '暂停 诊所采购节' }));
    expect(await screen.findByText('「诊所采购节」已暂停')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '恢复 诊所采购节' }));
    expect(await screen.findByText('「诊所采购节」已恢复')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '结束 诊所采购节' }));
    expect(sent.filter((call) => call.url.endsWith('/status'))).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: '结束' }));
    expect(await screen.findByText('「诊所采购节」已结束')).toBeInTheDocument();
    expect(sent.filter((call) => call.url.endsWith('/status')).map((call) => call.body)).toEqual([
      { action: 'pause' },
      { action: 'resume' },
      { action: 'end' },
    ]);
  });

  it('shows the error state with 重试 and the empty state', async () => {
    let fail = true;
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session;
      if (url === '/api/console/activity-pages') {
        if (fail) return { status: 500, body: { status: 500, message: '服务器错误', data: null } };
        return ok({ list: [] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/activity-pages" />);
    expect(await screen.findByText('活动页加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无活动页')).toBeInTheDocument();
  });
});
