import { payOptions } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { type Buyer, buyerByPhone, orderStatusOf, placeOrder, setWallet, walletOf } from './orders.fixtures';

/* Issue #21 §4: a 含麻 order is paid only by company transfer or 账期 (domain `payMethodRefusal`). */

let t: TestApp;
let browser: Browser;
let me: Buyer;
let ephedrineId: number;
let keyCount = 0;

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 });
  me = await buyerByPhone(t.database.db, '13800138000');
  const found = await t.database.db.execute<{ id: number }>(sql`
    SELECT id FROM goods WHERE regulatory_class = 'ephedrine_compound' AND NOT banned_online ORDER BY id LIMIT 1`);
  ephedrineId = found.rows[0]?.id as number;
  await t.database.db.execute(sql`UPDATE goods SET stock = 1000 WHERE id = ${ephedrineId}`);
  browser = new Browser(t.app);
  await browser.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

const db = () => t.database.db;
const hmOrder = () =>
  placeOrder(db(), { buyer: me, lines: [{ goodsId: ephedrineId, number: 2, priceFen: 1250 }] });

describe('paying a 含麻 order', () => {
  it('refuses the balance with 422 and a Chinese reason, and changes nothing', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 100_000 });
    const { id } = await hmOrder();
    const refused = await browser.request('POST', '/api/pay/balance', {
      json: { order_id: id },
      headers: { 'idempotency-key': `hm-pay-${++keyCount}` },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.body).toContain('只能对公转账或账期支付');
    expect(await orderStatusOf(db(), id)).toBe('unpaid');
    expect((await db().execute(sql`SELECT id FROM payments WHERE order_id = ${id}`)).rows).toEqual([]);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(100_000);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('offers only transfer and 账期, and accepts a transfer', async () => {
    await setWallet(db(), me.companyId, {
      balanceFen: 100_000,
      creditLimitFen: 100_000,
      billingDay: 10,
      dueDays: 30,
    });
    const { id } = await hmOrder();
    const options = payOptions.parse(
      (await browser.request('GET', `/api/pay/options?order_id=${id}`)).json().data,
    );
    expect(options.methods.filter((m) => m.available).map((m) => m.method)).toEqual(['credit', 'transfer']);
    expect(options.methods.find((m) => m.method === 'balance')?.reason).toContain('不能使用余额');
    const transfer = await browser.request('POST', '/api/pay/transfer', { json: { order_id: id } });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json().data.reference).not.toBe('');
  });
});
