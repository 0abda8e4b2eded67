import { lineRefundFen, onlinePayment } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInvoiceRequest } from '../src/invoices';
import { earnPointsForOrders } from '../src/points';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { ledgerMismatches } from '../src/wallet/ledger';
import { deliveredOrder } from './after-sales.fixtures';
import { Browser } from './browser';
import { operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { deliverTo, devPayments, devServer, onlineOf } from './online-pay.fixtures';
import { type Buyer, buyerByPhone, goodsWithStock, placeOrder, setWallet, walletOf } from './orders.fixtures';

/*
 * What an after-sales refund sets off in the other capabilities (issue #21 §1, wired in after-sales/refund.ts), in
 * the refund's own transaction: the points the order earned are taken back in proportion, an issued e-invoice
 * gets its red-letter reversal (销货退回) for exactly the refund, and an order paid with 支付宝 is refunded through
 * the provider — not into the balance.
 */

let t: TestApp;
let me: Buyer;
let buyer: Browser;
let kefu: Browser;
let caiwu: Browser;
let goodsId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0, payments: devPayments() }, 12);
  me = await buyerByPhone(db(), '13800138000');
  await setWallet(db(), me.companyId, { balanceFen: 1_000_000 });
  goodsId = await goodsWithStock(db(), 1_000);
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  devServer(t.app).deliver = async (notification) => {
    await deliverTo(t.app, notification);
  };
  kefu = await operatorBrowser(t.app, 'kefu', '198.51.100.170');
  const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
  caiwu = await operatorBrowser(t.app, 'caiwu', '198.51.100.171', await generate({ secret }));
}, 120_000);
afterAll(async () => t.close());

/** A 仅退款 of `units` of the order's first line, approved by 客服 and refunded by 财务; answers the request id. */
async function refunded(orderId: number, lineId: number, units: number): Promise<number> {
  const asked = await buyer.request('POST', `/api/order/${orderId}/after_sale`, {
    json: {
      type: 'refund',
      reason: 'short_delivery',
      description: '少发两盒',
      lines: [{ line_id: lineId, number: units }],
    },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const id = asked.json().data.id as number;
  const approved = await kefu.request('POST', `/api/console/after_sales/${id}/approve`, { json: {} });
  expect(approved.statusCode, approved.body).toBe(200);
  const refund = await caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} });
  expect(refund.statusCode, refund.body).toBe(200);
  return id;
}

const pointsOf = async (userId: number) =>
  Number(
    (await db().execute<{ points: number }>(sql`SELECT points FROM users WHERE id = ${userId}`)).rows[0]
      ?.points,
  );

describe('a refund of a completed order', () => {
  it('takes back the refunded share of the points and asks for a red-letter invoice of exactly the refund', async () => {
    // 4 × ¥25.00 paid from the balance: ¥100.00 earns 10 points at the default rate (1 per ¥10).
    const order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 4, priceFen: 2500 }]);
    const lineId = order.lineIds[0] as number;
    await db().execute(sql`UPDATE orders SET invoice_type = 'e_normal' WHERE id = ${order.id}`);
    await db().transaction(async (tx) => {
      await openInvoiceRequest(tx, order.id);
      await earnPointsForOrders(tx, [order.id]);
    });
    const blue = (
      await db().execute<{ id: number }>(
        sql`SELECT id FROM invoices WHERE order_id = ${order.id} AND kind = 'blue'`,
      )
    ).rows[0]?.id;
    const issuedOn = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const issued = await caiwu.request('POST', `/api/console/invoices/${blue}/issue`, {
      json: { number: '26118000000000000001', issued_on: issuedOn },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const pointsBefore = await pointsOf(me.userId);

    await refunded(order.id, lineId, 2);

    const expected = lineRefundFen({ payableFen: 10_000, number: 4 }, 0, 2);
    expect(expected).toBe(5000);
    expect(await pointsOf(me.userId)).toBe(pointsBefore - 5);
    const entries = await db().execute<{ amount: number }>(
      sql`SELECT amount FROM points_entries WHERE order_id = ${order.id} AND kind = 'refund'`,
    );
    expect(entries.rows).toEqual([{ amount: -5 }]);
    const red = await db().execute<{ status: string; amount_fen: string; reason: string }>(
      sql`SELECT status, amount_fen::text, reason FROM invoices WHERE order_id = ${order.id} AND kind = 'red'`,
    );
    expect(red.rows).toHaveLength(1);
    expect(red.rows[0]).toMatchObject({ status: 'issuing', reason: 'return' });
    expect(Math.abs(Number(red.rows[0]?.amount_fen))).toBe(expected);
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});

describe('a refund of an order paid with 支付宝', () => {
  it('goes back through the provider, once, and leaves the balance alone', async () => {
    const placed = await placeOrder(db(), { buyer: me, lines: [{ goodsId, number: 3, priceFen: 3000 }] });
    const paying = await buyer.request('POST', '/api/pay/online', {
      json: { order_id: placed.id, method: 'alipay' },
    });
    expect(paying.statusCode, paying.body).toBe(200);
    const payment = onlinePayment.parse(paying.json().data);
    await fetch(payment.pay_url);
    const { out_trade_no } = await onlineOf(db(), payment.payment_id);
    const paid = devServer(t.app).alipaySide.pay(out_trade_no);
    if (!paid) throw new Error('the local 支付宝 could not pay');
    await deliverTo(t.app, paid.notification);
    await db().execute(sql`
      UPDATE orders SET status = 'completed', shipped_at = now(), completed_at = now() WHERE id = ${placed.id}`);
    const lineId = (
      await db().execute<{ id: number }>(
        sql`SELECT id FROM order_lines WHERE order_id = ${placed.id} ORDER BY id`,
      )
    ).rows[0]?.id as number;
    const balanceBefore = (await walletOf(db(), me.companyId)).balanceFen;

    const id = await refunded(placed.id, lineId, 1);
    // 财务 pressing 退款 again answers the same refund.
    expect(
      (await caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} })).statusCode,
    ).toBe(200);

    const queued = await db().execute<{ amount_fen: string; key: string }>(sql`
      SELECT r.amount_fen::text, r.key FROM online_refunds r
      JOIN online_payments op ON op.id = r.online_payment_id WHERE op.order_id = ${placed.id}`);
    expect(queued.rows).toEqual([{ amount_fen: '3000', key: `after-sale-${id}` }]);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balanceBefore);
    const detail = (await buyer.request('GET', `/api/after_sale/${id}`)).json().data;
    expect(JSON.stringify(detail.timeline)).toContain('原路退回支付账户');
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
