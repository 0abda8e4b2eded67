import { consoleTransferList, creditBill, creditBillList, orderList, paymentResult } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { auditSince as auditSinceIn, lastAuditId as lastAuditIdIn, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import {
  type Buyer,
  buyerByPhone,
  goodsWithStock,
  orderStatusOf,
  placeOrder,
  setWallet,
} from './orders.fixtures';

/*
 * 对公转账 in the console (issue #26 §2): 财务 sees the transfers awaiting confirmation and confirms one — an
 * order's (the buyer's order becomes paid) or a bill's (the bill is repaid) — each confirmation one audited row,
 * a second one refused with nothing changed, and an operator without 财务 refused with nothing changed.
 */

let t: TestApp;
let buyer: Browser;
let me: Buyer;
let goodsId: number;
let caiwu: Browser;
let cangchu: Browser;

const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;

const signIn = (username: string, ip: string, otp?: string) => operatorBrowser(t.app, username, ip, otp);

const lastAuditId = () => lastAuditIdIn(db());
const auditSince = (id: number) => auditSinceIn(db(), id);

/** Everything a confirmation could change: payments, orders, bills, repayments, the ledger. */
async function moneyState() {
  return (
    await rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'status', status, 'paid_at', paid_at) ORDER BY id) FROM payments) AS payments,
      (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM orders) AS orders,
      (SELECT json_agg(json_build_object('id', id, 'repaid', repaid_fen) ORDER BY id) FROM credit_bills) AS bills,
      (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM bill_repayments) AS repayments,
      (SELECT count(*)::int FROM ledger_entries) AS ledger`)
  )[0];
}

const queue = async (as: Browser, status = 'pending') => {
  const response = await as.request('GET', `/api/console/transfers?status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return consoleTransferList.parse(response.json().data).list;
};
const confirm = (as: Browser, reference: string) =>
  as.request('POST', '/api/console/transfers/confirm', { json: { reference } });

async function orderTransfer(priceFen = 3_300) {
  const order = await placeOrder(db(), { buyer: me, lines: [{ goodsId, number: 1, priceFen }] });
  const answer = await buyer.request('POST', '/api/pay/transfer', { json: { order_id: order.id } });
  expect(answer.statusCode, answer.body).toBe(200);
  return { id: order.id, reference: answer.json().data.reference as string };
}

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 });
  me = await buyerByPhone(db(), '13800138000');
  goodsId = await goodsWithStock(db(), 100);
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
  // 财务 signs in once per file: a TOTP code is good once.
  caiwu = await signIn('caiwu', '198.51.100.140', await generate({ secret }));
  cangchu = await signIn('cangchu', '198.51.100.141');
});
afterAll(async () => t.close());

describe('an order transfer', () => {
  it('is in the queue with its amount, company and order, and 财务 confirming it pays the order once', async () => {
    const { id, reference } = await orderTransfer();
    const orderSn = (await rows<{ order_sn: string }>(sql`SELECT order_sn FROM orders WHERE id = ${id}`))[0]
      ?.order_sn as string;
    const row = (await queue(caiwu)).find((r) => r.reference === reference);
    expect(row).toMatchObject({
      kind: 'order',
      amount: '33.00',
      company: { id: me.companyId },
      order: { id, order_sn: orderSn },
      bill_period: null,
      status: 'pending',
      confirmed_at: null,
    });
    expect(Date.parse(row?.submitted_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const since = await lastAuditId();
    const confirmed = await confirm(caiwu, reference);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toContain(`已确认转账 ${reference}`);
    expect(await orderStatusOf(db(), id)).toBe('paid');
    const mine = orderList.parse(
      (await buyer.request('GET', `/api/order?keywords=${orderSn}`)).json().data,
    ).list;
    expect(mine.map((o) => `${o.order_sn}:${o.status}`)).toEqual([`${orderSn}:paid`]);
    const [event] = await rows<{ actor: string }>(
      sql`SELECT actor FROM order_events WHERE order_id = ${id} AND status = 'paid'`,
    );
    expect(event?.actor).toBe('operator:caiwu');
    expect(await auditSince(since)).toEqual([
      {
        operator: 'caiwu',
        source: 'console',
        command: 'confirm-transfer',
        ok: true,
        before: { reference, kind: 'order', status: 'pending', order_status: 'unpaid' },
        after: { reference, kind: 'order', status: 'paid', order_status: 'paid' },
      },
    ]);
    expect((await queue(caiwu)).map((r) => r.reference)).not.toContain(reference);
    const done = (await queue(caiwu, 'confirmed')).find((r) => r.reference === reference);
    expect(done).toMatchObject({ status: 'confirmed', amount: '33.00' });
    expect(typeof done?.confirmed_at).toBe('string');

    // A second confirmation: 409, nothing changes, one refused row.
    const before = await moneyState();
    const again = await confirm(caiwu, reference);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toContain('已确认过');
    expect(await moneyState()).toEqual(before);
    const refused = await auditSince(since);
    expect(refused).toHaveLength(2);
    expect(refused[1]).toMatchObject({ operator: 'caiwu', command: 'confirm-transfer', ok: false });
  });

  it('refuses an unknown reference (404) and a malformed body (422)', async () => {
    expect((await confirm(caiwu, 'YCZ00000000')).statusCode).toBe(404);
    expect((await confirm(caiwu, 'YCH00000000')).statusCode).toBe(404);
    const empty = await confirm(caiwu, '  ');
    expect(empty.statusCode).toBe(422);
    expect((await caiwu.request('GET', '/api/console/transfers?status=bogus')).statusCode).toBe(422);
  });

  it('refuses an operator without 财务 (403) and changes nothing', async () => {
    const { id, reference } = await orderTransfer(1_200);
    const before = await moneyState();
    const since = await lastAuditId();
    expect((await cangchu.request('GET', '/api/console/transfers')).statusCode).toBe(403);
    const refused = await confirm(cangchu, reference);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await moneyState()).toEqual(before);
    expect(await auditSince(since)).toEqual([]);
    expect(await orderStatusOf(db(), id)).toBe('unpaid');
    // Nor a buyer session.
    expect((await confirm(buyer, reference)).statusCode).toBe(401);
    expect(await moneyState()).toEqual(before);
  });
});

describe('a bill transfer', () => {
  it('is in the queue with its period, and 财务 confirming it repays the bill once', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 0, creditLimitFen: 50_000, billingDay: 28 });
    const { id } = await placeOrder(db(), { buyer: me, lines: [{ goodsId, number: 1, priceFen: 4_000 }] });
    const created = paymentResult.parse(
      (await buyer.request('POST', '/api/pay/user_credit_create', { json: { order_id: id } })).json().data,
    );
    const paid = await buyer.request('POST', '/api/pay/user_credit_pay', {
      json: { payment_id: created.payment_id },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [bill] = creditBillList.parse(
      (await buyer.request('GET', '/api/user/user_credit_list')).json().data,
    ).list;
    const asked = await buyer.request('POST', '/api/pay/credit_repay_transfer', {
      json: { bill_id: bill?.id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const transfer = creditBill.parse(asked.json().data).transfer;
    const reference = transfer?.reference as string;

    const row = (await queue(caiwu)).find((r) => r.reference === reference);
    expect(row).toMatchObject({
      kind: 'bill',
      amount: transfer?.amount,
      company: { id: me.companyId },
      order: null,
      bill_period: bill?.period,
      status: 'pending',
    });

    const since = await lastAuditId();
    const confirmed = await confirm(caiwu, reference);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = creditBillList
      .parse((await buyer.request('GET', '/api/user/user_credit_list')).json().data)
      .list.find((b) => b.id === bill?.id);
    expect(after).toMatchObject({ outstanding: '0.00', status: 'repaid', transfer: null });
    const [repayment] = await rows<{ confirmed_by: string }>(
      sql`SELECT confirmed_by FROM bill_repayments WHERE reference = ${reference}`,
    );
    expect(repayment?.confirmed_by).toBe('operator:caiwu');
    expect(await auditSince(since)).toEqual([
      {
        operator: 'caiwu',
        source: 'console',
        command: 'confirm-transfer',
        ok: true,
        before: { reference, kind: 'bill', status: 'pending' },
        after: { reference, kind: 'bill', status: 'confirmed' },
      },
    ]);
    expect(await ledgerMismatches(db())).toEqual([]);

    const before = await moneyState();
    expect((await confirm(caiwu, reference)).statusCode).toBe(409);
    expect(await moneyState()).toEqual(before);
    expect(await auditSince(since)).toHaveLength(2);
  });
});
