import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { goodsFixture, pageOfGoods } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

describe('brand zone', () => {
  it('lists the brands of /api/focus, each linking to its page', async () => {
    stubApi();
    renderApp('/ppzq');
    const grid = await screen.findByRole('list', { name: '品牌' });
    expect(within(grid).getByRole('link', { name: /同仁堂/ })).toHaveAttribute('href', '/ppzq/info/20');
  });

  it('shows a brand with its maker, product count and products', async () => {
    const { apiCalls } = stubApi({
      override: ({ url }) => {
        if (url === '/api/focus/brand/20')
          return envelope(10000, {
            id: 20,
            name: '同仁堂',
            logo: '',
            manufacturer: '北京同仁堂股份有限公司',
            goods_count: 45,
          });
        if (url.startsWith('/api/goods/list')) return envelope(10000, pageOfGoods([goodsFixture], 2, 45));
        return undefined;
      },
    });
    renderApp('/ppzq/info/20/2');
    expect(await screen.findByRole('heading', { name: '同仁堂' })).toBeInTheDocument();
    expect(screen.getByText('北京同仁堂股份有限公司 · 共 45 种商品')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '同仁堂商品' })).toBeInTheDocument();
    expect(apiCalls().some((c) => c.url === '/api/goods/list?page=2&per_page=20&brand_id=20')).toBe(true);
  });

  it('says 品牌不存在 for an unknown brand', async () => {
    stubApi({
      override: ({ url }) =>
        url === '/api/focus/brand/999'
          ? envelope(404, null, '请求的内容不存在', 404)
          : url.startsWith('/api/goods/list')
            ? envelope(10000, pageOfGoods([]))
            : undefined,
    });
    renderApp('/ppzq/info/999');
    expect(await screen.findByText('品牌不存在')).toBeInTheDocument();
  });
});
