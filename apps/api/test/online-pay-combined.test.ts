import { onlinePayment } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExpiredOnlinePayments, releaseAbandonedBalanceParts } from '../src/payments/online-job';
import { queueCancelledOrderRefunds, sendDueRefunds } from '../src/payments/online-refund';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { deliverTo, devPayments, devServer, onlineOf } from './online-pay.fixtures';
import {
  type Buyer,
  buyerByPhone,
  goodsWithStock,
  orderStatusOf,
  placeOrder,
  setWallet,
  walletOf,
} from './orders.fixtures';

/*
 * Combined payment (issue #24 §3): the balance first, the rest online, settled atomically — the balance part is
 * taken when the attempt is made and given back once if the online part fails, expires or its order is cancelled.
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

async function combined(balanceFen: number, priceFen = 2500) {
  await setWallet(db(), me.companyId, { balanceFen });
  const { id } = await placeOrder(db(), { buyer: me, lines: [{ goodsId, number: 1, priceFen }] });
  const answer = await browser.request('POST', '/api/pay/online', {
    json: { order_id: id, method: 'alipay', use_balance: 1 },
  });
  return { id, answer };
}

describe('paying with the balance first and the rest online', () => {
  it('takes the balance part at once and pays the order when the online part is notified', async () => {
    const { id, answer } = await combined(1000);
    const payment = onlinePayment.parse(answer.json().data);
    expect(payment).toMatchObject({ amount: '15.00', balance_amount: '10.00', status: 'pending' });
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(0);
    await fetch(payment.pay_url);
    const { out_trade_no } = await onlineOf(db(), payment.payment_id);
    const paid = devServer(t.app).alipaySide.pay(out_trade_no);
    expect(paid?.trade.amountFen).toBe(1500);
    await deliverTo(t.app, paid?.notification ?? (undefined as never));
    expect(await orderStatusOf(db(), id)).toBe('paid');
    expect(await releaseAbandonedBalanceParts(db())).toBe(0);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);

    // Cancelled before shipping: the balance part back to the balance, the online part back through 支付宝.
    expect((await browser.request('POST', `/api/order/${id}/cancel`, { json: {} })).statusCode).toBe(200);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(1000);
    expect(await queueCancelledOrderRefunds(db())).toBe(1);
    expect(await sendDueRefunds(t.app)).toBe(1);
    expect(
      devServer(t.app)
        .ledger.trade(out_trade_no)
        ?.refunds.map((r) => r.amountFen),
    ).toEqual([1500]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('gives the balance part back once when the online part expires unpaid', async () => {
    const { id, answer } = await combined(1000);
    const payment = onlinePayment.parse(answer.json().data);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(0);
    await db().execute(
      sql`UPDATE online_payments SET expires_at = now() - interval '2 minutes' WHERE id = ${payment.payment_id}`,
    );
    expect(await closeExpiredOnlinePayments(t.app)).toBe(1);
    expect(await releaseAbandonedBalanceParts(db())).toBe(1);
    expect(await releaseAbandonedBalanceParts(db())).toBe(0);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(1000);
    expect(await orderStatusOf(db(), id)).toBe('unpaid');
    const entries = await db().execute<{ amount_fen: string; remark: string }>(sql`
      SELECT amount_fen, remark FROM ledger_entries WHERE order_id = ${id} ORDER BY id`);
    expect(entries.rows).toEqual([
      { amount_fen: '-1000', remark: '组合支付：余额部分（其余在线支付）' },
      { amount_fen: '1000', remark: '组合支付未完成，余额部分退回' },
    ]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses a combined payment the balance alone covers', async () => {
    const { answer } = await combined(5000);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('余额足够支付该订单，请直接使用余额支付');
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(5000);
  });
});
