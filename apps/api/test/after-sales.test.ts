import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lineRefundFen } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as ops } from '../src/cli/ops';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { ledgerMismatches } from '../src/wallet/ledger';
import { afterSaleCounts, deliveredOrder } from './after-sales.fixtures';
import { Browser } from './browser';
import { operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import {
  type Buyer,
  buyerByPhone,
  goodsWithStock,
  heldCoupon,
  setWallet,
  stockOf,
  walletOf,
} from './orders.fixtures';
import { imageId } from './qualifications.fixtures';

/*
 * Issue #21 §1 on PostgreSQL: a return from request to refund (console decisions, stock only when received as
 * saleable, the refund exactly what the units cost after discounts, once), refused requests leave nothing, and
 * the windows, states and other companies' ids answer as the rules say.
 */

let t: TestApp;
let me: Buyer;
let buyer: Browser;
let kefu: Browser;
let cangchu: Browser;
let caiwu: Browser;
let goodsId: number;
let otherGoodsId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build(
    { orderExpiryIntervalMs: 0, dataDir: mkdtempSync(join(tmpdir(), 'yaocai-after-sales-')) },
    25,
  );
  me = await buyerByPhone(db(), '13800138000');
  await setWallet(db(), me.companyId, { balanceFen: 1_000_000, creditLimitFen: 1_000_000, billingDay: 28 });
  goodsId = await goodsWithStock(db(), 1_000);
  otherGoodsId = await goodsWithStock(db(), 1_000, 1);
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  kefu = await operatorBrowser(t.app, 'kefu', '198.51.100.150');
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.151');
  const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
  caiwu = await operatorBrowser(t.app, 'caiwu', '198.51.100.152', await generate({ secret }));
}, 120_000);
afterAll(async () => t.close());

const ask = (orderId: number, body: Record<string, unknown>, who = buyer) =>
  who.request('POST', `/api/order/${orderId}/after_sale`, { json: body });

const returnOf = (lineId: number, number: number, extra: Record<string, unknown> = {}) => ({
  type: 'return',
  reason: 'damaged',
  description: '外箱压损，两盒药板破裂',
  lines: [{ line_id: lineId, number }],
  ...extra,
});

const detail = async (id: number) => (await buyer.request('GET', `/api/after_sale/${id}`)).json().data;
const userState = async () => (await buyer.request('GET', '/api/user/base')).json().data;

describe('a return of 2 of 5 boxes, from request to refund', () => {
  it('lands exactly what the 2 boxes cost after discounts in the balance, once', async () => {
    // 5 boxes at ¥36.80 with ¥13.37 of 满减 and coupon allocated to the line: payable ¥170.63.
    const order = await deliveredOrder(db(), me, 'balance', [
      { goodsId, number: 5, priceFen: 3680, discountFen: 1337 },
      { goodsId: otherGoodsId, number: 1, priceFen: 1000 },
    ]);
    const lineId = order.lineIds[0] as number;
    const photo = await imageId(buyer);
    const created = await ask(order.id, returnOf(lineId, 2, { image_ids: [photo] }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;

    const asked = await detail(id);
    expect(asked).toMatchObject({ status: 'pending', status_text: '待审核', actions: ['cancel'], units: 2 });
    expect(asked.images).toEqual([{ image_id: photo, url: `/api/user/zizhi/image/${photo}` }]);
    expect((await userState()).is_AfterSale).toBe('1');
    const orderPage = (await buyer.request('GET', `/api/order/${order.id}`)).json().data;
    expect(orderPage.after_sale).toMatchObject({ id, status: 'pending' });
    expect(orderPage.lines[0].returnable).toBe(3);

    const approved = await kefu.request('POST', `/api/console/after_sales/${id}/approve`, {
      json: { return_address: '北京市大兴区药采仓库退货组 010-88886666', deadline_days: 7 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Operators see the photos through their own route, and only photos a request shows.
    const operatorPage = (await kefu.request('GET', `/api/console/after_sales/${id}`)).json().data;
    expect(operatorPage.images[0].url).toBe(`/api/console/after_sale_images/${photo}`);
    const shown = await kefu.request('GET', operatorPage.images[0].url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    const unused = await imageId(buyer);
    expect((await kefu.request('GET', `/api/console/after_sale_images/${unused}`)).statusCode).toBe(404);
    expect(await detail(id)).toMatchObject({ status: 'approved', actions: ['cancel', 'ship_back'] });

    const shipped = await buyer.request('POST', `/api/after_sale/${id}/ship_back`, {
      json: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const stockBefore = await stockOf(db(), goodsId);
    // 客服 may not receive: that is 仓储's.
    expect(
      (await kefu.request('POST', `/api/console/after_sales/${id}/receive`, { json: { saleable: 1 } }))
        .statusCode,
    ).toBe(403);
    const received = await cangchu.request('POST', `/api/console/after_sales/${id}/receive`, {
      json: { saleable: 1 },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(db(), goodsId)).toBe(stockBefore + 2);

    const balanceBefore = (await walletOf(db(), me.companyId)).balanceFen;
    const refunded = await caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const expected = lineRefundFen({ payableFen: 5 * 3680 - 1337, number: 5 }, 0, 2);
    expect(expected).toBe(6825); // floor(17063 × 2 / 5)
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balanceBefore + expected);
    const again = await caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} });
    expect(again.statusCode, again.body).toBe(200);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balanceBefore + expected);
    const entries = await db().execute<{ amount_fen: string; kind: string }>(
      sql`SELECT amount_fen, kind FROM ledger_entries WHERE order_id = ${order.id} AND kind = 'refund'`,
    );
    expect(entries.rows).toEqual([{ amount_fen: String(expected), kind: 'refund' }]);
    expect(await ledgerMismatches(db())).toEqual([]);

    const done = await detail(id);
    expect(done).toMatchObject({ status: 'refunded', amount: '68.25', actions: [] });
    expect(done.refund).toMatchObject({ amount: '68.25' });
    expect(done.timeline.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'approved',
      'shipped_back',
      'received',
      'refunded',
    ]);
    expect((await userState()).is_AfterSale).toBe('0');
    // One audit row per decision, with the status before → after (the refused 客服 receive never ran).
    const audit = await db().execute<{ operator: string; command: string; ok: boolean; before: unknown }>(sql`
      SELECT operator, command, ok, before FROM ops_audit WHERE args->>'id' = ${String(id)} ORDER BY id`);
    expect(audit.rows).toEqual([
      { operator: 'kefu', command: 'after-sale-approve', ok: true, before: { status: 'pending' } },
      { operator: 'cangchu', command: 'after-sale-receive', ok: true, before: { status: 'shipped_back' } },
      { operator: 'caiwu', command: 'after-sale-refund', ok: true, before: null },
      { operator: 'caiwu', command: 'after-sale-refund', ok: true, before: null },
    ]);
    const log = (await buyer.request('GET', '/api/user/user_money_log')).json().data;
    expect(JSON.stringify(log)).toContain('68.25');
  });

  it('refunds each unit once when two refunds of one request race', async () => {
    const order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 3, priceFen: 1000 }]);
    const id = (await ask(order.id, { ...returnOf(order.lineIds[0] as number, 3), type: 'refund' })).json()
      .data.id as number;
    await kefu.request('POST', `/api/console/after_sales/${id}/approve`, { json: {} });
    const before = (await walletOf(db(), me.companyId)).balanceFen;
    const answers = await Promise.all(
      [1, 2, 3].map(() => caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(before + 3000);
    const rows = await db().execute(sql`SELECT 1 FROM after_sale_refunds WHERE request_id = ${id}`);
    expect(rows.rows).toHaveLength(1);
  });
});

describe('returnable quantity', () => {
  it('never lets 20 concurrent requests for one line exceed what was delivered', async () => {
    const order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 5, priceFen: 500 }]);
    const lineId = order.lineIds[0] as number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(order.id, returnOf(lineId, 1))));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code !== 200).every((code) => code === 422)).toBe(true);
    const held = await db().execute<{ held: number }>(
      sql`SELECT held FROM after_sale_quantities WHERE order_line_id = ${lineId}`,
    );
    expect(held.rows[0]?.held).toBe(5);
    const lines = await db().execute<{ n: number }>(
      sql`SELECT sum(number)::int AS n FROM after_sale_lines WHERE order_line_id = ${lineId}`,
    );
    expect(lines.rows[0]?.n).toBe(5);
  });

  it('gives units back when a request is withdrawn or rejected', async () => {
    const order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 4, priceFen: 500 }]);
    const lineId = order.lineIds[0] as number;
    const first = (await ask(order.id, returnOf(lineId, 4))).json().data.id as number;
    expect((await ask(order.id, returnOf(lineId, 1))).statusCode).toBe(422);
    expect((await buyer.request('POST', `/api/after_sale/${first}/cancel`, { json: {} })).statusCode).toBe(
      200,
    );
    const second = (await ask(order.id, returnOf(lineId, 4))).json().data.id as number;
    const rejected = await kefu.request('POST', `/api/console/after_sales/${second}/reject`, {
      json: { reason: '照片显示外包装完好，请补充破损照片后重新申请' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await detail(second)).toMatchObject({
      status: 'rejected',
      reject_reason: '照片显示外包装完好，请补充破损照片后重新申请',
    });
    expect((await ask(order.id, returnOf(lineId, 4))).statusCode).toBe(200);
    // Withdrawn and rejected are final.
    expect((await buyer.request('POST', `/api/after_sale/${first}/cancel`, { json: {} })).statusCode).toBe(
      409,
    );
  });
});

describe('refused requests store nothing', () => {
  let order: { id: number; lineIds: number[] };
  beforeAll(async () => {
    order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 3, priceFen: 800 }]);
  });

  it.each([
    ['a reason not in the list', { reason: 'because' }],
    ['an unknown type', { type: 'swap' }],
    ['a description over 500 characters', { description: '药'.repeat(501) }],
    ['a control character in the description', { description: '破损\u0000' }],
    ['quantity 0', { lines: [{ line_id: 0, number: 0 }] }],
    ['more than the line holds', { lines: [{ line_id: 0, number: 4 }] }],
    [
      'a line twice',
      {
        lines: [
          { line_id: 0, number: 1 },
          { line_id: 0, number: 1 },
        ],
      },
    ],
    ['no lines', { lines: [] }],
    ['an unknown field', { amount: '100.00' }],
    ['a photo that is not an upload', { image_ids: ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'] }],
  ])('answers 422 for %s', async (_name, change) => {
    const lineId = order.lineIds[0] as number;
    const body = returnOf(lineId, 1, change) as Record<string, unknown>;
    if (Array.isArray(body.lines))
      body.lines = (body.lines as { line_id: number; number: number }[]).map((line) => ({
        ...line,
        line_id: line.line_id === 0 ? lineId : line.line_id,
      }));
    const before = await afterSaleCounts(db());
    const answer = await ask(order.id, body);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().data.errors).toBeTruthy();
    expect(await afterSaleCounts(db())).toEqual(before);
  });

  it('answers 409 for an order not yet shipped or past the window after receipt', async () => {
    const order2 = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 1, priceFen: 800 }]);
    await db().execute(sql`UPDATE orders SET status = 'paid', shipped_at = NULL, completed_at = NULL
      WHERE id = ${order2.id}`);
    const unshipped = await ask(order2.id, returnOf(order2.lineIds[0] as number, 1));
    expect(unshipped.statusCode).toBe(409);
    expect(unshipped.json().message).toBe('订单发货后才能申请售后');
    await db().execute(sql`UPDATE orders SET status = 'completed', completed_at = now() - interval '8 days'
      WHERE id = ${order2.id}`);
    const late = await ask(order2.id, returnOf(order2.lineIds[0] as number, 1));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('已超过收货后7天的售后期限');
    const page = (await buyer.request('GET', `/api/order/${order2.id}`)).json().data;
    expect(page).toMatchObject({ can_after_sale: 0 });
    expect(page.lines[0].returnable).toBe(0);
  });

  it('refuses goods operators exclude (cold chain), except for documents', async () => {
    await db().execute(
      sql`INSERT INTO after_sale_exclusions (goods_id, reason) VALUES (${otherGoodsId}, '冷链药品')`,
    );
    const cold = await deliveredOrder(db(), me, 'balance', [
      { goodsId: otherGoodsId, number: 1, priceFen: 900 },
    ]);
    const refused = await ask(cold.id, returnOf(cold.lineIds[0] as number, 1));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors.lines).toEqual(['该商品不支持售后：冷链药品']);
    const documents = await ask(cold.id, {
      ...returnOf(cold.lineIds[0] as number, 1),
      type: 'documents',
      reason: 'missing_documents',
    });
    expect(documents.statusCode, documents.body).toBe(200);
    await db().execute(sql`DELETE FROM after_sale_exclusions WHERE goods_id = ${otherGoodsId}`);
  });
});

describe('refunds go back where the money came from', () => {
  async function refundAll(method: 'credit' | 'transfer', number: number, units: number) {
    const order = await deliveredOrder(db(), me, method, [
      { goodsId, number, priceFen: 2000, discountFen: 333 },
    ]);
    const id = (
      await ask(order.id, {
        ...returnOf(order.lineIds[0] as number, units),
        type: 'refund',
        reason: 'short_delivery',
      })
    ).json().data.id as number;
    expect(
      (await kefu.request('POST', `/api/console/after_sales/${id}/approve`, { json: {} })).statusCode,
    ).toBe(200);
    const answer = await caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} });
    expect(answer.statusCode, answer.body).toBe(200);
    return { order, expected: lineRefundFen({ payableFen: number * 2000 - 333, number }, 0, units) };
  }

  it('账期: onto the credit line and the bill', async () => {
    const before = await walletOf(db(), me.companyId);
    const { expected } = await refundAll('credit', 4, 3);
    const after = await walletOf(db(), me.companyId);
    expect(after.creditUsedFen).toBe(before.creditUsedFen + (4 * 2000 - 333) - expected);
    expect(after.balanceFen).toBe(before.balanceFen);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('账期 already repaid: to the balance', async () => {
    const order = await deliveredOrder(db(), me, 'credit', [{ goodsId, number: 2, priceFen: 2000 }]);
    const repaid = await buyer.request('POST', '/api/pay/credit_repay', {
      json: {
        bill_id: (
          await db().execute<{ id: number }>(
            sql`SELECT bill_id AS id FROM ledger_entries WHERE order_id = ${order.id} AND account = 'credit'`,
          )
        ).rows[0]?.id,
      },
      headers: { 'idempotency-key': `repay-${Date.now()}` },
    });
    expect(repaid.statusCode, repaid.body).toBe(200);
    const mid = await walletOf(db(), me.companyId);
    const id = (
      await ask(order.id, {
        ...returnOf(order.lineIds[0] as number, 1),
        type: 'refund',
        reason: 'not_received',
      })
    ).json().data.id as number;
    await kefu.request('POST', `/api/console/after_sales/${id}/approve`, { json: {} });
    await caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} });
    const after = await walletOf(db(), me.companyId);
    expect(after.balanceFen).toBe(mid.balanceFen + 2000);
    expect(after.creditUsedFen).toBe(mid.creditUsedFen);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('bank transfer: to the balance', async () => {
    const before = await walletOf(db(), me.companyId);
    const { expected } = await refundAll('transfer', 3, 3);
    expect(expected).toBe(3 * 2000 - 333);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(before.balanceFen + expected);
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});

describe('coupons of a fully returned order', () => {
  it('come back when every paid unit is refunded, and not before', async () => {
    const coupon = await heldCoupon(db(), me.companyId, `after-sale-coupon-${Date.now()}`);
    const order = await deliveredOrder(
      db(),
      me,
      'balance',
      [{ goodsId, number: 2, priceFen: 3000, discountFen: 1000 }],
      'completed',
      coupon,
    );
    const lineId = order.lineIds[0] as number;
    const usedBy = async () =>
      (
        await db().execute<{ used: number | null }>(
          sql`SELECT used_order_id AS used FROM user_coupons WHERE id = ${coupon}`,
        )
      ).rows[0]?.used;
    const refund = async (number: number) => {
      const id = (
        await ask(order.id, { ...returnOf(lineId, number), type: 'refund', reason: 'quality' })
      ).json().data.id as number;
      await kefu.request('POST', `/api/console/after_sales/${id}/approve`, { json: {} });
      expect(
        (await caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} })).statusCode,
      ).toBe(200);
    };
    await refund(1);
    expect(await usedBy()).toBe(order.id);
    await refund(1);
    expect(await usedBy()).toBeNull();
    const held = await db().execute<{ coupon: number | null }>(
      sql`SELECT user_coupon_id AS coupon FROM orders WHERE id = ${order.id}`,
    );
    expect(held.rows[0]?.coupon).toBeNull();
  });
});

describe("another company's order, line or request", () => {
  it('is 404 on every id-taking route and changes nothing', async () => {
    const order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 2, priceFen: 700 }]);
    const id = (await ask(order.id, returnOf(order.lineIds[0] as number, 1))).json().data.id as number;
    const stranger = new Browser(t.app);
    await stranger.login('13900139000', 'demo1234');
    const them = await buyerByPhone(db(), '13900139000');
    await setWallet(db(), them.companyId, { balanceFen: 100_000 });
    const theirs = await deliveredOrder(db(), them, 'balance', [{ goodsId, number: 2, priceFen: 700 }]);
    const before = await afterSaleCounts(db());
    const attempts = [
      ask(order.id, returnOf(order.lineIds[0] as number, 1), stranger),
      // Their own order with my line.
      ask(theirs.id, returnOf(order.lineIds[0] as number, 1), stranger),
      stranger.request('GET', `/api/after_sale/${id}`),
      stranger.request('POST', `/api/after_sale/${id}/ship_back`, {
        json: { carrier: '顺丰速运', tracking_no: 'SF000111' },
      }),
      stranger.request('POST', `/api/after_sale/${id}/cancel`, { json: {} }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode, answer.body).toBe(404);
    expect(await afterSaleCounts(db())).toEqual(before);
    const list = (await stranger.request('GET', '/api/after_sale')).json().data;
    expect(list.list.some((row: { id: number }) => row.id === id)).toBe(false);
  });
});

describe('exchanges and documents', () => {
  it('sends a replacement out of stock, and records documents sent, each audited', async () => {
    const order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 3, priceFen: 1200 }]);
    const lineId = order.lineIds[0] as number;
    const exchange = (
      await ask(order.id, { ...returnOf(lineId, 1), type: 'exchange', reason: 'wrong_batch' })
    ).json().data.id as number;
    await kefu.request('POST', `/api/console/after_sales/${exchange}/approve`, {
      json: { return_address: '北京市大兴区药采仓库' },
    });
    await buyer.request('POST', `/api/after_sale/${exchange}/ship_back`, {
      json: { carrier: '中通快递', tracking_no: 'ZT7700112233' },
    });
    await cangchu.request('POST', `/api/console/after_sales/${exchange}/receive`, { json: { saleable: 0 } });
    const stock = await stockOf(db(), goodsId);
    const sent = await cangchu.request('POST', `/api/console/after_sales/${exchange}/exchange`, {
      json: { note: '已换发批号 B20261101 的同品规商品' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await stockOf(db(), goodsId)).toBe(stock - 1);
    expect(await detail(exchange)).toMatchObject({ status: 'exchanged', type_text: '换货' });
    // Exchanged units are delivered anew: all 3 are returnable again.
    expect((await buyer.request('GET', `/api/order/${order.id}`)).json().data.lines[0].returnable).toBe(3);

    const documents = (
      await ask(order.id, { ...returnOf(lineId, 1), type: 'documents', reason: 'missing_documents' })
    ).json().data.id as number;
    await kefu.request('POST', `/api/console/after_sales/${documents}/approve`, { json: {} });
    const done = await kefu.request('POST', `/api/console/after_sales/${documents}/send_documents`, {
      json: { note: '随货同行单与检验报告已快递补寄' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await detail(documents)).toMatchObject({ status: 'documents_sent', status_text: '已补寄' });
    const audit = await db().execute<{ command: string; after: unknown }>(sql`
      SELECT command, after FROM ops_audit WHERE args->>'id' IN (${String(exchange)}, ${String(documents)})
        AND command IN ('after-sale-exchange', 'after-sale-documents') ORDER BY id`);
    expect(audit.rows).toEqual([
      { command: 'after-sale-exchange', after: { status: 'exchanged' } },
      { command: 'after-sale-documents', after: { status: 'documents_sent' } },
    ]);
  });
});

describe('the ops tool', () => {
  it('lists the queue and makes the same decisions, audited', async () => {
    const order = await deliveredOrder(db(), me, 'balance', [{ goodsId, number: 2, priceFen: 1500 }]);
    const id = (await ask(order.id, returnOf(order.lineIds[0] as number, 2))).json().data.id as number;
    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const code = await ops([...argv, '--operator', '客服小王'], {
        db: db(),
        out: (line) => out.push(line),
      });
      return { code, text: out.join('\n') };
    };
    expect((await run('after-sales')).text).toContain(`#${id}`);
    expect((await run('after-sale-refund', String(id))).code).toBe(1);
    expect(await run('after-sale-approve', String(id))).toMatchObject({ code: 1 });
    expect(await run('after-sale-approve', String(id), '--address', '北京市大兴区药采仓库')).toMatchObject({
      code: 0,
      text: `售后 #${id} 已同意`,
    });
    const audit = await db().execute<{ command: string; ok: boolean; source: string }>(
      sql`SELECT command, ok, source FROM ops_audit WHERE operator = '客服小王' ORDER BY id`,
    );
    expect(audit.rows.map((row) => [row.command, row.ok])).toEqual([
      ['after-sales', true],
      ['after-sale-refund', false],
      ['after-sale-approve', false],
      ['after-sale-approve', true],
    ]);
    expect(await detail(id)).toMatchObject({ status: 'approved', return_address: '北京市大兴区药采仓库' });
  });
});
