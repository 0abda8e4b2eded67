import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../../api/csrf';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { cartAddedFixture, goodsFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());
afterEach(() => vi.useRealTimers());

const NOW = 1_763_870_400; // the server clock of the answers below, in seconds
const promoted = { ...goodsFixture, goods_price_id: 3, promotion_price: '7.84', limit_per_buyer: 10 };

describe('home promotions', () => {
  it('counts down to the flash sale from the server clock, whatever the local clock says', async () => {
    sessionFlag.markJustSignedIn();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z')); // a wrong local clock
    stubApi({
      signedIn: true,
      override: ({ url }) =>
        url === '/api/index/spike'
          ? envelope(10000, {
              title: '限时秒杀',
              status: 'upcoming',
              start: NOW + 3_661,
              end: NOW + 3_661 + 43_200,
              timestamp: NOW,
              list: [promoted],
            })
          : undefined,
    });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: '限时秒杀' })).closest(
      'section',
    ) as HTMLElement;
    const timer = within(section).getByRole('timer', { name: '秒杀倒计时' });
    expect(timer).toHaveTextContent(/距开始.*01.*时.*01.*分.*01.*秒/);
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(timer).toHaveTextContent(/01.*时.*00.*分.*59.*秒/);
    expect(within(section).getByText('¥7.84')).toBeInTheDocument();
    expect(within(section).getByText('每人限购 10盒')).toBeInTheDocument();
  });

  it('links a running flash sale to its promotion and adds it as a flash-sale line (type 1)', async () => {
    sessionFlag.confirmSignedIn();
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url }) => {
        if (url === '/api/index/spike')
          return envelope(10000, {
            title: '限时秒杀',
            status: 'ongoing',
            start: NOW - 60,
            end: NOW + 3_600,
            timestamp: NOW,
            list: [promoted],
          });
        if (url === '/api/cart/total') return envelope(10000, { total: 0 });
        if (url === '/api/cart') return envelope(10000, cartAddedFixture(1), '加入购物车成功');
        return undefined;
      },
    });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: '限时秒杀' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute(
      'href',
      '/list_info/41?goods_price_id=3',
    );
    await userEvent.setup().click(within(section).getByRole('button', { name: '加入购物车：阿莫西林胶囊' }));
    await screen.findByText('加入购物车成功');
    const add = apiCalls().find((call) => call.url === '/api/cart');
    expect(Object.fromEntries(new URLSearchParams(String(add?.body)))).toEqual({
      'params[0][goods_price_id]': '3',
      'params[0][type]': '1',
      'params[0][goods_id]': '41',
      'params[0][number]': '10',
    });
  });

  it('shows no flash-sale block when no sale runs', async () => {
    stubApi();
    renderApp('/');
    await screen.findByText('登录后查看价格与下单');
    expect(screen.queryByRole('heading', { name: '限时秒杀' })).not.toBeInTheDocument();
  });
});

describe('/mrtj', () => {
  it('lists the everyday special prices, with 登录可见 for visitors', async () => {
    stubApi({
      override: ({ url }) =>
        url === '/api/activity/everyday_price'
          ? envelope(10000, {
              title: '每日特价',
              timestamp: NOW,
              list: [
                { ...promoted, price: null, base_price: null, ladder_price: null, promotion_price: null },
              ],
            })
          : undefined,
    });
    renderApp('/mrtj');
    const list = await screen.findByRole('list', { name: '每日特价商品' });
    expect(within(list).getByText('登录可见')).toBeInTheDocument();
  });

  it('says when there are no special prices today', async () => {
    stubApi();
    renderApp('/mrtj');
    expect(await screen.findByText('今日暂无特价商品')).toBeInTheDocument();
  });
});

describe('为你推荐', () => {
  it('shows the recommended goods on the home page', async () => {
    stubApi({
      override: ({ url }) =>
        url === '/api/index_wntj/1'
          ? envelope(10000, {
              title: '为你推荐',
              list: [{ ...goodsFixture, price: null, base_price: null, ladder_price: null }],
            })
          : undefined,
    });
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: '为你推荐' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('heading', { name: '阿莫西林胶囊' })).toBeInTheDocument();
    expect(within(section).getByText('登录可见')).toBeInTheDocument();
  });
});

describe('home blocks under the welcome row', () => {
  it('appear together once the last of their answers is in, so none pushes the others down', async () => {
    let answer: (response: Response) => void = () => undefined;
    const recommendations = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubApi({
      override: ({ url }) =>
        url === '/api/activity/everyday_price'
          ? envelope(10000, { title: '每日特价', timestamp: NOW, list: [promoted] })
          : url === '/api/index_wntj/1'
            ? recommendations
            : undefined,
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: '热门搜索' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('heading', { name: '每日特价' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '品牌专区' })).not.toBeInTheDocument();
    answer(envelope(10000, { title: '为你推荐', list: [goodsFixture] }));
    expect(await screen.findByRole('heading', { name: '为你推荐' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '每日特价' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '品牌专区' })).toBeInTheDocument();
  });
});
