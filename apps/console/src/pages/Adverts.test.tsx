import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleAdverts } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { shenhe, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const session = (operator: typeof yunying) => ok({ operator, csrf_token: 'ops-token' });
const picture = '/api/picture/0123456789abcdef0123.webp';
const adverts: ConsoleAdverts = {
  positions: [
    { id: 1, code: 'home', name: '首页轮播' },
    { id: 201, code: 'top', name: '首页顶部通栏' },
  ],
  list: [
    {
      id: 7,
      position_id: 1,
      position_name: '首页轮播',
      title: '感冒用药季',
      image: picture,
      url: '/yx',
      sort: 1,
      starts_at: null,
      ends_at: null,
      state: 'live',
    },
  ],
};

describe('广告管理 (运营)', () => {
  it('uploads a picture, then saves the advert; the server’s refusal of the link shows under the field', async () => {
    let posts = 0;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url.startsWith('/api/console/adverts') && method === 'GET') return ok(adverts);
      if (url === '/api/console/pictures') return ok({ image: picture });
      if (url === '/api/console/adverts' && method === 'POST') {
        posts += 1;
        if (posts === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '链接须为本站路径（以 / 开头）或 http(s) 地址',
              data: { errors: { url: ['链接须为本站路径（以 / 开头）或 http(s) 地址'] } },
            },
          };
        return ok({ ...adverts.list[0], id: 8, position_id: 201, title: '冬季专场' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/adverts" />);
    expect(await screen.findByRole('cell', { name: '/yx' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建广告' }));
    const form = await screen.findByRole('form', { name: '新建广告' });
    await user.selectOptions(within(form).getByLabelText(/广告位/), '201');
    await user.type(within(form).getByLabelText(/标题/), '冬季专场');
    await user.upload(
      within(form).getByLabelText(/图片/),
      new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: '冬季专场图片预览' })).toHaveAttribute(
      'src',
      picture,
    );
    await user.type(within(form).getByLabelText(/链接/), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('链接须为本站路径（以 / 开头）或 http(s) 地址')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/链接/));
    await user.type(within(form).getByLabelText(/链接/), '/yx');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: '新建广告' })).not.toBeInTheDocument());
    const saved = sent.filter(
      (request) => request.method === 'POST' && request.url === '/api/console/adverts',
    );
    expect(saved.at(-1)?.body).toEqual({
      position_id: 201,
      title: '冬季专场',
      image: picture,
      url: '/yx',
      sort: 0,
      starts_at: null,
      ends_at: null,
    });
    expect(saved.at(-1)?.headers['X-CSRF-Token']).toBe('ops-token');
  });

  it('shows the error state with 重试 when the list fails, and the empty state for a position without adverts', async () => {
    let fail = true;
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url.startsWith('/api/console/adverts')) {
        if (fail) return { status: 500, body: { status: 500, message: '服务器错误', data: null } };
        return ok({ ...adverts, list: [] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/adverts" />);
    expect(await screen.findByText('广告加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该广告位暂无广告')).toBeInTheDocument();
  });

  it('is not 审核’s screen', async () => {
    stubFetch(({ url }) => (url === '/api/console/session' ? session(shenhe) : undefined));
    render(<App initialPath="/adverts" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '广告管理' })).not.toBeInTheDocument();
  });
});

describe('导航与热词 (运营)', () => {
  it('renames a nav item and adds a pinned hot word', async () => {
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/nav' && method === 'GET')
        return ok({ list: [{ id: 3, parent_id: null, name: '优选包邮', url: '/yx', sort: 1, is_open: 0 }] });
      if (url === '/api/console/nav/3' && method === 'PUT')
        return ok({ id: 3, parent_id: null, name: '包邮专区', url: '/yx', sort: 1, is_open: 0 });
      if (url === '/api/console/hot-words' && method === 'GET') return ok({ list: [] });
      if (url === '/api/console/hot-words' && method === 'POST')
        return ok({ id: 9, word: '布洛芬', pinned: 1, sort: 0 });
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/nav" />);
    expect(await screen.findByText(/暂无热词/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '编辑 优选包邮' }));
    const form = await screen.findByRole('form', { name: '编辑导航 优选包邮' });
    await user.clear(within(form).getByLabelText(/名称/));
    await user.type(within(form).getByLabelText(/名称/), '包邮专区');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        name: '包邮专区',
        url: '/yx',
        sort: 1,
        is_open: 0,
      }),
    );

    const words = screen.getByRole('form', { name: '添加热词' });
    await user.type(within(words).getByLabelText(/热词/), '布洛芬');
    await user.click(within(words).getByRole('button', { name: '添加' }));
    await vi.waitFor(() =>
      expect(sent.find((r) => r.method === 'POST' && r.url === '/api/console/hot-words')?.body).toEqual({
        word: '布洛芬',
        sort: 0,
        pinned: 1,
      }),
    );
  });
});
