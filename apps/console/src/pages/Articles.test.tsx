import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleArticleCategories } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, shenhe, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const categories: ConsoleArticleCategories = {
  list: [
    {
      id: 30,
      code: 'zfps',
      name: '支付配送',
      section: 'help',
      url: '/help/zfps',
      parent_id: null,
      sort: 3,
      articles: 0,
    },
    {
      id: 33,
      code: 'ypth',
      name: '药品退换',
      section: 'help',
      url: '/help/zfps/ypth',
      parent_id: 30,
      sort: 3,
      articles: 1,
    },
  ],
};

const session = (operator: typeof yunying) => ok({ operator, csrf_token: 'ops-token' });

describe('文章管理 (运营)', () => {
  it('publishes an article with its category, title and HTML body, and shows the server’s field errors', async () => {
    let attempt = 0;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/article/categories') return ok(categories);
      if (url.startsWith('/api/console/articles?')) return ok({ list: [], total: 0, page: 1, per_page: 20 });
      if (url === '/api/console/articles' && method === 'POST') {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            body: { status: 422, message: '请输入标题', data: { errors: { title: ['请输入标题'] } } },
          };
        return ok({
          id: 90,
          category_id: 33,
          category_name: '药品退换',
          title: '冷链药品退换',
          sort: 0,
          published_at: 1_770_000_000,
          updated_at: 1_770_000_000,
          body: '<p>冷藏药品除质量问题外不予退换。</p>',
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/articles/new" />);
    const form = await screen.findByRole('form', { name: '新建文章' });
    await user.selectOptions(await within(form).findByLabelText(/分类/), '33');
    await user.type(within(form).getByLabelText(/正文/), '<p>冷藏药品除质量问题外不予退换。</p>');
    await user.click(within(form).getByRole('button', { name: '保存并发布' }));
    expect(await within(form).findByText('请输入标题')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/标题/), '冷链药品退换');
    await user.click(within(form).getByRole('button', { name: '保存并发布' }));
    expect(await screen.findByRole('heading', { name: '文章管理' })).toBeInTheDocument();
    const posts = sent.filter(
      (request) => request.method === 'POST' && request.url === '/api/console/articles',
    );
    expect(posts.at(-1)?.body).toEqual({
      category_id: 33,
      title: '冷链药品退换',
      body: '<p>冷藏药品除质量问题外不予退换。</p>',
      sort: 0,
    });
    expect(posts.at(-1)?.headers['X-CSRF-Token']).toBe('ops-token');
  });

  it('saves the footer licences, the demo numbers unmarked as samples once real ones are entered', async () => {
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return session(yunying);
      if (url === '/api/console/settings/licences' && method === 'GET')
        return ok({ licences: [{ label: '药品经营许可证', value: '京AA0100123', sample: 1 }] });
      if (url === '/api/console/settings/licences' && method === 'PUT') return ok(null);
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/licences" />);
    const form = await screen.findByRole('form', { name: '网站证照' });
    const value = await within(form).findByLabelText(/证照编号/);
    await user.clear(value);
    await user.type(value, '京AA0109999');
    await user.click(within(form).getByLabelText('示例编号'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await announced('已保存');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      licences: [{ label: '药品经营许可证', value: '京AA0109999', sample: 0 }],
    });
  });

  it('tells an operator without the content permission that the screen is not theirs', async () => {
    stubFetch(({ url }) => (url === '/api/console/session' ? session(shenhe) : undefined));
    render(<App initialPath="/articles" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '文章管理' })).not.toBeInTheDocument();
  });
});
