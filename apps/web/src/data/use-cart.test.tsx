import { act, renderHook, waitFor } from '@testing-library/react';
import { cartAddResult, cartState, combinationList } from '@yaocai/domain';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../api/csrf';
import { feedback } from '../feedback/feedback';
import { cartChanged, useCartChanged } from '../lib/cart-changed';
import { envelope, mockFetch, type SentRequest } from '../test/fetch';
import {
  cartAddedFixture,
  cartLineFixture,
  cartStateFixture,
  combinationFixture,
  userFixture,
} from '../test/fixtures';
import { swrConfig } from './swr-config';
import {
  CART_ADD_DELAY_MS,
  useAddToCart,
  useCart,
  useCartTotal,
  useCheckoutPreview,
  useCopyCartLines,
  useDeleteCartLines,
  useEditCartLine,
  useSelectCartLines,
} from './use-cart';
import { useUser } from './use-user';

beforeEach(() => {
  csrf.reset();
  cartChanged.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const form = (request: SentRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));
const toasts = () => feedback.getSnapshot().toasts.map(({ message, tone }) => ({ message, tone }));

/** A fake cart API for a buyer (or a visitor); each add answers `addAnswer`. */
function cartApi({
  signedIn = true,
  total = 3,
  addAnswer = envelope(10000, cartAddedFixture(4), '加入购物车成功'),
} = {}) {
  const arrivals: { path: string; at: number }[] = [];
  const api = mockFetch((request) => {
    const path = pathOf(request);
    arrivals.push({ path, at: Date.now() });
    if (path === '/api/user/session') return envelope(10000, { user: signedIn ? userFixture : null });
    if (path === '/api/cart/total') return envelope(10000, { total });
    if (path === '/api/cart/list') return envelope(10000, cartStateFixture);
    if (path === '/api/cart') return addAnswer.clone();
    if (path === '/api/cart/checkout')
      return envelope(10000, {
        ...cartStateFixture,
        address: null,
        coupons: [],
        coupon_id: 0,
        coupon_discount: '0.00',
        cash_vouchers: [],
        cash_voucher_discount: '0.00',
        payable: cartStateFixture.totals.total,
      });
    if (path === '/api/cart/batch_delete') return envelope(10000, cartStateFixture, '删除成功');
    if (path === '/api/cart/batch_select') return envelope(10000, cartStateFixture);
    if (path === '/api/cart/copy') return envelope(10000, { copied: 1, stores: 1 }, '已复制到1家门店');
    if (path === '/api/cart/301/edit') return envelope(10000, cartStateFixture, '修改成功');
    return envelope(404, null, '请求的内容不存在');
  });
  const count = (path: string) => api.apiCalls().filter((call) => pathOf(call) === path).length;
  return { ...api, arrivals, count };
}

describe('the cart fixtures', () => {
  it('parse against the domain contract, so the page tests cannot drift from the wire', () => {
    expect(cartState.parse(cartStateFixture)).toEqual(cartStateFixture);
    expect(combinationList.parse({ list: [combinationFixture] }).list[0]).toEqual(combinationFixture);
    expect(cartAddResult.parse(cartAddedFixture(4, 1)).partial).toBe(1);
  });
});

describe('cart reads', () => {
  it('asks nothing of the cart for a visitor (a visitor has no cart; the read would 401)', async () => {
    const { count } = cartApi({ signedIn: false });
    const { result } = renderHook(() => ({ user: useUser(), cart: useCart(), total: useCartTotal() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.user.data).toBeNull());
    expect(count('/api/cart/list') + count('/api/cart/total')).toBe(0);
  });

  it('reads every line (filters 99999, new=1) and the line count for a buyer', async () => {
    const { apiCalls } = cartApi();
    const { result } = renderHook(() => ({ cart: useCart(), total: useCartTotal() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.data[0]?.id).toBe(cartLineFixture.id));
    await waitFor(() => expect(result.current.total.data?.total).toBe(3));
    const list = apiCalls().find((call) => pathOf(call) === '/api/cart/list');
    expect(new URLSearchParams(list?.url.split('?')[1]).toString()).toBe('filters=99999&new=1');
  });

  it('reads the step-2 preview with POST ids,new=1 and reads it again after a quantity change', async () => {
    const { apiCalls, count } = cartApi();
    const { result } = renderHook(() => ({ preview: useCheckoutPreview([301]), edit: useEditCartLine() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.preview.data?.totals.total).toBe('200.00'));
    const sent = apiCalls().find((call) => pathOf(call) === '/api/cart/checkout');
    expect(sent?.method).toBe('POST');
    expect(form(sent as SentRequest)).toEqual({ 'ids[0]': '301', new: '1' });

    await act(async () => {
      await result.current.edit.run(301, 30);
    });
    const edit = apiCalls().find((call) => pathOf(call) === '/api/cart/301/edit');
    expect(form(edit as SentRequest)).toEqual({ number: '30', new: '1' });
    await waitFor(() => expect(count('/api/cart/checkout')).toBe(2));
    // A quantity change shows in the cart's own figures: no toast on every stepper click.
    expect(toasts()).toEqual([]);
    expect(cartChanged.isSet()).toBe(true);
  });
});

describe('adding to the cart (spec §7, §8, §9)', () => {
  it('waits 200 ms, sends no price, toasts the server message and refreshes the badge and the user state', async () => {
    const api = cartApi();
    const { result } = renderHook(() => ({ total: useCartTotal(), add: useAddToCart() }), { wrapper });
    await waitFor(() => expect(result.current.total.data?.total).toBe(3));
    const sessionReads = api.count('/api/user/session');

    const clickedAt = Date.now();
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.add.run([{ goods_id: 41, number: 20, ladder_price_id: 7 }]);
    });
    await waitFor(() => expect(result.current.add.pending).toBe(true));
    expect(api.count('/api/cart')).toBe(0);
    await act(async () => {
      await adding;
    });

    const arrived = api.arrivals.find(({ path }) => path === '/api/cart');
    expect((arrived?.at ?? 0) - clickedAt).toBeGreaterThanOrEqual(CART_ADD_DELAY_MS - 5);
    const body = form(api.apiCalls().find((call) => pathOf(call) === '/api/cart') as SentRequest);
    expect(body).toEqual({
      'params[0][goods_id]': '41',
      'params[0][number]': '20',
      'params[0][ladder_price_id]': '7',
    });
    expect(Object.keys(body).some((field) => field.includes('price]') && !field.includes('_id'))).toBe(false);
    expect(toasts()).toEqual([{ message: '加入购物车成功', tone: 'success' }]);
    expect(cartChanged.isSet()).toBe(true);
    await waitFor(() => expect(api.count('/api/cart/total')).toBe(2));
    await waitFor(() => expect(api.count('/api/user/session')).toBe(sessionReads + 1));
  });

  it('shows a warning toast when the server says some entries were refused (partial 1)', async () => {
    cartApi({ addAnswer: envelope(10000, cartAddedFixture(4, 1), '部分商品加入失败：库存不足') });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      await result.current.run([{ goods_id: 41 }, { goods_id: 52 }]);
    });
    expect(toasts()).toEqual([{ message: '部分商品加入失败：库存不足', tone: 'warning' }]);
  });

  it('sends one add for a double click within the delay', async () => {
    const api = cartApi();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      await Promise.all([result.current.run([{ goods_id: 41 }]), result.current.run([{ goods_id: 41 }])]);
    });
    expect(api.count('/api/cart')).toBe(1);
  });

  it('leaves the flag down and shows no success when the server refuses the add', async () => {
    cartApi({
      addAnswer: envelope(422, { errors: { 'params.0.number': ['数量超出库存'] } }, '数量超出库存'),
    });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.run([{ goods_id: 41, number: 99999 }]);
    });
    expect(answer).toBeUndefined();
    expect(cartChanged.isSet()).toBe(false);
    expect(toasts().some(({ tone }) => tone === 'success')).toBe(false);
  });
});

describe('changing the cart', () => {
  it('deletes with the server message, refreshes the badge and raises the flag the drawer reloads on', async () => {
    const api = cartApi();
    const { result } = renderHook(
      () => ({ total: useCartTotal(), remove: useDeleteCartLines(), changed: useCartChanged() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.total.data?.total).toBe(3));
    expect(result.current.changed).toBe(false);
    await act(async () => {
      await result.current.remove.run([301, 302]);
    });
    const sent = api.apiCalls().find((call) => pathOf(call) === '/api/cart/batch_delete');
    expect(form(sent as SentRequest)).toEqual({ 'ids[0]': '301', 'ids[1]': '302' });
    expect(toasts()).toEqual([{ message: '删除成功', tone: 'success' }]);
    expect(result.current.changed).toBe(true);
    await waitFor(() => expect(api.count('/api/cart/total')).toBe(2));
    act(() => cartChanged.clear());
    expect(result.current.changed).toBe(false);
  });

  it('ticks quietly, and copies to other stores without touching this cart', async () => {
    const api = cartApi();
    const { result } = renderHook(
      () => ({ cart: useCart(), select: useSelectCartLines(), copy: useCopyCartLines() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data).toBeDefined());
    await act(async () => {
      await result.current.select.run([301], false);
    });
    const tick = api.apiCalls().find((call) => pathOf(call) === '/api/cart/batch_select');
    expect(form(tick as SentRequest)).toEqual({ 'ids[0]': '301', is_selected: '0' });
    expect(toasts()).toEqual([]);
    await waitFor(() => expect(api.count('/api/cart/list')).toBe(2));

    await act(async () => {
      await result.current.copy.run([301], [2]);
    });
    const copy = api.apiCalls().find((call) => pathOf(call) === '/api/cart/copy');
    expect(form(copy as SentRequest)).toEqual({ 'ids[0]': '301', 'other_user_ids[0]': '2' });
    expect(toasts()).toEqual([{ message: '已复制到1家门店', tone: 'success' }]);
    expect(api.count('/api/cart/list')).toBe(2);
  });
});
