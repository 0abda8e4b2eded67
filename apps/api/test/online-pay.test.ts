import { onlinePayment, payOptions, rechargeOptions } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders } from '../src/orders/transitions';
import { sendDueRefunds } from '../src/payments/online-refund';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { deliverTo, devPayments, devServer, onlineOf, outcomes } from './online-pay.fixtures';
import {
  type Buyer,
  buyerByPhone,
  goodsWithStock,
  orderStatusOf,
  placeOrder,
  setWallet,
  walletOf,
} from './orders.fixtures';

let t: TestApp;
let browser: Browser;
let stranger: Browser;
let me: Buyer;
let goodsId: number;

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0, payments: devPayments() }, 10);
  me = await buyerByPhone(t.database.db, '13800138000');
  goodsId = await goodsWithStock(t.database.db, 1000);
  browser = new Browser(t.app);
  await browser.login('13800138000', 'demo1234');
  stranger = new Browser(t.app);
  await stranger.login('13900139000', 'demo1234');
  // Notifications reach the app by inject unless a test holds them back.
  devServer(t.app).deliver = async (notification) => {
    await deliverTo(t.app, notification);
  };
});
afterAll(async () => t.close());

const db = () => t.database.db;
const order = (priceFen = 1250, number = 2) =>
  placeOrder(db(), { buyer: me, lines: [{ goodsId, number, priceFen }] });

async function payOnline(body: Record<string, unknown>, as = browser) {
  const response = await as.request('POST', '/api/pay/online', { json: body });
  expect(response.statusCode, response.body).toBe(200);
  return onlinePayment.parse(response.json().data);
}

/** The buyer opens the provider's page (支付宝) or scans (微信支付): the provider then knows the trade. */
async function open(payment: { pay_url: string; qr_code: string }) {
  const page = await fetch(payment.pay_url || payment.qr_code);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('开发模式');
}

async function paidAtProvider(method: 'alipay' | 'wechat', outTradeNo: string) {
  const side = method === 'alipay' ? devServer(t.app).alipaySide : devServer(t.app).wechatSide;
  const paid = side.pay(outTradeNo);
  if (!paid) throw new Error(`the local ${method} could not pay ${outTradeNo}`);
  return paid;
}

describe('paying an order with 支付宝', () => {
  it('is paid once from the verified notification, even when it arrives 5 times at once', async () => {
    const { id } = await order();
    const options = payOptions.parse(
      (await browser.request('GET', `/api/pay/options?order_id=${id}`)).json().data,
    );
    expect(options.methods.filter((m) => m.available).map((m) => m.method)).toEqual(
      expect.arrayContaining(['alipay', 'wechat']),
    );

    const payment = await payOnline({ order_id: id, method: 'alipay' });
    expect(payment).toMatchObject({ status: 'pending', purpose: 'order', amount: '25.00', qr_code: '' });
    expect(payment.pay_url).toContain('/alipay/gateway.do?');
    await open(payment);
    const { out_trade_no } = await onlineOf(db(), payment.payment_id);
    expect(await orderStatusOf(db(), id)).toBe('unpaid');

    const { notification } = await paidAtProvider('alipay', out_trade_no);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverTo(t.app, notification)));
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill('success'));
    expect(await orderStatusOf(db(), id)).toBe('paid');
    expect((await outcomes(db(), out_trade_no)).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const events = await db().execute(
      sql`SELECT 1 FROM order_events WHERE order_id = ${id} AND status = 'paid'`,
    );
    expect(events.rows).toHaveLength(1);
    const paid = await db().execute<{ method: string; status: string }>(
      sql`SELECT method, status FROM payments WHERE order_id = ${id}`,
    );
    expect(paid.rows).toEqual([{ method: 'alipay', status: 'paid' }]);
    expect((await onlineOf(db(), payment.payment_id)).provider_trade_no).toMatch(/^2026/);

    const state = await browser.request('GET', `/api/pay/online/${payment.payment_id}`);
    expect(state.json().data).toMatchObject({ status: 'paid', order_status: 'paid' });
    expect((await stranger.request('GET', `/api/pay/online/${payment.payment_id}`)).statusCode).toBe(404);
  });

  it('changes nothing for a forged signature, a wrong amount, another app or another order’s number', async () => {
    const { id } = await order(1000, 1);
    const other = await order(3000, 1);
    const payment = await payOnline({ order_id: id, method: 'alipay' });
    const otherPayment = await payOnline({ order_id: other.id, method: 'alipay' });
    await open(payment);
    const { out_trade_no } = await onlineOf(db(), payment.payment_id);
    const otherNo = (await onlineOf(db(), otherPayment.payment_id)).out_trade_no;
    const side = devServer(t.app).alipaySide;
    const fields = {
      out_trade_no,
      trade_no: '2026FORGED',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '10.00',
    };
    const genuine = side.notification(fields, 'http://x/api/pay/notify/alipay');

    const tampered = { ...genuine, body: genuine.body.replace('total_amount=10.00', 'total_amount=0.01') };
    const wrongAmount = side.notification({ ...fields, total_amount: '0.01' }, genuine.url);
    const otherApp = side.notification({ ...fields, app_id: '2021009999999999' }, genuine.url);
    const otherOrder = side.notification({ ...fields, out_trade_no: otherNo }, genuine.url);
    for (const forged of [tampered, wrongAmount, otherApp, otherOrder])
      expect((await deliverTo(t.app, forged)).body).toBe('fail');
    expect(await orderStatusOf(db(), id)).toBe('unpaid');
    expect(await orderStatusOf(db(), other.id)).toBe('unpaid');
    expect((await onlineOf(db(), payment.payment_id)).status).toBe('pending');
    expect(await outcomes(db(), out_trade_no)).toEqual(['amount_mismatch']);
    expect(await outcomes(db(), otherNo)).toEqual(['amount_mismatch']);
    const refused = await db().execute(
      sql`SELECT 1 FROM payment_notifications WHERE outcome = 'bad_signature'`,
    );
    expect(refused.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('answers hostile notification bodies with the provider’s refusal, never a 5xx', async () => {
    const bodies = [
      'sign_type=FOO&sign=abc&app_id=2021000000000001&out_trade_no=x',
      'sign=%%%&sign_type=RSA2',
      '{"resource":{"algorithm":"AEAD_AES_256_GCM","ciphertext":"!!","nonce":"n","associated_data":""}}',
      '',
      'a'.repeat(60_000),
    ];
    for (const method of ['alipay', 'wechat'])
      for (const payload of bodies) {
        const answer = await t.app.inject({
          method: 'POST',
          url: `/api/pay/notify/${method}`,
          headers: {
            'content-type': 'application/json',
            'wechatpay-serial': 'x',
            'wechatpay-timestamp': '1',
          },
          payload,
        });
        expect(answer.statusCode, `${method}: ${payload.slice(0, 40)}`).toBeLessThan(500);
      }
  });

  it('learns of a payment whose notification was lost by asking the provider', async () => {
    const { id } = await order(700, 1);
    const payment = await payOnline({ order_id: id, method: 'alipay' });
    await open(payment);
    await paidAtProvider('alipay', (await onlineOf(db(), payment.payment_id)).out_trade_no);
    const state = await browser.request('GET', `/api/pay/online/${payment.payment_id}`);
    expect(state.json().data).toMatchObject({ status: 'paid', order_status: 'paid' });
  });

  it('refunds automatically a payment that arrives after the order expired', async () => {
    const { id } = await order(900, 1);
    const payment = await payOnline({ order_id: id, method: 'alipay' });
    await open(payment);
    const { out_trade_no } = await onlineOf(db(), payment.payment_id);
    const { notification } = await paidAtProvider('alipay', out_trade_no);
    await db().execute(sql`UPDATE orders SET pay_deadline = now() - interval '1 minute' WHERE id = ${id}`);
    expect(await expireDueOrders(db(), new Date(), 10)).toBeGreaterThanOrEqual(1);
    expect((await deliverTo(t.app, notification)).body).toBe('success');
    expect(await orderStatusOf(db(), id)).toBe('cancelled');
    expect(await outcomes(db(), out_trade_no)).toEqual(['refund_late']);
    expect(await sendDueRefunds(t.app)).toBe(1);
    expect(await onlineOf(db(), payment.payment_id)).toMatchObject({
      status: 'refunded',
      refunded_fen: '900',
    });
    expect(
      devServer(t.app)
        .ledger.trade(out_trade_no)
        ?.refunds.map((r) => r.amountFen),
    ).toEqual([900]);
  });

  it('refuses an order holding an ephedrine-containing preparation', async () => {
    const ephedrine = await goodsWithStock(db(), 100, 3);
    await db().execute(sql`UPDATE goods SET regulatory_class = 'ephedrine_compound' WHERE id = ${ephedrine}`);
    const { id } = await placeOrder(db(), {
      buyer: me,
      lines: [{ goodsId: ephedrine, number: 1, priceFen: 500 }],
    });
    const options = payOptions.parse(
      (await browser.request('GET', `/api/pay/options?order_id=${id}`)).json().data,
    );
    expect(options.methods.find((m) => m.method === 'alipay')).toMatchObject({
      available: 0,
      reason: expect.stringContaining('对公转账'),
    });
    const refused = await browser.request('POST', '/api/pay/online', {
      json: { order_id: id, method: 'wechat' },
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('topping up with 微信支付', () => {
  it('lands on the ledger only from the verified notification', async () => {
    const limits = rechargeOptions.parse(
      (await browser.request('GET', '/api/pay/recharge_options')).json().data,
    );
    expect(limits).toEqual({ methods: ['alipay', 'wechat'], min: '100.00', max: '50000.00' });
    expect(
      (
        await browser.request('POST', '/api/pay/online', {
          json: { recharge_amount: '99.99', method: 'wechat' },
        })
      ).statusCode,
    ).toBe(422);
    await setWallet(db(), me.companyId, { balanceFen: 0 });
    const payment = await payOnline({ recharge_amount: '1000', method: 'wechat' });
    expect(payment).toMatchObject({ purpose: 'recharge', amount: '1000.00', pay_url: '' });
    await open(payment);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(0);
    const { out_trade_no } = await onlineOf(db(), payment.payment_id);
    const { notification, trade } = await paidAtProvider('wechat', out_trade_no);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverTo(t.app, notification)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(204));
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(100_000);
    const entries = await db().execute<{ kind: string; amount_fen: string; remark: string }>(sql`
      SELECT kind, amount_fen, remark FROM ledger_entries WHERE company_id = ${me.companyId} AND kind = 'recharge' AND remark LIKE '微信支付%'`);
    expect(entries.rows).toEqual([
      { kind: 'recharge', amount_fen: '100000', remark: `微信支付充值 ${trade.tradeNo}` },
    ]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses a notification whose signature or encryption does not verify', async () => {
    const payment = await payOnline({ recharge_amount: '200', method: 'wechat' });
    await open(payment);
    const { notification } = await paidAtProvider(
      'wechat',
      (await onlineOf(db(), payment.payment_id)).out_trade_no,
    );
    const before = await walletOf(db(), me.companyId);
    const flipped = { ...notification, body: notification.body.replace('"ciphertext":"', '"ciphertext":"A') };
    expect((await deliverTo(t.app, flipped)).statusCode).toBe(400);
    const replayedOld = {
      ...notification,
      headers: { ...notification.headers, 'wechatpay-timestamp': '1600000000' },
    };
    expect((await deliverTo(t.app, replayedOld)).statusCode).toBe(400);
    expect(await walletOf(db(), me.companyId)).toEqual(before);
  });
});
