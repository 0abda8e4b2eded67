import { consoleOrderDetail, consoleOrderPage, onlinePayment, orderDetail } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueCancelledOrderRefunds, sendDueRefunds } from '../src/payments/online-refund';
import { createCreditPayment, payByBalance, payCreditPayment } from '../src/payments/service';
import { confirmTransfer, requestTransfer } from '../src/payments/transfer';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { deliverTo, devPayments, devServer, onlineOf } from './online-pay.fixtures';
import {
  type Buyer,
  buyerByPhone,
  goodsWithStock,
  heldCoupon,
  orderStatusOf,
  placeOrder,
  setWallet,
  stockOf,
  walletOf,
} from './orders.fixtures';

/*
 * 取消订单并退款 and the orders list in the console (issue #26 §2 Orders): 财务 cancels a paid, unshipped order
 * with a reason; the money lands where it came from (balance → balance, 账期 → the credit line and its bill,
 * bank transfer → balance, 支付宝 → a provider refund), stock and a still-valid coupon come back, every wallet
 * equals its ledger, the buyer sees 已取消 and a message, and each call is one audit row. Refusals change nothing.
 */

let t: TestApp;
let me: Buyer;
let goodsId: number;
let buyer: Browser;
let caiwu: Browser;
let cangchu: Browser;
let kefu: Browser;
let yunying: Browser;

const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;
const cancel = (as: Browser, id: number, reason: unknown = '药品批次召回，无法发货') =>
  as.request('POST', `/api/console/orders/${id}/cancel`, { json: { reason } });

/** Everything a cancellation could change. */
const moneyState = async () =>
  (
    await rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM orders) AS orders,
      (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM payments) AS payments,
      (SELECT count(*)::int FROM ledger_entries) AS ledger,
      (SELECT count(*)::int FROM online_refunds) AS online_refunds,
      (SELECT sum(stock)::int FROM goods) AS stock,
      (SELECT count(*)::int FROM messages) AS messages`)
  )[0];

async function paidOrder(method: 'balance' | 'credit' | 'transfer', priceFen = 1234, couponId?: number) {
  const placed = await placeOrder(db(), {
    buyer: me,
    lines: [{ goodsId, number: 3, priceFen }],
    ...(couponId ? { userCouponId: couponId } : {}),
  });
  await db().transaction(async (tx) => {
    if (method === 'balance') await payByBalance(tx, me, placed.id);
    else if (method === 'credit') {
      const created = await createCreditPayment(tx, me, placed.id);
      await payCreditPayment(tx, me, created.payment_id);
    } else {
      const transfer = await requestTransfer(tx, me, placed.id);
      await confirmTransfer(tx, transfer.reference, 'test');
    }
  });
  return placed;
}

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0, payments: devPayments() });
  me = await buyerByPhone(db(), '13800138000');
  await setWallet(db(), me.companyId, { balanceFen: 10_000_000, creditLimitFen: 10_000_000, billingDay: 28 });
  goodsId = await goodsWithStock(db(), 10_000);
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  devServer(t.app).deliver = async (notification) => {
    await deliverTo(t.app, notification);
  };
  caiwu = await operatorBrowser(
    t.app,
    'caiwu',
    '198.51.100.170',
    await generate({ secret: 'CAIWUDEMOSECRETCAIWUDEMOSECRET22' }),
  );
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.171');
  kefu = await operatorBrowser(t.app, 'kefu', '198.51.100.172');
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.173');
}, 120_000);
afterAll(async () => t.close());

describe('cancel with refund', () => {
  it('gives a balance payment back to the balance, stock and the coupon back; the buyer sees 已取消 and a message', async () => {
    const coupon = await heldCoupon(db(), me.companyId, `CANCEL-${Date.now()}`);
    const order = await paidOrder('balance', 1234, coupon);
    const before = await walletOf(db(), me.companyId);
    const stock = await stockOf(db(), goodsId);
    const since = await lastAuditId(db());
    const response = await cancel(caiwu, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toContain('已退回余额');
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(before.balanceFen + order.totalFen);
    expect(await stockOf(db(), goodsId)).toBe(stock + 3);
    const [held] = await rows<{ used_order_id: number | null }>(
      sql`SELECT used_order_id FROM user_coupons WHERE id = ${coupon}`,
    );
    expect(held?.used_order_id).toBeNull();
    expect(await ledgerMismatches(db())).toEqual([]);

    const seen = orderDetail.parse((await buyer.request('GET', `/api/order/${order.id}`)).json().data);
    expect(seen.status_text).toBe('已取消');
    expect(seen.cancel_reason).toBe('药品批次召回，无法发货');
    const messages = await buyer.request('GET', '/api/user/message?page=1');
    expect(JSON.stringify(messages.json().data)).toContain('药品批次召回，无法发货');

    const audit = await auditSince(db(), since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: 'caiwu',
      source: 'console',
      command: 'order-cancel',
      ok: true,
      before: { status: 'paid' },
      after: { status: 'cancelled', reason: '药品批次召回，无法发货' },
    });
  });

  it('gives 账期 back to the credit line and lowers the bill', async () => {
    const order = await paidOrder('credit');
    const used = (await walletOf(db(), me.companyId)).creditUsedFen;
    const [bill] = await rows<{ id: number; amount_fen: string }>(sql`
      SELECT b.id, b.amount_fen FROM credit_bills b JOIN ledger_entries e ON e.bill_id = b.id
      WHERE e.order_id = ${order.id} AND e.kind = 'payment'`);
    expect((await cancel(caiwu, order.id)).statusCode).toBe(200);
    expect((await walletOf(db(), me.companyId)).creditUsedFen).toBe(used - order.totalFen);
    const [after] = await rows<{ amount_fen: string }>(
      sql`SELECT amount_fen FROM credit_bills WHERE id = ${bill?.id}`,
    );
    expect(Number(after?.amount_fen)).toBe(Number(bill?.amount_fen) - order.totalFen);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('gives a bank transfer to the balance', async () => {
    const order = await paidOrder('transfer');
    const balance = (await walletOf(db(), me.companyId)).balanceFen;
    const response = await cancel(caiwu, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balance + order.totalFen);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('sends a 支付宝 payment back through the provider, once, and the page shows the refund', async () => {
    const order = await placeOrder(db(), { buyer: me, lines: [{ goodsId, number: 1, priceFen: 1500 }] });
    const paying = await buyer.request('POST', '/api/pay/online', {
      json: { order_id: order.id, method: 'alipay' },
    });
    const payment = onlinePayment.parse(paying.json().data);
    await fetch(payment.pay_url || payment.qr_code);
    const { out_trade_no } = await onlineOf(db(), payment.payment_id);
    const paid = devServer(t.app).alipaySide.pay(out_trade_no);
    if (!paid) throw new Error('the local 支付宝 could not pay');
    await deliverTo(t.app, paid.notification);
    expect(await orderStatusOf(db(), order.id)).toBe('paid');
    const balance = (await walletOf(db(), me.companyId)).balanceFen;

    const response = await cancel(caiwu, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toContain('原路退回支付账户');
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balance);
    expect(await queueCancelledOrderRefunds(db())).toBe(0);
    expect(await sendDueRefunds(t.app)).toBe(1);
    expect((await onlineOf(db(), payment.payment_id)).status).toBe('refunded');

    const page = consoleOrderDetail.parse(
      (await caiwu.request('GET', `/api/console/orders/${order.id}`)).json().data,
    );
    expect(page.can_cancel_refund).toBe(0);
    expect(page.online_payments).toHaveLength(1);
    expect(page.online_payments[0]?.provider_trade_no).not.toBe('');
    expect(page.online_payments[0]?.refunds).toMatchObject([{ amount: '15.00', status: 'succeeded' }]);
  });

  it('keeps an expired coupon used', async () => {
    const coupon = await heldCoupon(db(), me.companyId, `EXPIRED-${Date.now()}`);
    const order = await paidOrder('balance', 1234, coupon);
    await db().execute(
      sql`UPDATE user_coupons SET ends_at = now() - interval '1 minute' WHERE id = ${coupon}`,
    );
    expect((await cancel(caiwu, order.id)).statusCode).toBe(200);
    const [held] = await rows<{ used_order_id: number | null }>(
      sql`SELECT used_order_id FROM user_coupons WHERE id = ${coupon}`,
    );
    expect(held?.used_order_id).toBe(order.id);
  });

  it('refunds once: a second cancel, two at once, and a shipped order are 409 and change nothing', async () => {
    const order = await paidOrder('balance');
    const balance = (await walletOf(db(), me.companyId)).balanceFen;
    const answers = await Promise.all([cancel(caiwu, order.id), cancel(caiwu, order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balance + order.totalFen);

    const state = await moneyState();
    const since = await lastAuditId(db());
    expect((await cancel(caiwu, order.id)).statusCode).toBe(409);
    const shipped = await paidOrder('balance');
    await db().execute(
      sql`UPDATE orders SET status = 'shipped', shipped_at = now() WHERE id = ${shipped.id}`,
    );
    const afterShipped = await moneyState();
    expect((await cancel(caiwu, shipped.id)).statusCode).toBe(409);
    expect(await moneyState()).toEqual(afterShipped);
    expect(state?.ledger).toBe(((await moneyState())?.ledger as number) - 1);
    const audit = await auditSince(db(), since);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([
      ['order-cancel', false],
      ['order-cancel', false],
    ]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses a bad reason (422), another role (403) and a buyer (401) with nothing changed and no audit row', async () => {
    const order = await paidOrder('balance');
    const state = await moneyState();
    const since = await lastAuditId(db());
    expect((await cancel(caiwu, order.id, '')).statusCode).toBe(422);
    expect((await cancel(caiwu, order.id, '原因\n第二行')).statusCode).toBe(422);
    expect((await cancel(caiwu, order.id, 'x'.repeat(201))).statusCode).toBe(422);
    expect((await cancel(cangchu, order.id)).statusCode).toBe(403);
    expect((await cancel(kefu, order.id)).statusCode).toBe(403);
    expect((await cancel(buyer, order.id)).statusCode).toBe(401);
    expect((await cancel(caiwu, 2147483647)).statusCode).toBe(404);
    expect(await moneyState()).toEqual(state);
    expect((await auditSince(db(), since)).map((row) => [row.command, row.ok])).toEqual([
      ['order-cancel', false],
    ]);
    expect(await orderStatusOf(db(), order.id)).toBe('paid');
  });
});

describe('the orders list', () => {
  it('filters by company name and goods name; 仓储, 财务 and 客服 read it, 运营 does not', async () => {
    const order = await paidOrder('balance');
    const [line] = await rows<{ name: string }>(
      sql`SELECT name FROM order_lines WHERE order_id = ${order.id} LIMIT 1`,
    );
    const [company] = await rows<{ name: string }>(
      sql`SELECT name FROM companies WHERE id = ${me.companyId}`,
    );
    const list = async (as: Browser, query: string) => {
      const response = await as.request('GET', `/api/console/orders?per_page=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return consoleOrderPage.parse(response.json().data).list.map((row) => row.id);
    };
    expect(await list(kefu, `status=&goods=${encodeURIComponent(line?.name ?? '')}`)).toContain(order.id);
    expect(await list(kefu, `status=&goods=${encodeURIComponent('不存在的药品名称')}`)).not.toContain(
      order.id,
    );
    expect(await list(cangchu, `status=&company=${encodeURIComponent(company?.name ?? '')}`)).toContain(
      order.id,
    );
    expect(await list(caiwu, `status=&company=${encodeURIComponent('没有这家公司')}`)).toEqual([]);
    expect((await list(caiwu, 'status=paid')).length).toBeGreaterThan(0);
    expect((await yunying.request('GET', '/api/console/orders')).statusCode).toBe(403);
    expect((await yunying.request('GET', `/api/console/orders/${order.id}`)).statusCode).toBe(403);
    const page = consoleOrderDetail.parse(
      (await kefu.request('GET', `/api/console/orders/${order.id}`)).json().data,
    );
    expect(page.can_cancel_refund).toBe(1);
    expect(page.ledger).toMatchObject([{ account: 'balance', kind: 'payment' }]);
  });
});
