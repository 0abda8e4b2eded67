import { beijingToday, consoleReconciliations, onlinePayment, statementCheck } from '@yaocai/domain';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as ops } from '../src/cli/ops';
import { refundOnlinePayment, sendDueRefunds } from '../src/payments/online-refund';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { deliverTo, devPayments, devServer, onlineOf } from './online-pay.fixtures';
import { buyerByPhone, goodsWithStock, placeOrder } from './orders.fixtures';

/*
 * Reconciliation (issue #24 §4): the provider's statement of a day against our payments and refunds, with a
 * statement from the local provider server planted with a missing, an extra and a mismatched row — through the
 * console's 对账 (财务) and through `ops reconcile` with the server's keys in its environment.
 */

let t: TestApp;
let buyer: Browser;
let caiwu: Browser;
const today = beijingToday();
const paid: Record<string, string> = {};

async function payOrder(method: 'alipay' | 'wechat', priceFen: number) {
  const me = await buyerByPhone(t.database.db, '13800138000');
  const goodsId = await goodsWithStock(t.database.db, 1000);
  const order = await placeOrder(t.database.db, { buyer: me, lines: [{ goodsId, number: 1, priceFen }] });
  const answer = await buyer.request('POST', '/api/pay/online', { json: { order_id: order.id, method } });
  const payment = onlinePayment.parse(answer.json().data);
  await fetch(payment.pay_url || payment.qr_code);
  const { out_trade_no } = await onlineOf(t.database.db, payment.payment_id);
  const side = method === 'alipay' ? devServer(t.app).alipaySide : devServer(t.app).wechatSide;
  await deliverTo(t.app, side.pay(out_trade_no)?.notification ?? (undefined as never));
  return { orderId: order.id, outTradeNo: out_trade_no };
}

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0, payments: devPayments() });
  devServer(t.app).deliver = async (notification) => {
    await deliverTo(t.app, notification);
  };
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
  caiwu = await operatorBrowser(t.app, 'caiwu', '198.51.100.150', await generate({ secret }));
  for (const [name, price] of [
    ['missing', 1100],
    ['mismatched', 2200],
    ['matching', 3300],
  ] as const)
    paid[name] = (await payOrder('alipay', price)).outTradeNo;
  const refunded = await payOrder('wechat', 4400);
  await t.database.db.transaction((tx) =>
    refundOnlinePayment(tx, {
      orderId: refunded.orderId,
      amountFen: 1000,
      reason: '退货',
      key: 'r1',
      actor: 'test',
    }),
  );
  await sendDueRefunds(t.app);
  devServer(t.app).ledger.editStatement('alipay', today, (rows) => [
    ...rows
      .filter((row) => row.outTradeNo !== paid.missing)
      .map((row) => (row.outTradeNo === paid.mismatched ? { ...row, amountFen: row.amountFen + 1 } : row)),
    { kind: 'payment', providerId: '2026EXTRA', outTradeNo: 'YCPNOTOURS', outRefundNo: '', amountFen: 999 },
  ]);
});
afterAll(async () => t.close());

describe('reconciliation', () => {
  it('lists the missing, the extra and the mismatched row in the console, audited', async () => {
    const before = await lastAuditId(t.database.db);
    const run = await caiwu.request('POST', '/api/console/reconciliations', {
      json: { method: 'alipay', bill_date: today },
    });
    expect(run.statusCode, run.body).toBe(200);
    const check = statementCheck.parse(run.json().data);
    expect(check).toMatchObject({ statement_rows: 3, our_rows: 3 });
    expect(check.differences).toEqual(
      expect.arrayContaining([
        {
          kind: 'missing_provider',
          method: 'alipay',
          reference: paid.missing,
          provider_amount: null,
          our_amount: '11.00',
        },
        {
          kind: 'missing_ours',
          method: 'alipay',
          reference: 'YCPNOTOURS',
          provider_amount: '9.99',
          our_amount: null,
        },
        {
          kind: 'amount',
          method: 'alipay',
          reference: paid.mismatched,
          provider_amount: '22.01',
          our_amount: '22.00',
        },
      ]),
    );
    expect(check.differences).toHaveLength(3);
    expect(await auditSince(t.database.db, before)).toMatchObject([
      { operator: 'caiwu', command: 'reconcile', ok: true },
    ]);
    const list = consoleReconciliations.parse(
      (await caiwu.request('GET', '/api/console/reconciliations')).json().data,
    );
    expect(list.methods).toEqual(['alipay', 'wechat']);
    expect(list.list.find((c) => c.method === 'alipay')?.differences).toHaveLength(3);
  });

  it('matches payments and refunds of a clean 微信支付 statement', async () => {
    await expect
      .poll(async () => {
        const run = await caiwu.request('POST', '/api/console/reconciliations', {
          json: { method: 'wechat', bill_date: today },
        });
        return statementCheck.parse(run.json().data);
      })
      .toMatchObject({ statement_rows: 2, our_rows: 2, differences: [] });
  });

  it('finds the same differences with `ops reconcile` and the server’s keys', async () => {
    const keys = devServer(t.app).alipay;
    const lines: string[] = [];
    const code = await ops(['reconcile', 'alipay', today, '--operator', '张三'], {
      db: t.database.db,
      out: (text) => lines.push(text),
      env: {
        ALIPAY_APP_ID: keys.appId,
        ALIPAY_PRIVATE_KEY: keys.privateKey,
        ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
        ALIPAY_GATEWAY: keys.gateway,
        USER: '张三',
      },
    });
    expect(code, lines.join('\n')).toBe(0);
    const output = lines.join('\n');
    expect(output).toContain('差异 3 处');
    expect(output).toContain(`对账单无记录  ${paid.missing}`);
    expect(output).toContain('平台无记录  YCPNOTOURS');
    expect(output).toContain(`金额不符  ${paid.mismatched}  对账单 22.01  平台 22.00`);
  });

  it('is refused to an operator without 财务', async () => {
    const cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.151');
    const refused = await cangchu.request('POST', '/api/console/reconciliations', {
      json: { method: 'alipay', bill_date: today },
    });
    expect(refused.statusCode).toBe(403);
  });
});
