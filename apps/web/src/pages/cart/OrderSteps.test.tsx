import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Address, address, payOptions } from '@yaocai/domain';
import qs from 'qs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { cartLineFixture } from '../../test/cart-fixtures';
import {
  addressesFixture,
  balancePaidFixture,
  checkoutPreviewFixture,
  contractFixture,
  orderCreatedFixture,
  paidOptionsFixture,
  payOptionsFixture,
  transferFixture,
} from '../../test/checkout-fixtures';
import { envelope, type SentRequest } from '../../test/fetch';
import { cartStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The pages are lazy route modules: transform them once up front (as WalletPages.test does), so a loaded
// machine's first transform does not eat into the first test's waits.
beforeAll(
  () =>
    Promise.all([
      import('./CheckoutPage'),
      import('./PayPages'),
      import('../dzht/ContractPage'),
      import('../addr/AddressPage'),
    ]),
  60_000,
);

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const bodyOf = (request: SentRequest) => qs.parse(String(request.body ?? ''));
const calls = (sent: SentRequest[], path: string) => sent.filter((request) => pathOf(request) === path);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Answer = (request: SentRequest) => Response | Promise<Response>;

/** A signed-in buyer with a cart, two addresses, an order to pay; `overrides` answer first. */
function orderApi(overrides: Record<string, Answer> = {}) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      const custom = overrides[path];
      if (custom) return custom(request) as Response;
      if (path === '/api/cart/list') return envelope(10000, cartStateFixture);
      if (path === '/api/cart/total') return envelope(10000, { total: 1 });
      if (path === '/api/cart/checkout')
        return envelope(10000, checkoutPreviewFixture(Number(bodyOf(request).coupon_id ?? 0)));
      if (path === '/api/user/address') return envelope(10000, addressesFixture);
      if (path === '/api/order') return envelope(10000, orderCreatedFixture, '下单成功');
      if (path === '/api/pay/options') return envelope(10000, payOptionsFixture);
      return undefined;
    },
  });
}

const stepOf = async (name: string) =>
  within(await screen.findByRole('navigation', { name: '购物流程' }))
    .getByText(name)
    .closest('[aria-current="step"]');

/** The amount beside a term of a summary. */
const figureOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/cart/step2: what the buyer checks (issue #20 §6)', () => {
  it('shows an everyday-special line at the unit price charged, not the list price', async () => {
    const everyday = {
      ...cartLineFixture,
      price: '22.13',
      number: 5,
      promotion: { id: 9, kind: 'everyday' as const, price: '19.91', units: 5, running: 1 as const },
      amount: '99.55',
      payable: '99.55',
    };
    orderApi({
      '/api/cart/checkout': () => envelope(10000, { ...checkoutPreviewFixture(), data: [everyday] }),
    });
    renderApp('/cart/step2?ids=301');
    const row = (await screen.findByRole('rowheader', { name: /阿莫西林胶囊/ })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('每日特价¥19.91');
    expect(row).not.toHaveTextContent('22.13');
    expect(row).toHaveTextContent('¥99.55');
  });

  it('shows one 应付总额 after every discount, and 提交订单 after the invoice, coupon and remark', async () => {
    orderApi();
    renderApp('/cart/step2?ids=301');
    const submit = await screen.findByRole('button', { name: '提交订单' });
    expect(screen.getAllByText('应付总额')).toHaveLength(1);
    const summary = screen.getByRole('region', { name: '结算信息' });
    expect(figureOf(summary, '应付总额')).toBe('¥1184.50');
    expect(figureOf(summary, '优惠券抵扣')).toBe('¥0.00');
    for (const section of [
      screen.getByRole('radio', { name: '电子普通发票' }),
      screen.getByRole('radio', { name: '满500减30' }),
      screen.getByRole('textbox', { name: '订单备注' }),
    ])
      expect(section.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('/cart/step2: 提交订单 (issue #9 §1, §3)', () => {
  it('sends the chosen address, invoice, coupon and remark with an Idempotency-Key, then goes to step 3', async () => {
    const { sent } = orderApi();
    const { router } = renderApp('/cart/step2?ids=301');
    const user = userEvent.setup();
    // The default address is chosen until the buyer picks another.
    expect(await screen.findByRole('radio', { name: /王店长/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /李药师/ }));
    await user.click(screen.getByRole('radio', { name: '电子普通发票' }));
    // The unusable coupon is off and says why; choosing the usable one asks the preview again.
    expect(screen.getByRole('radio', { name: '满3000减200' })).toBeDisabled();
    expect(screen.getByText('未满足使用条件：还差¥1815.50')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '满500减30' }));
    await waitFor(() =>
      expect(calls(sent, '/api/cart/checkout').map((call) => bodyOf(call).coupon_id)).toContain('71'),
    );
    const payable = screen.getByRole('region', { name: '结算信息' });
    await waitFor(() => expect(figureOf(payable, '应付总额')).toBe('¥1154.50'));
    expect(figureOf(payable, '优惠券抵扣')).toBe('-¥30.00');
    await user.click(screen.getByRole('textbox', { name: '订单备注' }));
    await user.paste('请工作日送货');
    await user.click(screen.getByRole('button', { name: '提交订单' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step3/501'));
    const [order] = calls(sent, '/api/order');
    expect(bodyOf(order as SentRequest)).toEqual({
      address_id: '12',
      invoice_type: 'e_normal',
      coupon_id: '71',
      remark: '请工作日送货',
    });
    expect(order?.headers['idempotency-key']).toMatch(UUID);
  });

  it('retries an attempt whose answer was lost with the same Idempotency-Key', async () => {
    let tries = 0;
    const { sent } = orderApi({
      '/api/order': () => {
        tries += 1;
        if (tries === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return envelope(10000, orderCreatedFixture);
      },
    });
    const { router } = renderApp('/cart/step2?ids=301');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(calls(sent, '/api/order')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step3/501'));
    const [first, second] = calls(sent, '/api/order');
    expect(first?.headers['idempotency-key']).toMatch(UUID);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('goes straight to step 4 when the order costs nothing and was created paid', async () => {
    orderApi({
      '/api/order': () => envelope(10000, { ...orderCreatedFixture, status: 'paid', total: '0.00' }),
    });
    const { router } = renderApp('/cart/step2?ids=301');
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.setup().click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step4'));
    expect(router.state.location.search).toBe('?order_id=501');
  });

  it('with no address: prompts to add one in place, and orders to the address just saved', async () => {
    let list: Address[] = [];
    const saved = address.parse({ ...addressesFixture.list[0], id: 21, is_default: 1 });
    const { sent } = orderApi({
      '/api/user/address': (request) => {
        if (request.method === 'GET') return envelope(10000, { list });
        list = [saved];
        return envelope(10000, saved, '地址已保存');
      },
    });
    renderApp('/cart/step2?ids=301');
    const user = userEvent.setup();
    expect(await screen.findByText('还没有收货地址，请先新增收货地址')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '新增收货地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    for (const [label, text] of [
      ['收货人', saved.consignee],
      ['手机号码', saved.phone],
      ['省份', saved.province],
      ['城市', saved.city],
      ['区县', saved.district],
      ['详细地址', saved.detail],
    ] as const) {
      await user.click(within(dialog).getByRole('textbox', { name: new RegExp(label) }));
      await user.paste(text);
    }
    await user.click(within(dialog).getByRole('button', { name: '保存收货地址' }));
    expect(await screen.findByRole('radio', { name: /王店长/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(calls(sent, '/api/order')).toHaveLength(1));
    expect(bodyOf(calls(sent, '/api/order')[0] as SentRequest)).toMatchObject({ address_id: '21' });
  });

  it('409 (stock short): shows the server message and asks the preview again, staying on step 2', async () => {
    const { sent } = orderApi({ '/api/order': () => envelope(409, null, '阿莫西林胶囊库存不足') });
    const { router } = renderApp('/cart/step2?ids=301');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    const previews = calls(sent, '/api/cart/checkout').length;
    await user.click(submit);
    expect(await screen.findByText('阿莫西林胶囊库存不足')).toBeInTheDocument();
    await waitFor(() => expect(calls(sent, '/api/cart/checkout').length).toBeGreaterThan(previews));
    expect(router.state.location.pathname).toBe('/cart/step2');
  });

  it('459: shows the message, goes to /dzht, and after signing comes back to step 2', async () => {
    let signed = false;
    const { sent } = orderApi({
      '/api/order': () => envelope(459, null, '请先签署电子合同'),
      '/api/user/contract': () => envelope(10000, contractFixture(signed)),
      '/api/user/contract/sign': () => {
        signed = true;
        return envelope(10000, contractFixture(true), '签署成功');
      },
    });
    const { router } = renderApp('/cart/step2?ids=301');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('请先签署电子合同')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dzht'), { timeout: 5000 });

    expect(await screen.findByRole('heading', { name: '药采平台采购服务协议' })).toBeInTheDocument();
    expect(screen.getByText('签约单位：康宁诊所')).toBeInTheDocument();
    expect(screen.getByText('第二条 采购方应具备合法的药品经营资质。')).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: '签署合同' });
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意上述合同条款' }));
    await user.click(sign);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step2'));
    expect(router.state.location.search).toBe('?ids=301');
    expect(calls(sent, '/api/user/contract/sign')).toHaveLength(1);
  });
});

describe('/cart/step3/:id, /cart/step4, /cart/hm: paying (issue #9 §2, §3)', () => {
  it('pays by balance with an Idempotency-Key and lands on step 4; a method that cannot pay says why', async () => {
    let paid = false;
    const { sent } = orderApi({
      '/api/pay/options': () => envelope(10000, paid ? paidOptionsFixture : payOptionsFixture),
      '/api/pay/balance': () => {
        paid = true;
        return envelope(10000, balancePaidFixture, '支付成功');
      },
    });
    const { router } = renderApp('/cart/step3/501');
    const user = userEvent.setup();
    expect(await screen.findByText('YC202611240001')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '支付倒计时' })).toBeInTheDocument();
    expect(await stepOf('付款')).not.toBeNull();
    expect(screen.getByRole('radio', { name: '账期支付' })).toBeDisabled();
    expect(screen.getByText('可用额度不足')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '余额支付' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '确认支付' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step4'));
    expect(router.state.location.search).toBe('?order_id=501');
    const [payment] = calls(sent, '/api/pay/balance');
    expect(bodyOf(payment as SentRequest)).toEqual({ order_id: '501' });
    expect(payment?.headers['idempotency-key']).toMatch(UUID);
    const done = await screen.findByRole('region', { name: '支付成功' });
    expect(within(done).getByText(/YC202611240001/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/order/info/501');
    expect(within(done).getByRole('link', { name: '继续采购' })).toHaveAttribute('href', '/');
    expect(await stepOf('支付完成')).not.toBeNull();
  });

  it('支付宝 with the balance first: the page to open, a wait that polls the server, then step 4', async () => {
    const online = payOptions.parse({
      ...payOptionsFixture,
      methods: [
        { method: 'balance', available: 0, reason: '余额不足', funds: '100.00' },
        { method: 'alipay', available: 1, reason: '', funds: '' },
      ],
    });
    const pending = {
      payment_id: 77,
      method: 'alipay',
      purpose: 'order',
      order_id: 501,
      order_status: 'unpaid',
      amount: '1054.50',
      balance_amount: '100.00',
      status: 'pending',
      qr_code: '',
      pay_url: 'https://openapi.alipay.com/gateway.do?method=alipay.trade.page.pay',
      expires_at: Math.floor(Date.now() / 1000) + 900,
    };
    let polls = 0;
    const { sent } = orderApi({
      '/api/pay/options': () => envelope(10000, polls > 1 ? paidOptionsFixture : online),
      '/api/pay/online': () => envelope(10000, pending),
      '/api/pay/online/77': () => {
        polls += 1;
        return envelope(10000, {
          ...pending,
          status: polls > 1 ? 'paid' : 'pending',
          order_status: polls > 1 ? 'paid' : 'unpaid',
        });
      },
    });
    const { router } = renderApp('/cart/step3/501');
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /支付宝/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /先用余额抵扣/ }));
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByRole('link', { name: '前往支付宝付款' })).toHaveAttribute(
      'href',
      pending.pay_url,
    );
    expect(screen.getByText(/已用余额抵扣/)).toHaveTextContent(
      '已用余额抵扣 ¥100.00；未完成付款时将退回余额',
    );
    expect(screen.getByText('等待支付结果…')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '付款倒计时' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step4'), { timeout: 10_000 });
    expect(bodyOf(calls(sent, '/api/pay/online')[0] as SentRequest)).toEqual({
      order_id: '501',
      method: 'alipay',
      use_balance: '1',
    });
  }, 40_000);

  it('credit: creates the credit payment, then pays it with an Idempotency-Key, and lands on step 4', async () => {
    const creditOpen = payOptions.parse({
      ...payOptionsFixture,
      methods: [{ method: 'credit', available: 1, reason: '', funds: '20000.00' }],
    });
    const credit = { ...balancePaidFixture, payment_id: 803, method: 'credit' };
    const { sent } = orderApi({
      '/api/pay/options': () => envelope(10000, creditOpen),
      '/api/pay/user_credit_create': () =>
        envelope(10000, { ...credit, status: 'pending', order_status: 'unpaid' }),
      '/api/pay/user_credit_pay': () => envelope(10000, credit),
    });
    const { router } = renderApp('/cart/hm?order_id=501');
    const user = userEvent.setup();
    expect(await screen.findByText(/可用额度/)).toHaveTextContent('¥20000.00');
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step4'));
    expect(bodyOf(calls(sent, '/api/pay/user_credit_create')[0] as SentRequest)).toEqual({ order_id: '501' });
    const [pay] = calls(sent, '/api/pay/user_credit_pay');
    expect(bodyOf(pay as SentRequest)).toEqual({ payment_id: '803' });
    expect(pay?.headers['idempotency-key']).toMatch(UUID);
  });

  it('transfer (on the /cart_step3 alias) shows the payee, account, amount and reference', async () => {
    orderApi({ '/api/pay/transfer': () => envelope(10000, transferFixture) });
    renderApp('/cart_step3/501');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '对公转账' }));
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    const details = await screen.findByRole('region', { name: '请按以下信息对公转账' });
    expect(within(details).getByText('110912345610201')).toBeInTheDocument();
    expect(within(details).getByText('YC7Q4K2M')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '我已完成转账' })).toHaveAttribute(
      'href',
      '/order/info/501',
    );
  });

  it('/cart/hm: an order no longer unpaid says so and links to the order', async () => {
    const { sent } = orderApi({ '/api/pay/options': () => envelope(10000, paidOptionsFixture) });
    renderApp('/cart/hm?order_id=501');
    expect(await screen.findByText('该订单待发货，无需支付')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/order/info/501');
    expect(calls(sent, '/api/pay/options')[0]?.url).toBe('/api/pay/options?order_id=501');
  });
});
