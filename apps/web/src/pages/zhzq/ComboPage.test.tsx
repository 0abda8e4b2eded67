import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { cartAddedFixture, combinationFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

const pathOf = (request: SentRequest) => request.url.split('?')[0];

/** A buyer whose /api/cart/combinations answers `answer` (a fresh copy each time). */
function buyer(answer: () => Response) {
  sessionFlag.confirmSignedIn();
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      if (path === '/api/cart/combinations') return answer();
      if (path === '/api/cart/total') return envelope(10000, { total: 0 });
      if (path === '/api/cart') return envelope(10000, cartAddedFixture(1), '加入购物车成功');
      return undefined;
    },
  });
}

describe('/zhzq', () => {
  it('lists each combination with its parts and set price, and adds it as one type-3 line', async () => {
    const { apiCalls } = buyer(() => envelope(10000, { list: [combinationFixture] }));
    renderApp('/zhzq');
    expect(await screen.findByRole('heading', { level: 1, name: '组合购买' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '感冒退烧组合' });
    const parts = within(card).getByRole('list', { name: '感冒退烧组合包含' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('布洛芬缓释胶囊'), expect.stringContaining('连花清瘟胶囊')]);
    expect(within(parts).getByText('每套 × 2盒')).toBeInTheDocument();
    expect(card).toHaveTextContent('¥39.90');
    expect(card).toHaveTextContent('¥46.30');
    expect(card).toHaveTextContent('库存 40 套');

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: '增加感冒退烧组合购买套数' }));
    await user.click(within(card).getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('加入购物车成功')).toBeInTheDocument();
    const add = apiCalls().find((call) => pathOf(call) === '/api/cart');
    expect(Object.fromEntries(new URLSearchParams(String(add?.body)))).toEqual({
      'params[0][type]': '3',
      'params[0][combination_id]': '5',
      'params[0][number]': '2',
    });
  });

  it('says when a combination is sold out and offers no add', async () => {
    buyer(() => envelope(10000, { list: [{ ...combinationFixture, stock: 0 }] }));
    renderApp('/zhzq');
    const card = await screen.findByRole('article', { name: '感冒退烧组合' });
    expect(card).toHaveTextContent('已售罄');
    expect(within(card).getByRole('button', { name: '加入购物车' })).toBeDisabled();
  });

  it('shows an empty state, and an error state whose retry recovers', async () => {
    buyer(() => envelope(10000, { list: [] }));
    const first = renderApp('/zhzq');
    expect(await screen.findByText('暂无组合套餐，敬请期待')).toBeInTheDocument();
    first.unmount();

    let answer = () => envelope(500, null, 'boom');
    buyer(() => answer());
    renderApp('/zhzq');
    expect(await screen.findByText('组合套餐加载失败，请重试')).toBeInTheDocument();
    answer = () => envelope(10000, { list: [combinationFixture] });
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '感冒退烧组合' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in and reads no combinations', async () => {
    const { apiCalls } = stubApi();
    renderApp('/zhzq');
    expect(await screen.findByText('组合套餐价格登录可见')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录查看' })).toHaveAttribute('href', '/login?redirect=%2Fzhzq');
    expect(apiCalls().some((call) => call.url.startsWith('/api/cart'))).toBe(false);
  });
});
