import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../api/csrf';
import { feedback } from '../feedback/feedback';
import { envelope, mockFetch } from '../test/fetch';
import { pageOfGoods } from '../test/fixtures';
import { swrConfig } from './swr-config';
import { useFavorites } from './use-favorite';
import { useGoodsSearch } from './use-goods';
import { useApplyForProgramme } from './use-kxzq';
import { useEverydayPrice, useSpike } from './use-promotions';

beforeEach(() => csrf.reset());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** Every read whose answer carries the buyer's standing for controlled goods (is_buy, prices, buy_reason). */
function useReadsAfterApplying() {
  return {
    search: useGoodsSearch({ keywords: 'amxl', type: 0, page: 1 }),
    favourites: useFavorites(1, true),
    spike: useSpike(),
    everyday: useEverydayPrice(),
    apply: useApplyForProgramme(),
  };
}

describe('applying for a controlled-sale programme (issue #12 §2, §4)', () => {
  it("shows the server's message and refreshes search results, favourites and promotions", async () => {
    const { apiCalls } = mockFetch(({ url }) => {
      const path = url.split('?')[0];
      if (path === '/api/kxzq/apply')
        return envelope(
          10000,
          {
            auth_status: 'pending',
            is_authorised: 0,
            application: null,
            programme: { url: 'kx1', title: '控销一号' },
          },
          '申请已提交，请等待审核',
        );
      if (path === '/api/goods/search' || path === '/api/favorite') return envelope(10000, pageOfGoods([]));
      if (path === '/api/index/spike')
        return envelope(10000, {
          title: '限时秒杀',
          status: 'none',
          start: 0,
          end: 0,
          timestamp: 1,
          list: [],
        });
      if (path === '/api/activity/everyday_price')
        return envelope(10000, { title: '每日特价', timestamp: 1, list: [] });
      return envelope(404, null, '请求的内容不存在');
    });
    const { result } = renderHook(useReadsAfterApplying, { wrapper });
    await waitFor(() => expect(result.current.everyday.isLoading).toBe(false));
    await waitFor(() => expect(result.current.search.isLoading).toBe(false));
    const count = (path: string) => apiCalls().filter((call) => call.url.split('?')[0] === path).length;
    const before = [
      '/api/goods/search',
      '/api/favorite',
      '/api/index/spike',
      '/api/activity/everyday_price',
    ].map(count);
    expect(before).toEqual([1, 1, 1, 1]);

    await act(async () => {
      await result.current.apply.run({ url: 'kx1' });
    });

    expect(feedback.getSnapshot().toasts.map((toast) => toast.message)).toEqual(['申请已提交，请等待审核']);
    await waitFor(() =>
      expect(
        ['/api/goods/search', '/api/favorite', '/api/index/spike', '/api/activity/everyday_price'].map(count),
      ).toEqual([2, 2, 2, 2]),
    );
  });
});
