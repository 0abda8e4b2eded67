import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartCheckout, cartCheckout } from '@yaocai/domain';
import qs from 'qs';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { cartChanged } from '../../lib/cart-changed';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { cartLineFixture, cartStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  cartChanged.clear();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const bodyOf = (request: SentRequest) => qs.parse(String(request.body));

/** A second line that may not be bought: forced unselected by the server, with its reason (spec §4). */
const blockedLine = {
  ...cartLineFixture,
  id: 302,
  goods: cartLineFixture.goods && { ...cartLineFixture.goods, id: 77, name: '复方甘草片' },
  is_selected: 0 as const,
  counted: 0 as const,
  is_buy: 0 as const,
  buy_reason: '该商品需控销授权后购买',
  exclusion: { code: 'not_buyable' as const, reason: '该商品需控销授权后购买' },
};

const twoLineCart = {
  ...cartStateFixture,
  data: [cartLineFixture, blockedLine],
  totals: { ...cartStateFixture.totals, lines: 2 },
};

/** The step-2 preview as the server would answer it; parsed, so it cannot drift from the contract. */
const checkoutFixture: CartCheckout = cartCheckout.parse({
  data: [cartLineFixture],
  gifts: [],
  shipping_data: cartStateFixture.shipping_data,
  activity_data: {
    manjians: [
      {
        id: 1,
        title: '全场满1000减50，满3000减200',
        eligible_total: '190.00',
        discount: '0.00',
        tiers: [
          { amount: '1000.00', reduction: '50.00', status: 0 },
          { amount: '3000.00', reduction: '200.00', status: 0 },
        ],
        next: {
          missing: '810.00',
          amount: '1000.00',
          reduction: '50.00',
          text: '再买¥810.00，可享满¥1000.00减¥50.00',
        },
      },
    ],
  },
  totals: { ...cartStateFixture.totals, total: '200.00' },
  address: { company: '仁心大药房', region: '北京市 朝阳区', address: '望京街道阜通东大街6号' },
});

/** A signed-in buyer with the given cart; cart writes answer success. */
function cartApi(cart = twoLineCart) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      if (path === '/api/cart/list') return envelope(10000, cart);
      if (path === '/api/cart/total') return envelope(10000, { total: cart.totals.lines });
      if (path === '/api/cart/checkout') return envelope(10000, checkoutFixture);
      if (path === '/api/cart/batch_select') return envelope(10000, null);
      if (path === '/api/cart/batch_delete') return envelope(10000, null, '删除成功');
      if (path === '/api/cart/copy') return envelope(10000, { copied: 1, stores: 1 }, '复制成功');
      return undefined;
    },
  });
}

describe('the cart pages (issue #8 §3)', () => {
  it('send a visitor to login, then back to the cart', async () => {
    window.sessionStorage.removeItem('login');
    const { apiCalls } = stubApi();
    const { router } = renderApp('/cart/step2?ids=301');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/cart/step2?ids=301')}`);
    expect(apiCalls().some((call) => call.url.startsWith('/api/cart'))).toBe(false);
  });

  it('show the step number in the header: step 1 on /cart, step 2 on /cart/step2', async () => {
    cartApi();
    const { router } = renderApp('/cart');
    const steps = await screen.findByRole('navigation', { name: '购物流程' });
    expect(within(steps).getByText('我的购物车').closest('[aria-current="step"]')).not.toBeNull();
    await act(() => router.navigate('/cart/step2?ids=301'));
    await waitFor(() =>
      expect(within(steps).getByText('确认订单信息').closest('[aria-current="step"]')).not.toBeNull(),
    );
    await waitFor(() => expect(document.title).toBe('确认订单信息 - 药采'));
  });
});
