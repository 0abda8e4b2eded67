import { payOptions, rechargeOptions } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { buyerByPhone, goodsWithStock, placeOrder } from './orders.fixtures';

/*
 * Without a provider's keys online payment is absent, never simulated (issue #24; docs/security.md, the WeChat
 * sign-in lesson): the local provider server only under PAYMENT_DRIVER=dev, which production refuses at start.
 */

describe('starting without provider keys', () => {
  it('refuses the local provider server with NODE_ENV=production, and a half-configured provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_DRIVER: 'dev' })).toThrow(
      /NODE_ENV=production 时拒绝启动/,
    );
    expect(() => loadConfig({ PAYMENT_DRIVER: 'dev', WECHATPAY_MCH_ID: '1900000001' })).toThrow();
    expect(() => loadConfig({ PAYMENT_DRIVER: 'sandbox' })).toThrow(/PAYMENT_DRIVER/);
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021000000000001' })).toThrow(/ALIPAY_PRIVATE_KEY/);
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toMatchObject({
      alipay: null,
      wechat: null,
      dev: false,
    });
  });
});

describe('a production start without keys', () => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await build({ orderExpiryIntervalMs: 0, payments: loadConfig({ NODE_ENV: 'production' }).payments });
    browser = new Browser(t.app);
    await browser.login('13800138000', 'demo1234');
  });
  afterAll(async () => t.close());

  it('offers no online method and its routes refuse', async () => {
    const me = await buyerByPhone(t.database.db, '13800138000');
    const goodsId = await goodsWithStock(t.database.db, 10);
    const { id } = await placeOrder(t.database.db, {
      buyer: me,
      lines: [{ goodsId, number: 1, priceFen: 100 }],
    });
    const options = payOptions.parse(
      (await browser.request('GET', `/api/pay/options?order_id=${id}`)).json().data,
    );
    expect(options.methods.map((m) => m.method)).toEqual(['balance', 'credit', 'transfer']);
    const limits = rechargeOptions.parse(
      (await browser.request('GET', '/api/pay/recharge_options')).json().data,
    );
    expect(limits.methods).toEqual([]);
    for (const method of ['alipay', 'wechat']) {
      const pay = await browser.request('POST', '/api/pay/online', { json: { order_id: id, method } });
      expect(pay.statusCode).toBe(422);
      expect(pay.json().data.errors.method).toEqual(['该支付方式未开通']);
      const notify = await t.app.inject({
        method: 'POST',
        url: `/api/pay/notify/${method}`,
        payload: 'trade_status=TRADE_SUCCESS',
      });
      expect(notify.statusCode).toBe(404);
    }
    expect(t.app.payProviders.dev).toBeNull();
  });
});
