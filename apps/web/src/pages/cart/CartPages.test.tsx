import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartCheckout, type CartState, cartState } from '@yaocai/domain';
import qs from 'qs';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { cartChanged } from '../../lib/cart-changed';
import { stubApi } from '../../test/api-stub';
import { checkoutPreviewFixture } from '../../test/checkout-fixtures';
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

/** A line the buyer may not buy: the server keeps it unselected and says why (spec §4). */
const blockedLine = {
  ...cartLineFixture,
  id: 302,
  goods: cartLineFixture.goods && { ...cartLineFixture.goods, id: 77, name: '复方甘草片' },
  is_selected: 0 as const,
  counted: 0 as const,
  is_buy: 0 as const,
  buy_reason: '该商品需控销授权后购买',
  exclusion: { code: 'not_buyable' as const, reason: '该商品需控销授权后购买' },
  amount: '95.00',
  payable: '95.00',
  ladder_next: null,
  free_shipping_missing: null,
};

/** Two lines and 全场满1000减50 reached; parsed, so the fixture cannot drift from the contract. */
const twoLineCart: CartState = cartState.parse({
  ...cartStateFixture,
  data: [cartLineFixture, blockedLine],
  activity_data: {
    manjians: [
      {
        id: 1,
        title: '全场满1000减50，满3000减200',
        eligible_total: '1190.00',
        discount: '50.00',
        tiers: [
          { amount: '1000.00', reduction: '50.00', status: 1 },
          { amount: '3000.00', reduction: '200.00', status: 0 },
        ],
        next: {
          missing: '1810.00',
          amount: '3000.00',
          reduction: '200.00',
          text: '再买¥1810.00，可享满¥3000.00减¥200.00',
        },
      },
    ],
  },
  totals: { ...cartStateFixture.totals, lines: 2 },
});

/** The step-2 preview as the server answers it, with figures that differ from the cart's own; no coupons. */
const checkoutFixture: CartCheckout = { ...checkoutPreviewFixture(0), coupons: [] };

/** A signed-in buyer with `cart`; cart writes answer success. */
function cartApi(cart: CartState = twoLineCart, overrides: Record<string, () => Response> = {}) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      const custom = overrides[path];
      if (custom) return custom();
      if (path === '/api/cart/list') return envelope(10000, cart);
      if (path === '/api/cart/total') return envelope(10000, { total: cart.totals.lines });
      if (path === '/api/cart/checkout') return envelope(10000, checkoutFixture);
      if (path === '/api/user/address') return envelope(10000, { list: [] });
      if (path === '/api/cart/batch_select') return envelope(10000, cart);
      if (/^\/api\/cart\/\d+\/edit$/.test(path)) return envelope(10000, cart);
      if (path === '/api/cart/batch_delete') return envelope(10000, cart, '删除成功');
      if (path === '/api/cart/copy')
        return envelope(10000, { copied: 1, stores: 1 }, '已复制到1个门店的购物车');
      return undefined;
    },
  });
}

const writes = (sent: SentRequest[], path: string) => sent.filter((request) => pathOf(request) === path);

describe('/cart, step 1 (issue #8 §3)', () => {
  it('sends a visitor to login, asking nothing of the cart', async () => {
    window.sessionStorage.removeItem('login');
    const { apiCalls } = stubApi();
    const { router } = renderApp('/cart/step2?ids=301');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/cart/step2?ids=301')}`);
    expect(apiCalls().some((call) => call.url.startsWith('/api/cart'))).toBe(false);
  });

  it('shows the step number in the header: step 1 on /cart, step 2 on /cart/step2', async () => {
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

  it('lists the lines; a line that cannot be bought says why and its box stays off', async () => {
    cartApi();
    renderApp('/cart');
    expect(await screen.findByRole('checkbox', { name: '选择 阿莫西林胶囊' })).toBeChecked();
    const blocked = screen.getByRole('checkbox', { name: '选择 复方甘草片' });
    expect(blocked).not.toBeChecked();
    expect(blocked).toBeDisabled();
    expect(screen.getByText('该商品需控销授权后购买')).toBeInTheDocument();
    // The tier reached and what is missing to the next, and the shipping status, as the server said.
    const tiers = screen.getByLabelText('满减活动');
    expect(within(tiers).getByText('已达成')).toBeInTheDocument();
    expect(within(tiers).getByText('再买¥1810.00，可享满¥3000.00减¥200.00')).toBeInTheDocument();
    expect(screen.getByText('再买¥610.00 即可免运费（运费¥10.00）')).toBeInTheDocument();
    // The filter tabs of filter_data, the current one marked.
    const filters = screen.getByRole('navigation', { name: '购物车筛选' });
    expect(within(filters).getByRole('link', { name: '全部商品（1）' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the ladder and single-item free-shipping hints; the stepper sends edit, 全选 every buyable line', async () => {
    const { sent } = cartApi(
      cartState.parse({
        ...twoLineCart,
        data: [{ ...cartLineFixture, is_selected: 0, counted: 0 }, blockedLine],
      }),
    );
    renderApp('/cart');
    const user = userEvent.setup();
    expect(await screen.findByText('再买 30 盒 可享 ¥9.20')).toBeInTheDocument();
    expect(screen.getByText('再买 10 盒 即可包邮')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '增加阿莫西林胶囊采购数量' }));
    await waitFor(() => expect(writes(sent, '/api/cart/301/edit')).toHaveLength(1));
    // One package (zbz 10) more than the 20 in the cart.
    expect(bodyOf(writes(sent, '/api/cart/301/edit')[0] as SentRequest)).toEqual({ number: '30', new: '1' });
    await user.click(await screen.findByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(writes(sent, '/api/cart/batch_select')).toHaveLength(1));
    // The blocked line is not among them: the server would keep it unselected anyway (spec §4).
    expect(bodyOf(writes(sent, '/api/cart/batch_select')[0] as SentRequest)).toEqual({
      ids: ['301'],
      is_selected: '1',
    });
  });

  it('sends batch_select with is_selected 0 when a line is unticked, and 1 when ticked again', async () => {
    const unticked = cartState.parse({
      ...twoLineCart,
      data: [{ ...cartLineFixture, is_selected: 0, counted: 0 }, blockedLine],
    });
    let current = twoLineCart;
    const { sent } = cartApi(twoLineCart, {
      '/api/cart/list': () => envelope(10000, current),
      '/api/cart/batch_select': () => {
        current = current === twoLineCart ? unticked : twoLineCart;
        return envelope(10000, current);
      },
    });
    renderApp('/cart');
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: '选择 阿莫西林胶囊' });
    await user.click(box);
    await waitFor(() => expect(writes(sent, '/api/cart/batch_select')).toHaveLength(1));
    expect(bodyOf(writes(sent, '/api/cart/batch_select')[0] as SentRequest)).toEqual({
      ids: ['301'],
      is_selected: '0',
    });
    await waitFor(() => expect(box).not.toBeChecked());
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(writes(sent, '/api/cart/batch_select')).toHaveLength(2));
    expect(bodyOf(writes(sent, '/api/cart/batch_select')[1] as SentRequest)).toMatchObject({
      is_selected: '1',
    });
  });

  it('asks 确定删除该商品吗？ before a delete: 取消 sends nothing, 删除 sends the line', async () => {
    const { sent } = cartApi();
    renderApp('/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '删除 阿莫西林胶囊' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确定删除该商品吗？' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(sent, '/api/cart/batch_delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '删除 阿莫西林胶囊' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '确定删除该商品吗？' })).getByRole('button', {
        name: '删除',
      }),
    );
    await waitFor(() => expect(writes(sent, '/api/cart/batch_delete')).toHaveLength(1));
    expect(bodyOf(writes(sent, '/api/cart/batch_delete')[0] as SentRequest)).toEqual({ ids: ['301'] });
  });

  it('copies the ticked lines to the stores chosen in the dialog', async () => {
    const { sent } = cartApi();
    renderApp('/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '复制到其他门店' }));
    const dialog = screen.getByRole('dialog', { name: '复制选中的 1 种商品到其他门店' });
    const copy = within(dialog).getByRole('button', { name: '确定复制' });
    expect(copy).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: '仁心大药房（望京店）' }));
    await user.click(copy);
    await waitFor(() => expect(writes(sent, '/api/cart/copy')).toHaveLength(1));
    expect(bodyOf(writes(sent, '/api/cart/copy')[0] as SentRequest)).toEqual({
      ids: ['301'],
      other_user_ids: ['2'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks the list under the filter of the address, and says when that kind of line is missing', async () => {
    const flashSales = cartState.parse({
      ...twoLineCart,
      data: [],
      gifts: [],
      filter_data: { ...twoLineCart.filter_data, current: 1 },
    });
    const { sent } = cartApi(flashSales);
    renderApp('/cart?filters=1');
    expect(await screen.findByText('购物车里没有这一类商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部商品' })).toHaveAttribute('href', '/cart');
    const filters = screen.getByRole('navigation', { name: '购物车筛选' });
    expect(within(filters).getByRole('link', { name: '秒杀商品（0）' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = writes(sent, '/api/cart/list')[0] as SentRequest;
    expect(new URL(list.url, 'http://test').searchParams.get('filters')).toBe('1');
  });

  it('says the cart is empty, and offers 重试 when it cannot be loaded', async () => {
    let fail = true;
    cartApi(twoLineCart, {
      '/api/cart/list': () =>
        fail ? envelope(500, null, '系统繁忙') : envelope(10000, { ...twoLineCart, data: [], gifts: [] }),
    });
    renderApp('/cart');
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('购物车还是空的')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去挑选商品' })).toHaveAttribute('href', '/list');
    expect(screen.queryByRole('button', { name: '去结算' })).not.toBeInTheDocument();
  });
});

describe('/cart/step2 (issue #8 §3)', () => {
  it('去结算 carries the counted lines; step 2 shows the totals the preview answered', async () => {
    const { sent } = cartApi();
    const { router } = renderApp('/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '去结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step2'));
    // Only the counted line: the blocked one is not selected.
    expect(router.state.location.search).toBe('?ids=301');
    await screen.findByRole('table', { name: '商品清单' });
    const summary = screen.getByRole('region', { name: '结算信息' });
    expect(within(summary).getByText('¥1234.50')).toBeInTheDocument();
    expect(within(summary).getByText('-¥50.00')).toBeInTheDocument();
    expect(within(summary).getByText('¥1184.50')).toBeInTheDocument();
    expect(bodyOf(writes(sent, '/api/cart/checkout')[0] as SentRequest)).toEqual({ ids: ['301'], new: '1' });
    expect(screen.getByRole('link', { name: '返回购物车修改' })).toHaveAttribute('href', '/cart');
  });

  it('asks the same preview again on a reload (the ids are in the address)', async () => {
    const { sent } = cartApi();
    renderApp('/cart/step2?ids=301,302');
    expect(
      await within(await screen.findByRole('region', { name: '结算信息' })).findByText('¥1184.50'),
    ).toBeInTheDocument();
    expect(bodyOf(writes(sent, '/api/cart/checkout')[0] as SentRequest)).toEqual({
      ids: ['301', '302'],
      new: '1',
    });
  });

  it('has nothing to check without ids, and offers the way back', async () => {
    const { sent } = cartApi();
    renderApp('/cart/step2?ids=abc');
    expect(await screen.findByText('没有要结算的商品，请先在购物车中勾选商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车修改' })).toBeInTheDocument();
    expect(writes(sent, '/api/cart/checkout')).toHaveLength(0);
  });
});

describe('the toolbar cart drawer (spec §4)', () => {
  const toolbar = () => screen.findByLabelText('侧边工具栏');

  it('lists the lines with the count and total, and is forced closed on /cart', async () => {
    cartApi();
    const { router } = renderApp('/noActivity');
    const user = userEvent.setup();
    await user.click(await within(await toolbar()).findByRole('button', { name: /购物车/ }));
    const drawer = await screen.findByRole('region', { name: '购物车' });
    expect(await within(drawer).findByText('阿莫西林胶囊')).toBeInTheDocument();
    expect(within(drawer).getByText('共 2 种商品')).toBeInTheDocument();
    expect(within(drawer).getByText('¥200.00')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: '去购物车结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await screen.findByRole('navigation', { name: '购物流程' });
    await waitFor(() => expect(screen.queryByRole('region', { name: '购物车' })).not.toBeInTheDocument());
    expect(within(await toolbar()).queryByRole('button', { name: /购物车/ })).not.toBeInTheDocument();
    // Leaving step 1, it is not found open again.
    await act(() => router.navigate('/noActivity'));
    expect(await within(await toolbar()).findByRole('button', { name: /购物车/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('reloads its list when the cart-changed flag is raised, then lowers the flag', async () => {
    const { sent } = cartApi();
    renderApp('/noActivity');
    const user = userEvent.setup();
    await user.click(await within(await toolbar()).findByRole('button', { name: /购物车/ }));
    await within(await screen.findByRole('region', { name: '购物车' })).findByText('阿莫西林胶囊');
    const lists = () => writes(sent, '/api/cart/list').length;
    const before = lists();
    act(() => cartChanged.set());
    await waitFor(() => expect(lists()).toBe(before + 1));
    expect(cartChanged.isSet()).toBe(false);
  });
});
