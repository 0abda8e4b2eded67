import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_HEADER } from '@yaocai/domain';
import qs from 'qs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import {
  couponFixture,
  couponNumFixture,
  creditBillFixture,
  ledgerRowFixture,
  pageOf,
  userCreditFixture,
} from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The pages are lazy route modules: transform them once up front, so a loaded machine's first transform does
// not eat into the first test's waits.
beforeAll(
  () => Promise.all([import('./BalancePage'), import('./CreditPage'), import('./CouponsPage')]),
  60_000,
);

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const queryOf = (request: SentRequest) => qs.parse(request.url.split('?')[1] ?? '');
const recharge = { ...ledgerRowFixture, id: 2, use_type: 'recharge', type_text: '充值', amount: '+10000.00' };

/** The wallet's reads as the server answers them; the log is filtered by use_type like the server does. */
function stubWallet(extra?: (request: SentRequest) => Response | undefined) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const custom = extra?.(request);
      if (custom) return custom;
      const query = queryOf(request);
      switch (pathOf(request)) {
        case '/api/user/user_money':
          return envelope(10000, { balance: '8860.00' });
        case '/api/user/user_money_log':
          return envelope(
            10000,
            pageOf(
              [ledgerRowFixture, recharge].filter(
                (row) => !query.use_type || row.use_type === query.use_type,
              ),
            ),
          );
        case '/api/user/user_credit':
          return envelope(10000, userCreditFixture);
        case '/api/user/user_credit_list':
          return envelope(10000, pageOf([creditBillFixture]));
        case '/api/user/couponNum':
          return envelope(10000, couponNumFixture);
        case '/api/pay/recharge_options':
          // Without provider keys: no online method, and the top-up panel is absent.
          return envelope(10000, { methods: [], min: '100.00', max: '50000.00' });
        case '/api/user/coupon': {
          const status = ['unused', 'used', 'expired'][Number(query.status)];
          return envelope(
            10000,
            pageOf(status === 'unused' ? [couponFixture] : [{ ...couponFixture, id: 12, status }]),
          );
        }
        default:
          return undefined;
      }
    },
  });
}

describe('/wdqb, my wallet (issue #9 §3)', () => {
  it('/yegl leads to the balance page, whose log filters by kind through the address bar', async () => {
    const { apiCalls } = stubWallet();
    const { router } = renderApp('/yegl');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wdqb/yegl'));
    // The first page of the file: a loaded machine may take longer than the usual wait to show it.
    const menu = await screen.findByRole('navigation', { name: '我的钱包' }, { timeout: 10_000 });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['余额管理', '账期管理', '积分管理', '我的优惠券', '我的现金券']);
    expect(await screen.findByLabelText('可用余额')).toHaveTextContent('¥8860.00');
    const table = await screen.findByRole('table', { name: '余额明细' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const user = userEvent.setup();
    const filters = screen.getByRole('search', { name: '余额明细筛选' });
    await user.selectOptions(within(filters).getByLabelText('类型'), '充值');
    await user.click(within(filters).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toBe('?use_type=recharge'));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '余额明细' })).getAllByRole('row')).toHaveLength(2),
    );
    const last = apiCalls()
      .filter((call) => pathOf(call) === '/api/user/user_money_log')
      .at(-1);
    expect(last && queryOf(last)).toMatchObject({ use_type: 'recharge', page: '1' });
  });

  it('/wdqb/yegl tops up with 微信支付: refuses an amount under the minimum, shows the QR code, waits, then 充值成功', async () => {
    let polls = 0;
    const payment = {
      payment_id: 5,
      method: 'wechat',
      purpose: 'recharge',
      order_id: null,
      order_status: null,
      amount: '1000.00',
      balance_amount: '0.00',
      status: 'pending',
      qr_code: 'weixin://wxpay/bizpayurl?pr=abc123',
      pay_url: '',
      expires_at: Math.floor(Date.now() / 1000) + 900,
    };
    const { apiCalls } = stubWallet((request) => {
      if (pathOf(request) === '/api/pay/recharge_options')
        return envelope(10000, { methods: ['alipay', 'wechat'], min: '100.00', max: '50000.00' });
      if (pathOf(request) === '/api/pay/online') return envelope(10000, payment);
      if (pathOf(request) === '/api/pay/online/5') {
        polls += 1;
        return envelope(10000, { ...payment, status: polls > 1 ? 'paid' : 'pending' });
      }
      return undefined;
    });
    renderApp('/wdqb/yegl');
    const panel = await screen.findByRole('region', { name: '在线充值' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('充值金额（元）'), '99.99');
    await user.click(within(panel).getByRole('button', { name: '充值' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('单笔充值金额不能低于 ¥100.00');
    expect(apiCalls().filter((call) => pathOf(call) === '/api/pay/online')).toHaveLength(0);

    await user.clear(within(panel).getByLabelText('充值金额（元）'));
    await user.type(within(panel).getByLabelText('充值金额（元）'), '1000');
    await user.click(within(panel).getByRole('radio', { name: /微信支付/ }));
    await user.click(within(panel).getByRole('button', { name: '充值' }));
    expect(await screen.findByRole('img', { name: '微信支付付款二维码' })).toBeInTheDocument();
    expect(screen.getByText('等待支付结果…')).toBeInTheDocument();
    expect(await screen.findByText('充值成功：¥1000.00 已到账', {}, { timeout: 10_000 })).toBeInTheDocument();
    const sent = apiCalls().find((call) => pathOf(call) === '/api/pay/online');
    expect(Object.fromEntries(new URLSearchParams(String(sent?.body)))).toEqual({
      recharge_amount: '1000',
      method: 'wechat',
    });
  }, 40_000);

  it('/zqgl repays a bill after confirmation with an Idempotency-Key, the same one again after a lost answer', async () => {
    let dropped = false;
    const { apiCalls } = stubWallet((request) => {
      if (pathOf(request) !== '/api/pay/credit_repay') return undefined;
      if (dropped) return envelope(10000, null, '还款成功');
      dropped = true;
      // The connection drops: the repayment may or may not have been made.
      throw new TypeError('Failed to fetch');
    });
    renderApp('/wdqb/zqgl');
    expect(await screen.findByText('每月 5 日出账，出账后 15 天内还款')).toBeInTheDocument();
    const user = userEvent.setup();
    const repayOnce = async () => {
      await user.click(
        within(await screen.findByRole('table', { name: '账单' })).getByRole('button', { name: '余额还款' }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: '账单还款' });
      expect(dialog).toHaveTextContent('从余额支付 ¥1200.00，还清 2026-10 账单？');
      return dialog;
    };
    const repays = () => apiCalls().filter((call) => pathOf(call) === '/api/pay/credit_repay');

    let dialog = await repayOnce();
    expect(repays()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '确认还款' }));
    await waitFor(() => expect(repays()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    dialog = await repayOnce();
    await user.click(within(dialog).getByRole('button', { name: '确认还款' }));
    expect(await screen.findByText('还款成功')).toBeInTheDocument();
    const [lost, retry] = repays();
    expect(qs.parse(String(retry?.body))).toEqual({ bill_id: '31' });
    expect(retry?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[\x21-\x7e]{8,128}$/);
    expect(retry?.headers[IDEMPOTENCY_HEADER]).toBe(lost?.headers[IDEMPOTENCY_HEADER]);
  });

  it('/zqgl asks to repay a bill by bank transfer and then shows the payee, the reference and the pending state', async () => {
    let asked = false;
    const pendingBill = {
      ...creditBillFixture,
      transfer: {
        reference: 'YCH7K2M9QXA',
        amount: '1200.00',
        payee: {
          name: '药采医药有限公司',
          bank: '中国工商银行北京中关村支行',
          account: '0200 0049 1920 0168 835',
        },
        created_at: 1_764_000_000,
      },
    };
    const { apiCalls } = stubWallet((request) => {
      if (pathOf(request) === '/api/pay/credit_repay_transfer') {
        asked = true;
        return envelope(10000, pendingBill, '请按页面信息转账，到账确认后账单即还款');
      }
      if (pathOf(request) === '/api/user/user_credit_list' && asked)
        return envelope(10000, pageOf([pendingBill]));
      return undefined;
    });
    renderApp('/wdqb/zqgl');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '账单' });
    expect(within(table).getByRole('button', { name: '余额还款' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '对公转账还款' }));
    const facts = await screen.findByLabelText('2026-10 账单转账信息');
    expect(facts).toHaveTextContent('药采医药有限公司');
    expect(facts).toHaveTextContent('0200 0049 1920 0168 835');
    expect(facts).toHaveTextContent('YCH7K2M9QXA');
    expect(facts).toHaveTextContent('¥1200.00');
    const row = within(await screen.findByRole('table', { name: '账单' }));
    expect(row.getByText('转账待确认')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: '对公转账还款' })).not.toBeInTheDocument();
    const calls = apiCalls().filter((call) => pathOf(call) === '/api/pay/credit_repay_transfer');
    expect(calls.map((call) => qs.parse(String(call.body)))).toEqual([{ bill_id: '31' }]);
  });

  it('/yhq shows coupons by status with the counts on the tabs', async () => {
    const { apiCalls } = stubWallet();
    const { router } = renderApp('/wdqb/yhq');
    expect(await screen.findByRole('tab', { name: '未使用（3）' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('list', { name: '未使用的优惠券' })).getByText('全场满1000减50'),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: '已过期（2）' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=2'));
    expect(await screen.findByRole('list', { name: '已过期的优惠券' })).toBeInTheDocument();
    const last = apiCalls()
      .filter((call) => pathOf(call) === '/api/user/coupon')
      .at(-1);
    expect(last && queryOf(last)).toMatchObject({ status: '2', page: '1' });
  });
});
