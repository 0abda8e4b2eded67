import { beijingMidnight, pointsLog } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeShippedOrders } from '../src/orders/complete';
import { expirePoints, takeBackPointsForRefund } from '../src/points';
import { pointsMismatches, postPoints } from '../src/points/ledger';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { goodsWithStock, placeOrder } from './orders.fixtures';
import { buyerWithPoints, pointsOf } from './points.fixtures';

/*
 * Issue #22 §4: the one points ledger — the seeded points are ledger entries, a completed order earns points at
 * the operator's rate (once, whichever way it completes), a refund takes back its share, points past their
 * expiry are written off first in first out, and the buyer's log shows all of it with what expires when.
 */

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({}, 10);
});
afterAll(async () => t.close());

/** An order of `buyer` paid `paidFen` and shipped, ready to complete. */
async function shippedOrder(
  buyer: { userId: number; companyId: number },
  paidFen: number,
  shippedDaysAgo = 0,
) {
  const goodsId = await goodsWithStock(db(), 10);
  const order = await placeOrder(db(), { buyer, lines: [{ goodsId, number: 1, priceFen: paidFen }] });
  await db().execute(sql`
    UPDATE orders SET status = 'shipped', paid_fen = total_fen, paid_at = now(),
      shipped_at = now() - make_interval(days => ${shippedDaysAgo})
    WHERE id = ${order.id}`);
  return order.id;
}

const earnedFor = async (orderId: number) =>
  (
    await db().execute<{ amount: number }>(
      sql`SELECT amount FROM points_entries WHERE order_id = ${orderId} AND kind = 'order'`,
    )
  ).rows.map((row) => row.amount);

describe('the seeded points', () => {
  it('are ledger entries: every balance equals the sum of its entries', async () => {
    const demo = await db().execute<{ points: number; entries: number }>(sql`
      SELECT u.points, (SELECT count(*)::int FROM points_entries e WHERE e.user_id = u.id) AS entries
      FROM users u WHERE u.phone = '13800138000'`);
    expect(demo.rows[0]).toEqual({ points: 1280, entries: 1 });
    expect(await pointsMismatches(db())).toEqual([]);
  });
});

describe('GET /api/user/points_log', () => {
  it('answers a visitor with 10001', async () => {
    const response = await new Browser(t.app).request('GET', '/api/user/points_log');
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(10001);
  });

  it('lists the entries newest first with the balance, filters by type, and says what expires when', async () => {
    const buyer = await buyerWithPoints(t.app, db(), 1, 100);
    await db().transaction((tx) =>
      postPoints(tx, {
        userId: buyer.userId,
        kind: 'draw',
        amount: 10,
        actor: 'test',
        expiresAt: beijingMidnight('2099-01-01'),
      }),
    );
    await db().transaction((tx) =>
      postPoints(tx, {
        userId: buyer.userId,
        kind: 'adjustment',
        amount: -30,
        remark: '扣减',
        actor: 'test',
      }),
    );
    const all = pointsLog.parse((await buyer.request('GET', '/api/user/points_log')).json().data);
    expect(all.balance).toBe(80);
    expect(all.total).toBe(3);
    expect(all.list.map((row) => [row.type, row.points, row.balance_after])).toEqual([
      ['adjustment', -30, 80],
      ['draw', 10, 110],
      ['adjustment', 100, 100],
    ]);
    // The 30 spent came out of the earliest-expiring 100; the draw's 10 expire last.
    expect(all.expiring.map((bucket) => bucket.points)).toEqual([70, 10]);
    expect(all.expiring[1]?.expires_at).toBe(beijingMidnight('2099-01-01') / 1000);
    const draws = pointsLog.parse((await buyer.request('GET', '/api/user/points_log?type=draw')).json().data);
    expect(draws.list.map((row) => row.type)).toEqual(['draw']);
    expect((await buyer.request('GET', '/api/user/points_log?type=bogus')).statusCode).toBe(422);
  });
});

describe('points for completed orders', () => {
  it('credits 1 point per whole ¥10 paid when the buyer confirms receipt, once', async () => {
    const buyer = await buyerWithPoints(t.app, db(), 2, 0);
    const orderId = await shippedOrder(buyer, 12_999);
    const receipt = await buyer.request('POST', `/api/order/${orderId}/receive`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(await earnedFor(orderId)).toEqual([12]);
    expect((await buyer.request('POST', `/api/order/${orderId}/receive`)).statusCode).toBe(409);
    expect(await pointsOf(db(), buyer.userId)).toBe(12);
  });

  it('credits the orders the auto-receive job completes, at the rate the operator set', async () => {
    const buyer = await buyerWithPoints(t.app, db(), 3, 0);
    await db().execute(sql`UPDATE points_settings SET fen_per_point = 500`);
    try {
      const orderId = await shippedOrder(buyer, 5_000, 8);
      expect(await completeShippedOrders(db(), new Date(), 7)).toBeGreaterThanOrEqual(1);
      expect(await earnedFor(orderId)).toEqual([10]);
    } finally {
      await db().execute(sql`UPDATE points_settings SET fen_per_point = 1000`);
    }
    expect(await pointsMismatches(db())).toEqual([]);
  });

  it('takes back the refunded share inside the refund, and reports what was already spent', async () => {
    const buyer = await buyerWithPoints(t.app, db(), 4, 0);
    const orderId = await shippedOrder(buyer, 50_000);
    await buyer.request('POST', `/api/order/${orderId}/receive`);
    expect(await pointsOf(db(), buyer.userId)).toBe(50);
    const half = await db().transaction((tx) =>
      takeBackPointsForRefund(tx, { orderId, refundedFen: 25_000 }),
    );
    expect(half).toEqual({ points: 25, shortfall: 0 });
    await db().transaction((tx) =>
      postPoints(tx, { userId: buyer.userId, kind: 'adjustment', amount: -20, actor: 'test' }),
    );
    const rest = await db().transaction((tx) =>
      takeBackPointsForRefund(tx, { orderId, refundedFen: 25_000 }),
    );
    expect(rest).toEqual({ points: 5, shortfall: 20 });
    expect(await pointsOf(db(), buyer.userId)).toBe(0);
    expect(await pointsMismatches(db())).toEqual([]);
  });
});

describe('expiry', () => {
  it('writes off what is left of expired credits once, after spending took the earliest first', async () => {
    const buyer = await buyerWithPoints(t.app, db(), 5, 0);
    const past = Date.now() - 60_000;
    await db().transaction(async (tx) => {
      await postPoints(tx, {
        userId: buyer.userId,
        kind: 'draw',
        amount: 100,
        actor: 'test',
        expiresAt: past,
      });
      await postPoints(tx, { userId: buyer.userId, kind: 'draw', amount: 40, actor: 'test' });
      await postPoints(tx, { userId: buyer.userId, kind: 'adjustment', amount: -30, actor: 'test' });
    });
    expect(await expirePoints(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await pointsOf(db(), buyer.userId)).toBe(40);
    await expirePoints(db(), new Date());
    const expiries = await db().execute<{ amount: number }>(
      sql`SELECT amount FROM points_entries WHERE user_id = ${buyer.userId} AND kind = 'expiry'`,
    );
    expect(expiries.rows.map((row) => row.amount)).toEqual([-70]);
    expect(await pointsMismatches(db())).toEqual([]);
  });
});
