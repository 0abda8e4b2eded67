import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { goodsFixture, pageOfGoods } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

function listApi(list = [goodsFixture]) {
  return stubApi({
    override: ({ url }) =>
      url.startsWith('/api/goods/list') ? envelope(10000, pageOfGoods(list, 1, 45)) : undefined,
  });
}

describe('/list', () => {
  it('forwards the address-bar filters (and nothing else) and pages through the list', async () => {
    const { apiCalls } = listApi();
    const { router } = renderApp('/list?category_id=3&zone=yx&evil=1');
    expect(await screen.findByRole('list', { name: '商品列表' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('全部商品（共 45 件）');
    const call = apiCalls().find((c) => c.url.startsWith('/api/goods/list'));
    expect(call?.url).toBe('/api/goods/list?page=1&per_page=20&category_id=3&zone=yx');
    await userEvent
      .setup()
      .click(
        within(screen.getByRole('navigation', { name: '分页' })).getAllByRole('link', { name: /2/ })[0]!,
      );
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
  });

  it('is titled by the category or brand it lists, not 全部商品', async () => {
    listApi();
    const { unmount } = renderApp('/list?category_id=11');
    expect(await screen.findByRole('heading', { level: 1, name: /^青霉素类/ })).toBeInTheDocument();
    unmount();
    listApi();
    renderApp('/list?brand_id=20');
    expect(await screen.findByRole('heading', { level: 1, name: /^同仁堂/ })).toBeInTheDocument();
  });

  it('applies sort, price range and in-stock from the filter form, ignoring a malformed price', async () => {
    const { apiCalls } = listApi();
    const { router } = renderApp('/list/table');
    await screen.findByRole('table', { name: '商品列表' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('排序'), 'price_asc');
    await user.type(screen.getByLabelText('价格 ¥'), '5');
    await user.type(screen.getByLabelText('至 ¥'), 'abc');
    await user.click(screen.getByLabelText('仅看有货'));
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc&in_stock=1&price_min=5'));
    await waitFor(() =>
      expect(
        apiCalls().some(
          (c) => c.url === '/api/goods/list?page=1&per_page=20&price_min=5&in_stock=1&sort=price_asc',
        ),
      ).toBe(true),
    );
  });

  it('shows the table without images on /list/no_image and an empty state', async () => {
    listApi([]);
    renderApp('/list/no_image?tag=%E4%BC%98');
    expect(await screen.findByText('没有符合条件的商品，换个筛选条件试试')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '无图列表' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a goods in the 全场94折 with its tag and the price one unit costs in it, on cards and table rows', async () => {
    const inOffer = {
      ...goodsFixture,
      tags: [{ name: '94折', describe: '全场94折', is_show: 1 as const }, ...goodsFixture.tags],
      store_wide_price: '12.04',
    };
    listApi([inOffer]);
    const { unmount } = renderApp('/list');
    const card = await screen.findByRole('article', { name: goodsFixture.name });
    expect(within(card).getByText('94折')).toBeInTheDocument();
    expect(within(card).getByText('全场折后 ¥12.04')).toBeInTheDocument();
    unmount();
    listApi([inOffer]);
    renderApp('/list/table');
    const row = await screen.findByRole('row', { name: new RegExp(goodsFixture.name) });
    expect(within(row).getByText('全场折后 ¥12.04')).toBeInTheDocument();
  });

  it('leaves images out of the no-image table', async () => {
    listApi();
    renderApp('/list/no_image');
    const table = await screen.findByRole('table', { name: '商品列表' });
    expect(within(table).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('zones', () => {
  it('fixes the zone of /zyyp whatever the address bar says, and titles the page', async () => {
    const { apiCalls } = listApi();
    renderApp('/zyyp?zone=qxzq&in_stock=1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('中药专区');
    await waitFor(() =>
      expect(
        apiCalls().some((c) => c.url === '/api/goods/list?page=1&per_page=20&zone=zyyp&in_stock=1'),
      ).toBe(true),
    );
  });

  it('offers no view switch on a zone with one view: its only link would be the page itself (issue #20 §6)', async () => {
    listApi();
    for (const path of ['/zyyp', '/qxzq', '/jxqzc']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '显示方式' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('offers the card and table views of /yx', async () => {
    listApi();
    renderApp('/yx/table');
    expect(await screen.findByRole('table', { name: '商品列表' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '大图' })).toHaveAttribute('href', '/yx');
    expect(screen.queryByRole('link', { name: '无图列表' })).not.toBeInTheDocument();
  });
});

describe('/list/other/:id/:name?', () => {
  it('lists one category under the name from the link, whatever the address bar filters say', async () => {
    const { apiCalls } = listApi();
    renderApp(`/list/other/11/${encodeURIComponent('青霉素类')}?category_id=99`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('青霉素类');
    await waitFor(() =>
      expect(apiCalls().some((c) => c.url === '/api/goods/list?page=1&per_page=20&category_id=11')).toBe(
        true,
      ),
    );
  });

  it('says 分类不存在 for a malformed id', async () => {
    listApi();
    renderApp('/list/other/abc');
    expect(await screen.findByText('分类不存在')).toBeInTheDocument();
  });
});
