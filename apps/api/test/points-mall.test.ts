import {
  consolePointsItem,
  consolePointsOrderPage,
  pointsExchangeResult,
  pointsMallPage,
  pointsOrder,
  pointsOrderPage,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { pointsMismatches } from '../src/points/ledger';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { buyerWithPoints, mallItem, pointsOf } from './points.fixtures';

/*
 * Issue #22 §4–§5: the points mall. Exchanging is an order paid in points, claimed under concurrency: without
 * the conditional stock update more than the stock is sold, without the conditional claim one buyer passes the
 * per-buyer limit, without the conditional points update a balance goes below zero (the CHECK would then fail
 * the request with a 500 instead of a 409). Operators keep the items, rules, grants and shipping, audited.
 */

let t: TestApp;
const db = () => t.database.db;
let serial = 100;
const nextBuyer = (points: number) => buyerWithPoints(t.app, db(), serial++, points);

beforeAll(async () => {
  t = await build({}, 30);
});
afterAll(async () => t.close());

const exchange = (buyer: Browser, itemId: number, body: object, key = `key-${Math.random()}`) =>
  buyer.request('POST', `/api/points_mall/${itemId}/exchange`, {
    json: body,
    headers: { 'idempotency-key': key },
  });

const count = async (query: ReturnType<typeof sql>) =>
  Number((await db().execute<{ n: number }>(query)).rows[0]?.n);

describe('GET /api/points_mall', () => {
  it('shows a visitor the seeded items on sale with their stock and limits, and no points', async () => {
    const page = pointsMallPage.parse(
      (await new Browser(t.app).request('GET', '/api/points_mall')).json().data,
    );
    expect(page.balance).toBe(0);
    expect(page.list.length).toBeGreaterThanOrEqual(4);
    const coupon = page.list.find((item) => item.kind === 'coupon');
    expect(coupon).toMatchObject({ name: '无门槛10元优惠券', points: 300, per_buyer_limit: 5, exchanged: 0 });
    expect(coupon?.coupon).toMatchObject({ amount: '10.00', threshold: '0.00' });
  });
});

describe('exchanging', () => {
  it('pays a coupon item in points, issues the coupon at once, and replays the same answer for the same key', async () => {
    const buyer = await nextBuyer(1000);
    const page = pointsMallPage.parse((await buyer.request('GET', '/api/points_mall')).json().data);
    const coupon = page.list.find((item) => item.kind === 'coupon');
    if (!coupon) throw new Error('no coupon item');
    const first = await exchange(buyer, coupon.id, { number: 2 }, 'exchange-coupon-1');
    expect(first.statusCode, first.body).toBe(200);
    const result = pointsExchangeResult.parse(first.json().data);
    expect(result.balance).toBe(400);
    expect(result.order).toMatchObject({
      status: 'completed',
      points: 600,
      number: 2,
      coupon_title: '无门槛10元券',
    });
    expect(result.order.order_sn).toMatch(/^JF\d{14}\d{6}$/);
    const replay = await exchange(buyer, coupon.id, { number: 2 }, 'exchange-coupon-1');
    expect(replay.body).toBe(first.body);
    expect(await pointsOf(db(), buyer.userId)).toBe(400);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM user_coupons WHERE company_id = ${buyer.companyId}`),
    ).toBe(1);
    expect((await exchange(buyer, coupon.id, { number: 1 }, 'exchange-coupon-1')).statusCode).toBe(409);
  });

  it('needs an address of the buyer’s own company for goods', async () => {
    const buyer = await nextBuyer(1000);
    const other = await nextBuyer(0);
    const itemId = await mallItem(db(), { name: '测试口罩', points: 100, stock: 10 });
    const missing = await exchange(buyer, itemId, { number: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.errors.address_id).toEqual(['请选择收货地址']);
    expect((await exchange(buyer, itemId, { number: 1, address_id: other.addressId })).statusCode).toBe(404);
    const ok = await exchange(buyer, itemId, { number: 1, address_id: buyer.addressId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(pointsExchangeResult.parse(ok.json().data).order).toMatchObject({
      status: 'paid',
      address: { consignee: '王药师', detail: '建国路1号' },
    });
    expect((await exchange(buyer, 2_000_000, { number: 1 })).statusCode).toBe(404);
  });

  it('sells a stock-5 item to exactly 5 of 50 concurrent buyers, and points equal their ledger', async () => {
    const itemId = await mallItem(db(), { name: '限量体温计', points: 100, stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => nextBuyer(100)));
    const answers = await Promise.all(
      buyers.map((buyer) => exchange(buyer, itemId, { number: 1, address_id: buyer.addressId })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(45);
    expect(await count(sql`SELECT stock AS n FROM points_items WHERE id = ${itemId}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM points_orders WHERE item_id = ${itemId}`)).toBe(5);
    const balances = await Promise.all(buyers.map((buyer) => pointsOf(db(), buyer.userId)));
    expect(balances.filter((points) => points === 0)).toHaveLength(5);
    expect(balances.filter((points) => points === 100)).toHaveLength(45);
    expect(await pointsMismatches(db())).toEqual([]);
  });

  it('never spends more points than held, nor passes the per-buyer limit, when one buyer exchanges at once', async () => {
    const poor = await nextBuyer(250);
    const plenty = await mallItem(db(), { name: '充足口罩', points: 100, stock: 1000 });
    const spent = await Promise.all(
      Array.from({ length: 10 }, () => exchange(poor, plenty, { number: 1, address_id: poor.addressId })),
    );
    expect(spent.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(
      spent.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message),
    ).toContain('积分不足');
    expect(await pointsOf(db(), poor.userId)).toBe(50);

    const rich = await nextBuyer(10_000);
    const limited = await mallItem(db(), { name: '每人一件', points: 100, stock: 1000, perBuyerLimit: 1 });
    const limitedAnswers = await Promise.all(
      Array.from({ length: 10 }, () => exchange(rich, limited, { number: 1, address_id: rich.addressId })),
    );
    expect(limitedAnswers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await pointsOf(db(), rich.userId)).toBe(9_900);
    expect(await count(sql`SELECT stock AS n FROM points_items WHERE id = ${plenty}`)).toBe(998);
    expect(await pointsMismatches(db())).toEqual([]);
  });
});

describe('points orders', () => {
  it('lists and shows only the buyer’s own; another company’s is 404; receipt after shipping', async () => {
    const buyer = await nextBuyer(500);
    const stranger = await nextBuyer(0);
    const itemId = await mallItem(db(), { name: '订单测试保温杯', points: 100, stock: 10 });
    const placed = pointsExchangeResult.parse(
      (await exchange(buyer, itemId, { number: 1, address_id: buyer.addressId })).json().data,
    ).order;
    const list = pointsOrderPage.parse((await buyer.request('GET', '/api/points_order')).json().data);
    expect(list.list.map((order) => order.id)).toEqual([placed.id]);
    expect(
      pointsOrderPage.parse((await stranger.request('GET', '/api/points_order')).json().data).total,
    ).toBe(0);
    expect((await stranger.request('GET', `/api/points_order/${placed.id}`)).statusCode).toBe(404);
    expect((await stranger.request('POST', `/api/points_order/${placed.id}/receive`)).statusCode).toBe(404);
    expect((await buyer.request('POST', `/api/points_order/${placed.id}/receive`)).statusCode).toBe(409);

    const cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.221');
    const queue = consolePointsOrderPage.parse(
      (await cangchu.request('GET', '/api/console/points/orders')).json().data,
    );
    expect(queue.list.some((order) => order.id === placed.id)).toBe(true);
    const before = await lastAuditId(db());
    const shipped = await cangchu.request('POST', `/api/console/points/orders/${placed.id}/ship`, {
      json: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(
      (
        await cangchu.request('POST', `/api/console/points/orders/${placed.id}/ship`, {
          json: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await auditSince(db(), before)).map((row) => [row.command, row.ok])).toEqual([
      ['points-ship', true],
      ['points-ship', false],
    ]);
    const detail = pointsOrder.parse(
      (await buyer.request('GET', `/api/points_order/${placed.id}`)).json().data,
    );
    expect(detail).toMatchObject({ status: 'shipped', carrier: '顺丰速运', tracking_no: 'SF1234567890' });
    const received = await buyer.request('POST', `/api/points_order/${placed.id}/receive`);
    expect(pointsOrder.parse(received.json().data).status).toBe('completed');
  });
});

describe('operators', () => {
  it('运营 adds and edits items and sets the rules; 客服 may not; every write one audit row', async () => {
    const yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.222');
    const kefu = await operatorBrowser(t.app, 'kefu', '198.51.100.223');
    const before = await lastAuditId(db());
    const created = await yunying.request('POST', '/api/console/points/items', {
      json: { kind: 'goods', name: '新品血糖仪', points: 2000, stock: 3, per_buyer_limit: 1 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = consolePointsItem.parse(created.json().data);
    const edited = await yunying.request('PATCH', `/api/console/points/items/${item.id}`, {
      json: { stock: 8, on_sale: false },
    });
    expect(consolePointsItem.parse(edited.json().data)).toMatchObject({ stock: 8, on_sale: false });
    const mall = pointsMallPage.parse(
      (await new Browser(t.app).request('GET', '/api/points_mall?per_page=100')).json().data,
    );
    expect(mall.list.some((row) => row.id === item.id)).toBe(false);
    const couponWithoutTemplate = await yunying.request('POST', '/api/console/points/items', {
      json: { kind: 'coupon', name: '没有模板', points: 10, stock: 1 },
    });
    expect(couponWithoutTemplate.statusCode).toBe(422);
    const rules = await yunying.request('PUT', '/api/console/points/rules', {
      json: { fen_per_point: 1000, expiry_years: 2 },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    expect((await yunying.request('GET', '/api/console/points/rules')).json().data).toEqual({
      fen_per_point: 1000,
      expiry_years: 2,
    });
    await yunying.request('PUT', '/api/console/points/rules', {
      json: { fen_per_point: 1000, expiry_years: 1 },
    });
    expect((await kefu.request('GET', '/api/console/points/items')).statusCode).toBe(403);
    expect(
      (
        await yunying.request('POST', '/api/console/points/grants', {
          json: { phone: '13800138000', points: 5, reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const audit = await auditSince(db(), before);
    expect(audit.map((row) => row.command)).toEqual([
      'points-item-add',
      'points-item-update',
      'points-rules',
      'points-rules',
    ]);
    expect(audit[1]?.before).toMatchObject({ stock: 3, on_sale: true });
  });

  it('财务 grants and deducts with a reason, never below zero', async () => {
    const buyer = await nextBuyer(10);
    const phone = (
      await db().execute<{ phone: string }>(sql`SELECT phone FROM users WHERE id = ${buyer.userId}`)
    ).rows[0]?.phone;
    const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
    const caiwu = await operatorBrowser(t.app, 'caiwu', '198.51.100.224', await generate({ secret }));
    const before = await lastAuditId(db());
    const granted = await caiwu.request('POST', '/api/console/points/grants', {
      json: { phone, points: 90, reason: '补发活动积分' },
    });
    expect(granted.json().data).toEqual({ user_id: buyer.userId, balance: 100 });
    const tooMuch = await caiwu.request('POST', '/api/console/points/grants', {
      json: { phone, points: -101, reason: '扣回' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(await pointsOf(db(), buyer.userId)).toBe(100);
    const audit = await auditSince(db(), before);
    expect(audit.map((row) => [row.command, row.ok, row.after])).toEqual([
      ['points-grant', true, { points: 100 }],
      ['points-grant', false, null],
    ]);
    const log = await db().execute<{ remark: string; actor: string }>(
      sql`SELECT remark, actor FROM points_entries WHERE user_id = ${buyer.userId} ORDER BY id DESC LIMIT 1`,
    );
    expect(log.rows[0]).toEqual({ remark: '补发活动积分', actor: 'operator:caiwu' });
  });
});

describe('ops points-*', () => {
  async function ops(...argv: string[]): Promise<{ code: number; output: string }> {
    const lines: string[] = [];
    const code = await main([...argv, '--operator', '张三'], { db: db(), out: (text) => lines.push(text) });
    return { code, output: lines.join('\n') };
  }

  it('grants, reads the rules, lists and ships points orders through the console’s functions, audited', async () => {
    const buyer = await nextBuyer(200);
    const phone = (
      await db().execute<{ phone: string }>(sql`SELECT phone FROM users WHERE id = ${buyer.userId}`)
    ).rows[0]?.phone as string;
    expect((await ops('points-grant', phone, '50')).code).toBe(2);
    const granted = await ops('points-grant', phone, '50', '--reason', '线下活动');
    expect(granted).toEqual({ code: 0, output: `${phone} 积分 +50（线下活动），现有 250` });
    expect((await ops('points-grant', phone, '251', '--deduct', '--reason', '扣回')).code).toBe(1);
    expect((await ops('points-rules')).output).toContain('每实付 1000 分得 1 积分');
    expect((await ops('points-rules', '--expiry-years', '0')).code).toBe(2);

    const itemId = await mallItem(db(), { name: 'ops 发货测试', points: 100, stock: 1 });
    const placed = pointsExchangeResult.parse(
      (await exchange(buyer, itemId, { number: 1, address_id: buyer.addressId })).json().data,
    ).order;
    expect((await ops('points-pending')).output).toContain(
      `#${placed.id}  ${placed.order_sn}  ops 发货测试 ×1`,
    );
    expect(
      (await ops('points-ship', String(placed.id), '--carrier', '顺丰速运', '--tracking', 'SF1')).code,
    ).toBe(0);
    expect(
      (await ops('points-ship', String(placed.id), '--carrier', '顺丰速运', '--tracking', 'SF1')).code,
    ).toBe(1);
    const actor = await db().execute<{ actor: string }>(
      sql`SELECT actor FROM points_entries WHERE user_id = ${buyer.userId} AND kind = 'adjustment' AND remark = '线下活动'`,
    );
    expect(actor.rows[0]?.actor).toBe('operator:张三');
  });
});
