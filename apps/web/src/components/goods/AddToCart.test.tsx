import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodsActivitiesData } from '@yaocai/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { CART_ADD_DELAY_MS } from '../../data/use-cart';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope, never, type SentRequest } from '../../test/fetch';
import { cartAddedFixture, goodsDetailFixture, goodsFixture, pageOfGoods } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

const pathOf = (request: SentRequest) => request.url.split('?')[0];
const queryOf = (request: SentRequest | undefined) =>
  Object.fromEntries(new URLSearchParams(request?.url.split('?')[1] ?? ''));
const form = (request: SentRequest | undefined) =>
  Object.fromEntries(new URLSearchParams(String(request?.body ?? '')));

const flashSale: GoodsActivitiesData = {
  goods_id: 41,
  timestamp: 1_760_000_000,
  list: [
    {
      id: 9,
      kind: 'spike',
      title: '限时秒杀',
      status: 'ongoing',
      promo_price: '7.84',
      limit_per_buyer: 10,
      start: 1_759_990_000,
      end: 1_760_040_000,
    },
  ],
};

/**
 * A signed-in buyer's API: the cart holds `total` lines until an add answers (then `after`), goods lists
 * answer `list`, the detail of 41 answers `detail`.
 */
function buyerApi({
  total = 3,
  after = 4,
  addMessage = '加入购物车成功',
  partial = 0 as 0 | 1,
  list = [goodsFixture],
  detail = goodsDetailFixture,
} = {}) {
  let lines = total;
  const arrivals = new Map<string, number>();
  sessionFlag.confirmSignedIn();
  const api = stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request) ?? '';
      arrivals.set(path, Date.now());
      if (path === '/api/cart/total') return envelope(10000, { total: lines });
      if (path === '/api/cart') {
        lines = after;
        return envelope(10000, cartAddedFixture(after, partial), addMessage);
      }
      if (path === '/api/goods/search' || path === '/api/goods/list' || path === '/api/favorite')
        return envelope(10000, pageOfGoods(list));
      if (path === '/api/goods/detail/41') return envelope(10000, detail);
      if (path === '/api/goods/activities') return envelope(10000, flashSale);
      return undefined;
    },
  });
  const sent = (path: string) => api.apiCalls().filter((call) => pathOf(call) === path);
  return { ...api, arrivals, sent };
}

/** The header's cart badge (the side toolbar's 购物车 entry shows the same count). */
const cartBadge = async (count: number) =>
  within(await screen.findByRole('banner')).findByRole('img', { name: `购物车中有 ${count} 种商品` });

describe('adding from the product page', () => {
  it('opens with the link’s price ids, adds with the detail answer’s ids after 200 ms, toasts and counts', async () => {
    const api = buyerApi({ detail: { ...goodsDetailFixture, goods_price_id: 9 } });
    renderApp('/list_info/41?goods_price_id=9&ladder_price_id=7&is_jxq=1&is_yj=abc');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: '阿莫西林胶囊' });
    expect(queryOf(api.sent('/api/goods/detail/41')[0])).toEqual({
      goods_price_id: '9',
      ladder_price_id: '7',
      is_jxq: '1',
    });
    expect(await cartBadge(3)).toHaveTextContent('3');
    await screen.findByRole('list', { name: '商品活动' });

    await user.click(screen.getByRole('button', { name: '增加采购数量' }));
    expect(screen.getByRole('spinbutton', { name: '采购数量' })).toHaveValue('20');
    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: '加入购物车' }));

    expect(await screen.findByText('加入购物车成功')).toBeInTheDocument();
    expect((api.arrivals.get('/api/cart') ?? 0) - clickedAt).toBeGreaterThanOrEqual(CART_ADD_DELAY_MS - 5);
    expect(form(api.sent('/api/cart')[0])).toEqual({
      'params[0][goods_price_id]': '9',
      'params[0][ladder_price_id]': '7',
      'params[0][goods_manjian_id]': '0',
      'params[0][is_yj]': '0',
      'params[0][type]': '1',
      'params[0][goods_id]': '41',
      'params[0][number]': '20',
    });
    expect(await cartBadge(4)).toHaveTextContent('4');
  });

  it('adds a normal line (type 0) when the detail names no flash sale', async () => {
    const api = buyerApi();
    renderApp('/list_info/41');
    await screen.findByRole('list', { name: '商品活动' });
    await userEvent.setup().click(await screen.findByRole('button', { name: '加入购物车' }));
    await screen.findByText('加入购物车成功');
    expect(form(api.sent('/api/cart')[0])).toMatchObject({
      'params[0][type]': '0',
      'params[0][number]': '10',
    });
  });

  it('holds the add until the activities say whether the line is a flash sale', async () => {
    sessionFlag.confirmSignedIn();
    stubApi({
      signedIn: true,
      override: ({ url }) => {
        if (url === '/api/goods/detail/41')
          return envelope(10000, { ...goodsDetailFixture, goods_price_id: 9 });
        if (url.startsWith('/api/goods/activities')) return never();
        return undefined;
      },
    });
    renderApp('/list_info/41');
    expect(await screen.findByRole('button', { name: '加入购物车' })).toBeDisabled();
  });

  it('shows a visitor 登录可见 and a login link, and no stepper or add button', async () => {
    stubApi({
      override: ({ url }) =>
        url === '/api/goods/detail/41'
          ? envelope(10000, { ...goodsDetailFixture, price: null, base_price: null, ladder_price: null })
          : undefined,
    });
    renderApp('/list_info/41');
    await screen.findByRole('heading', { level: 1, name: '阿莫西林胶囊' });
    expect(screen.getAllByText('登录可见').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '登录后购买' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Flist_info%2F41',
    );
    expect(screen.queryByRole('button', { name: '加入购物车' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});

describe('adding from a list', () => {
  it('adds one package from a search result and shows the new count', async () => {
    const api = buyerApi({ total: 1, after: 2 });
    renderApp('/search?keywords=amxl');
    const list = await screen.findByRole('list', { name: '搜索结果' });
    await cartBadge(1);
    await userEvent.setup().click(within(list).getByRole('button', { name: '加入购物车：阿莫西林胶囊' }));
    await screen.findByText('加入购物车成功');
    expect(form(api.sent('/api/cart')[0])).toEqual({
      'params[0][goods_id]': '41',
      'params[0][number]': '10',
    });
    await cartBadge(2);
  });

  it('shows the server’s warning when only part of an add went in', async () => {
    buyerApi({ partial: 1, addMessage: '部分商品加入失败：库存不足' });
    renderApp('/list/table');
    const table = await screen.findByRole('table', { name: '商品列表' });
    await userEvent.setup().click(within(table).getByRole('button', { name: '加入购物车：阿莫西林胶囊' }));
    const toast = await screen.findByText('部分商品加入失败：库存不足');
    expect(toast.closest('[data-ui="Toast"]')?.textContent).toContain('!');
  });

  it('caps the badge at 99+', async () => {
    buyerApi({ total: 120 });
    renderApp('/search?keywords=amxl');
    expect(await cartBadge(120)).toHaveTextContent('99+');
  });

  it('shows why goods cannot be bought instead of the stepper, and a visitor the login link', async () => {
    buyerApi({
      list: [{ ...goodsFixture, is_buy: 0, buy_reason: '该商品为控销商品，请先申请授权' }],
    });
    const first = renderApp('/search?keywords=amxl');
    const list = await screen.findByRole('list', { name: '搜索结果' });
    expect(await within(list).findByText('该商品为控销商品，请先申请授权')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /加入购物车/ })).not.toBeInTheDocument();
    first.unmount();

    sessionFlag.clear();
    stubApi({
      override: ({ url }) =>
        url.startsWith('/api/goods/search')
          ? envelope(
              10000,
              pageOfGoods([{ ...goodsFixture, price: null, is_buy: 0, buy_reason: '登录后可购买' }]),
            )
          : undefined,
    });
    renderApp('/search/table?keywords=amxl');
    const table = await screen.findByRole('table', { name: '搜索结果' });
    expect(within(table).getByText('登录可见')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '登录后购买：阿莫西林胶囊' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsearch%2Ftable%3Fkeywords%3Damxl',
    );
    expect(within(table).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('adds from the favourites beside 取消收藏', async () => {
    const api = buyerApi();
    renderApp('/zzfw/star');
    const table = await screen.findByRole('table', { name: '我的收藏' });
    expect(within(table).getByRole('button', { name: '取消收藏' })).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('button', { name: '加入购物车：阿莫西林胶囊' }));
    await screen.findByText('加入购物车成功');
    expect(form(api.sent('/api/cart')[0])).toEqual({
      'params[0][goods_id]': '41',
      'params[0][number]': '10',
    });
  });

  it('links near-expiry goods with is_jxq=1', async () => {
    buyerApi();
    renderApp('/jxqzc');
    const table = await screen.findByRole('table', { name: '商品列表' });
    expect(within(table).getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute(
      'href',
      '/list_info/41?is_jxq=1',
    );
  });
});

describe('/mrtj', () => {
  it('links each special to its promotion and adds it at that promotion', async () => {
    const promoted = { ...goodsFixture, goods_price_id: 12, promotion_price: '7.84', limit_per_buyer: 0 };
    sessionFlag.confirmSignedIn();
    const { apiCalls } = stubApi({
      signedIn: true,
      override: (request) => {
        if (pathOf(request) === '/api/activity/everyday_price')
          return envelope(10000, { title: '每日特价', timestamp: 1_760_000_000, list: [promoted] });
        if (pathOf(request) === '/api/cart') return envelope(10000, cartAddedFixture(4), '加入购物车成功');
        if (pathOf(request) === '/api/cart/total') return envelope(10000, { total: 3 });
        return undefined;
      },
    });
    renderApp('/mrtj');
    const list = await screen.findByRole('list', { name: '每日特价商品' });
    expect(within(list).getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute(
      'href',
      '/list_info/41?goods_price_id=12',
    );
    await userEvent.setup().click(within(list).getByRole('button', { name: '加入购物车：阿莫西林胶囊' }));
    await screen.findByText('加入购物车成功');
    const add = apiCalls().find((call) => pathOf(call) === '/api/cart');
    expect(form(add)).toEqual({
      'params[0][goods_price_id]': '12',
      'params[0][goods_id]': '41',
      'params[0][number]': '10',
    });
  });
});
