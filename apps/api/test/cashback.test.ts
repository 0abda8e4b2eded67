import { cartCheckout, cashVoucherList } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteCashVouchers, spendCashVouchers, voucherMismatches } from '../src/cashback';
import { main } from '../src/cli/ops';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { completedOrder, type Journey, orderFromCart, refund, vouchersOf } from './cashback.fixtures';
import { operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import {
  buyerByPhone,
  clearOrders,
  goodsWithStock,
  placeOrder,
  setWallet,
  walletOf,
} from './orders.fixtures';

/*
 * Cash-back (满返) and cash vouchers (现金券) on PostgreSQL, through the real routes (issue #22 §1): an order in a tier
 * earns its voucher when it completes; a refund below the tier takes it back (or, spent, its value out of the
 * refund); vouchers pay orders, come back on cancel, and two orders never spend one voucher; every voucher equals
 * its ledger and every balance its ledger. Goods: ¥250.00 a box, out of 满减 and coupons (with_coupon off).
 */

let t: TestApp;
let j: Journey;
let staff: { kefu: Browser; caiwu: Browser };
let yunying: Browser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 }, 12);
  await clearOrders(db());
  await db().execute(sql`UPDATE cashback_campaigns SET status = 'ended'`);
  const me = await buyerByPhone(db(), '13800138000');
  await setWallet(db(), me.companyId, { balanceFen: 10_000_000 });
  const goodsId = await goodsWithStock(db(), 100_000);
  await db().execute(
    sql`UPDATE goods SET price_fen = 25000, zbz = 1, with_coupon = false WHERE id = ${goodsId}`,
  );
  await db().execute(sql`DELETE FROM goods_ladder_prices WHERE goods_id = ${goodsId}`);
  await db().execute(sql`DELETE FROM negotiated_prices WHERE goods_id = ${goodsId}`);
  const address = await db().execute<{ id: number }>(
    sql`SELECT id FROM addresses WHERE company_id = ${me.companyId} AND deleted_at IS NULL ORDER BY id LIMIT 1`,
  );
  const buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  j = { db: db(), me, buyer, addressId: address.rows[0]?.id as number, goodsId };
  const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
  staff = {
    kefu: await operatorBrowser(t.app, 'kefu', '198.51.100.180'),
    caiwu: await operatorBrowser(t.app, 'caiwu', '198.51.100.181', await generate({ secret })),
  };
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.182');
  const created = await yunying.request('POST', '/api/console/cashback', {
    json: {
      title: '年中满返',
      rule_text: '实付满1000返50，满3000返200',
      scope: 'all',
      tiers: [
        { threshold: '3000', voucher: '200' },
        { threshold: '1000', voucher: '50' },
      ],
      validity_days: 30,
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
}, 120_000);
afterAll(async () => t.close());

async function invariants() {
  expect(await voucherMismatches(db())).toEqual([]);
  expect(await ledgerMismatches(db())).toEqual([]);
}

async function myVouchers(status = '') {
  const response = await j.buyer.request('GET', `/api/user/cash_voucher?status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return cashVoucherList.parse(response.json().data);
}

describe('earning cash-back', () => {
  it('issues the tier reached when the order completes, once, and shows it at /wdqb/xjq and on the order', async () => {
    // 13 × ¥250.00 = ¥3,250.00 paid → 满3000返200.
    const orderId = await completedOrder(j, 13);
    expect(await vouchersOf(db(), orderId)).toEqual([
      expect.objectContaining({ amount_fen: 20000, remaining_fen: 20000, revoked: false }),
    ]);
    const unused = await myVouchers('unused');
    expect(unused.list.find((v) => v.order_id === orderId)).toMatchObject({
      amount: '200.00',
      remaining: '200.00',
      status: 'unused',
      status_text: '未使用',
      title: '满返现金券 ¥200.00',
    });
    const detail = (await j.buyer.request('GET', `/api/order/${orderId}`)).json().data;
    expect(detail.cashback).toMatchObject({
      campaign_title: '年中满返',
      voucher: { amount: '200.00', status_text: '未使用' },
    });
    await invariants();
  });

  it('issues nothing below the lowest tier, and nothing for an order placed while the campaign is paused', async () => {
    const below = await completedOrder(j, 3); // ¥750.00
    expect(await vouchersOf(db(), below)).toEqual([]);
    const list = (await yunying.request('GET', '/api/console/cashback')).json().data.list;
    const id = list[0].id as number;
    expect(
      (await yunying.request('POST', `/api/console/cashback/${id}/status`, { json: { status: 'paused' } }))
        .statusCode,
    ).toBe(200);
    const paused = await completedOrder(j, 5);
    expect(await vouchersOf(db(), paused)).toEqual([]);
    expect(
      (await yunying.request('POST', `/api/console/cashback/${id}/status`, { json: { status: 'active' } }))
        .statusCode,
    ).toBe(200);
    const window = {
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    };
    const scheduled = await yunying.request('POST', `/api/console/cashback/${id}/schedule`, { json: window });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const audit = await db().execute<{ command: string }>(
      sql`SELECT command FROM ops_audit WHERE command LIKE 'cashback-%' ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.command)).toEqual([
      'cashback-create',
      'cashback-status',
      'cashback-status',
      'cashback-schedule',
    ]);
  });
});

describe('a refund that brings the order below its tier', () => {
  it('takes an unused voucher back: 已收回', async () => {
    const orderId = await completedOrder(j, 5); // ¥1,250.00 → ¥50
    const note = await refund(j, staff, orderId, 2); // ¥750.00 left: no tier
    expect(note).toContain('收回满返现金券 ¥50.00');
    expect(await vouchersOf(db(), orderId)).toEqual([
      expect.objectContaining({ amount_fen: 5000, remaining_fen: 0, revoked: true }),
    ]);
    expect((await myVouchers('revoked')).list.some((v) => v.order_id === orderId)).toBe(true);
    await invariants();
  });

  it('to a lower tier takes back only the difference: ¥200 → ¥50 keeps ¥50 on the voucher', async () => {
    const orderId = await completedOrder(j, 13); // ¥3,250.00 → ¥200
    await refund(j, staff, orderId, 2); // ¥2,750.00 → ¥50 tier
    expect(await vouchersOf(db(), orderId)).toEqual([
      expect.objectContaining({ amount_fen: 20000, remaining_fen: 5000, revoked: false }),
    ]);
    await invariants();
  });

  it('deducts the spent value from the refund when the voucher was already spent', async () => {
    const earning = await completedOrder(j, 5); // ¥1,250.00 → ¥50
    const [voucher] = await vouchersOf(db(), earning);
    // Spend ¥50 of it on the next order: 1 × ¥250.00 → ¥200.00 in money, + ¥10.00 shipping (not voucher-paid).
    const spending = await orderFromCart(j, 1, [voucher?.id as number]);
    expect(spending.statusCode, spending.body).toBe(200);
    expect(spending.json().data.total).toBe('210.00');
    const balanceBefore = (await walletOf(db(), j.me.companyId)).balanceFen;
    const note = await refund(j, staff, earning, 2); // ¥500.00 of lines back, below the tier
    expect(note).toContain('已用满返现金券 ¥50.00 从退款中扣回');
    expect((await walletOf(db(), j.me.companyId)).balanceFen - balanceBefore).toBe(50000 - 5000);
    const kept = await db().execute<{ deducted_fen: string; owed_fen: string }>(
      sql`SELECT deducted_fen, owed_fen FROM order_cashback WHERE order_id = ${earning}`,
    );
    expect(kept.rows[0]).toEqual({ deducted_fen: '5000', owed_fen: '0' });
    expect(await vouchersOf(db(), earning)).toEqual([
      expect.objectContaining({ remaining_fen: 0, revoked: true }),
    ]);
    await invariants();
  });
});

describe('paying with cash vouchers', () => {
  it('pays part of an order, returns it all on cancel, and returns the refunded part as voucher value', async () => {
    const earning = await completedOrder(j, 13); // ¥200 voucher
    const [voucher] = await vouchersOf(db(), earning);
    const id = voucher?.id as number;
    const placed = await orderFromCart(j, 2, [id]); // ¥500.00 − ¥200.00 + ¥10.00 shipping
    expect(placed.json().data.total).toBe('310.00');
    const orderId = placed.json().data.order_id as number;
    expect((await vouchersOf(db(), earning))[0]?.remaining_fen).toBe(0);
    expect(
      (await j.buyer.request('POST', `/api/order/${orderId}/cancel`, { json: { reason: '不想要了' } }))
        .statusCode,
    ).toBe(200);
    expect((await vouchersOf(db(), earning))[0]?.remaining_fen).toBe(20000);

    const paid = await completedOrder(j, 2, [id]); // ¥200 of ¥500 by voucher, split over the line
    await refund(j, staff, paid, 1); // half the line: ¥150.00 money, ¥100.00 voucher
    expect((await vouchersOf(db(), earning))[0]?.remaining_fen).toBe(10000);
    const money = await db().execute<{ amount_fen: string }>(
      sql`SELECT amount_fen FROM after_sale_refunds WHERE order_id = ${paid}`,
    );
    expect(money.rows).toEqual([{ amount_fen: '15000' }]);
    await invariants();
  });

  it('previews the choice at checkout step 2: the vouchers held and what the chosen ones pay', async () => {
    const earning = await completedOrder(j, 5); // ¥50 voucher
    const [voucher] = await vouchersOf(db(), earning);
    await db().execute(sql`DELETE FROM cart_items WHERE user_id = ${j.me.userId}`);
    const line = await db().execute<{ id: number }>(sql`
      INSERT INTO cart_items (user_id, goods_id, number) VALUES (${j.me.userId}, ${j.goodsId}, 2) RETURNING id`);
    const preview = await j.buyer.request('POST', '/api/cart/checkout', {
      json: { ids: [line.rows[0]?.id], cash_voucher_ids: [voucher?.id] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = cartCheckout.parse(preview.json().data);
    expect(data.cash_vouchers.find((v) => v.id === voucher?.id)).toMatchObject({ chosen: 1, spend: '50.00' });
    expect(data).toMatchObject({ cash_voucher_discount: '50.00', payable: '460.00' });
  });

  it('refuses another company’s voucher (404) and one with nothing left (409)', async () => {
    const other = await db().execute<{ id: number }>(sql`
      INSERT INTO cash_vouchers (company_id, title, amount_fen, remaining_fen, starts_at, ends_at)
      SELECT c.id, '别家现金券', 1000, 0, now(), now() + interval '1 day' FROM companies c
      WHERE c.id <> ${j.me.companyId} ORDER BY c.id LIMIT 1 RETURNING id`);
    expect((await orderFromCart(j, 1, [other.rows[0]?.id as number])).statusCode).toBe(404);
    const mine = await db().execute<{ id: number }>(sql`
      INSERT INTO cash_vouchers (company_id, title, amount_fen, remaining_fen, starts_at, ends_at)
      VALUES (${j.me.companyId}, '已用完', 1000, 0, now(), now() + interval '1 day') RETURNING id`);
    const spent = (await myVouchers('used')).list.find((v) => v.id === mine.rows[0]?.id);
    expect(spent?.status_text).toBe('已使用');
    const again = await orderFromCart(j, 1, [spent?.id as number]);
    expect(again.statusCode, again.body).toBe(409);
  });

  it('lets one of two orders spending the same voucher at once have it', async () => {
    const earning = await completedOrder(j, 5); // ¥50 voucher
    const [voucher] = await vouchersOf(db(), earning);
    const a = await placeOrder(db(), {
      buyer: j.me,
      lines: [{ goodsId: j.goodsId, number: 1, priceFen: 25000 }],
    });
    const b = await placeOrder(db(), {
      buyer: j.me,
      lines: [{ goodsId: j.goodsId, number: 1, priceFen: 25000 }],
    });
    const priced = {
      lines: [],
      gifts: [],
      activities: [],
      goodsTotalFen: 25000,
      discountFen: 0,
      shipping: { feeFen: 0, reason: 'free_amount' },
      totalFen: 25000,
    };
    // The engine's line figures are not needed for the race: one line worth ¥250.00.
    const line = { id: 1, counted: true, kind: 'goods', source: 'base', promotion: null, payableFen: 25000 };
    const cart = { ...priced, lines: [line] } as unknown as Parameters<typeof quoteCashVouchers>[3];
    const spend = (orderId: number) =>
      db().transaction(async (tx) => {
        const quote = await quoteCashVouchers(
          tx,
          j.me.companyId,
          [voucher?.id as number],
          cart,
          null,
          Date.now(),
        );
        await spendCashVouchers(tx, quote, orderId, 'test');
        return quote.totalFen;
      });
    const results = await Promise.allSettled([spend(a.id), spend(b.id)]);
    expect(
      results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value),
    ).toEqual([5000]);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // The loser is refused with 409 by the lock and the conditional update — not by the table's CHECK (a 500).
    expect(lost.map((r) => (r.reason as { httpStatus?: number }).httpStatus)).toEqual([409]);
    expect((await vouchersOf(db(), earning))[0]?.remaining_fen).toBe(0);
    await invariants();
  });
});

describe('ops cashback', () => {
  it('lists, pauses, resumes and ends a campaign, every command audited; ended is final', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await main([...argv, '--operator', '张三'], {
        db: db(),
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      });
      return { code, output: lines.join('\n') };
    };
    const created = await run(
      'cashback',
      'create',
      '--json',
      JSON.stringify({
        title: 'ops满返',
        scope: 'all',
        tiers: [{ threshold: '500', voucher: '10' }],
        validity_days: 7,
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      }),
    );
    expect(created.code, created.output).toBe(0);
    const id = created.output.match(/#(\d+)/)?.[1] as string;
    expect((await run('cashback', 'list')).output).toContain(`#${id} ops满返  进行中  满500.00返10.00`);
    expect((await run('cashback', 'pause', id)).output).toBe(`满返活动 #${id} ops满返：进行中 → 已暂停`);
    expect((await run('cashback', 'end', id)).output).toBe(`满返活动 #${id} ops满返：已暂停 → 已结束`);
    expect((await run('cashback', 'resume', id)).code).not.toBe(0);
    const audit = await db().execute<{ command: string; ok: boolean }>(
      sql`SELECT command, ok FROM ops_audit WHERE source = 'ops' AND command LIKE 'cashback%' ORDER BY id`,
    );
    expect(audit.rows.map((row) => [row.command, row.ok])).toEqual([
      ['cashback', true],
      ['cashback', true],
      ['cashback', true],
      ['cashback', true],
      ['cashback', false],
    ]);
  });
});
