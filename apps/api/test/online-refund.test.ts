import { onlinePayment } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExpiredOnlinePayments } from '../src/payments/online-job';
import {
  queueCancelledOrderRefunds,
  refundOnlinePayment,
  sendDueRefunds,
} from '../src/payments/online-refund';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { deliverTo, devPayments, devServer, onlineOf } from './online-pay.fixtures';
import { type Buyer, buyerByPhone, goodsWithStock, orderStatusOf, placeOrder } from './orders.fixtures';

/*
 * Refunds through the provider (issue #24): partial refunds keyed by the caller, settled by 微信支付's refund
 * notification; a cancelled online order refunded by the job; attempts past their time closed.
 */

let t: TestApp;
let browser: Browser;
let me: Buyer;
let goodsId: number;

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0, payments: devPayments() });
  me = await buyerByPhone(t.database.db, '13800138000');
  goodsId = await goodsWithStock(t.database.db, 1000);
  browser = new Browser(t.app);
  await browser.login('13800138000', 'demo1234');
  devServer(t.app).deliver = async (notification) => {
    await deliverTo(t.app, notification);
  };
});
afterAll(async () => t.close());

const db = () => t.database.db;
const order = (priceFen: number, number: number) =>
  placeOrder(db(), { buyer: me, lines: [{ goodsId, number, priceFen }] });

async function payOnline(body: Record<string, unknown>) {
  const response = await browser.request('POST', '/api/pay/online', { json: body });
  expect(response.statusCode, response.body).toBe(200);
  return onlinePayment.parse(response.json().data);
}

/** The buyer opens the provider's page or scans, then pays there. */
async function paidAtProvider(
  method: 'alipay' | 'wechat',
  payment: { payment_id: number; pay_url: string; qr_code: string },
) {
  await fetch(payment.pay_url || payment.qr_code);
  const { out_trade_no } = await onlineOf(db(), payment.payment_id);
  const side = method === 'alipay' ? devServer(t.app).alipaySide : devServer(t.app).wechatSide;
  const paid = side.pay(out_trade_no);
  if (!paid) throw new Error(`the local ${method} could not pay ${out_trade_no}`);
  return paid;
}

describe('refunds through the provider', () => {
  it('refunds part of a 微信支付 order, settles on the refund notification, and refuses more than is left', async () => {
    const { id } = await order(5000, 2);
    const payment = await payOnline({ order_id: id, method: 'wechat' });
    const { notification } = await paidAtProvider('wechat', payment);
    await deliverTo(t.app, notification);
    expect(await orderStatusOf(db(), id)).toBe('paid');
    const queue = (amountFen: number, key: string) =>
      db().transaction((tx) =>
        refundOnlinePayment(tx, { orderId: id, amountFen, reason: '退货', key, actor: 'test' }),
      );
    const first = await queue(3000, 'case-1');
    expect(await queue(3000, 'case-1')).toEqual(first);
    await expect(queue(7001, 'case-2')).rejects.toThrow('退款金额超过可退金额');
    expect(await sendDueRefunds(t.app)).toBe(1);
    // The local 微信支付 answers PROCESSING, then notifies REFUND.SUCCESS.
    await expect.poll(async () => (await onlineOf(db(), payment.payment_id)).refunded_fen).toBe('3000');
    expect((await onlineOf(db(), payment.payment_id)).status).toBe('paid');
  });

  it('refunds a cancelled online order through the job and closes attempts past their time', async () => {
    const { id } = await order(1500, 1);
    const payment = await payOnline({ order_id: id, method: 'alipay' });
    await deliverTo(t.app, (await paidAtProvider('alipay', payment)).notification);
    const cancel = await browser.request('POST', `/api/order/${id}/cancel`, { json: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().message).toContain('将原路退回支付宝');
    const { id: unpaid } = await order(800, 1);
    const stale = await payOnline({ order_id: unpaid, method: 'alipay' });
    await db().execute(
      sql`UPDATE online_payments SET expires_at = now() - interval '2 minutes' WHERE id = ${stale.payment_id}`,
    );
    expect(await closeExpiredOnlinePayments(t.app)).toBe(1);
    expect((await onlineOf(db(), stale.payment_id)).status).toBe('closed');
    expect(await queueCancelledOrderRefunds(db())).toBe(1);
    expect(await sendDueRefunds(t.app)).toBe(1);
    expect((await onlineOf(db(), payment.payment_id)).status).toBe('refunded');
  });
});
