import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client';
import { ApiError } from '../src/lib/errors';
import type { CompanyBuyer } from '../src/lib/session-store';
import { cancelOrder, expireDueOrders } from '../src/orders/transitions';
import { createCreditPayment, payByBalance, payCreditPayment } from '../src/payments/service';
import { ledgerMismatches, post } from '../src/wallet/ledger';
import { repayBill } from '../src/wallet/reads';
import { createTestDatabase, grantScope } from './helper';
import { type Buyer, buyerByPhone, goodsWithStock, placeOrder, setWallet, stockOf } from './orders.fixtures';

/*
 * The money under load: thousands of payments, cancellations, refunds, repayments and recharges at once on 20
 * connections, then the invariants. Each operation may be refused (409: short of money, order no longer
 * unpaid); anything else — a deadlock, a CHECK violation, a unique-index error — fails the test.
 */

let test: Awaited<ReturnType<typeof createTestDatabase>>;
let wide: Database;
let buyers: Buyer[];
let goodsIds: number[];
const INITIAL_STOCK = 1_000_000;

beforeAll(async () => {
  test = await createTestDatabase();
  wide = connectDatabase(test.url, 20);
  const db = wide.db;
  buyers = [await buyerByPhone(db, '13800138000'), await buyerByPhone(db, '13900139000')];
  for (let i = 0; i < 4; i += 1) {
    const company = await db.execute<{ id: number }>(sql`
      INSERT INTO companies (name, qualification_passed, contract_signed, region, address)
      VALUES (${`测试药店${i}`}, true, true, '北京市', '北京市海淀区') RETURNING id`);
    const companyId = company.rows[0]?.id as number;
    await grantScope(db, [companyId]);
    const user = await db.execute<{ id: number }>(sql`
      INSERT INTO users (phone, password_hash, name, company_id)
      SELECT ${`1360013700${i}`}, password_hash, '店长', ${companyId} FROM users WHERE phone = '13800138000'
      RETURNING id`);
    buyers.push({ userId: user.rows[0]?.id as number, companyId });
  }
  goodsIds = [await goodsWithStock(db, INITIAL_STOCK, 0), await goodsWithStock(db, INITIAL_STOCK, 1)];
  for (const buyer of buyers)
    await setWallet(db, buyer.companyId, {
      balanceFen: 30_000,
      creditLimitFen: 40_000,
      billingDay: 28,
      dueDays: 15,
    });
}, 120_000);
afterAll(async () => {
  await wide.close();
  await test.drop();
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const payerOf = (buyer: Buyer): CompanyBuyer => ({ userId: buyer.userId, companyId: buyer.companyId });

async function placeMany(count: number, deadlineInSeconds = 1800) {
  const placed: { id: number; buyer: Buyer; totalFen: number }[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, async () => {
      const buyer = pick(buyers);
      const lines = goodsIds.map((goodsId) => ({
        goodsId,
        number: 1 + Math.floor(Math.random() * 3),
        priceFen: 500 + Math.floor(Math.random() * 2000),
      }));
      const order = await placeOrder(wide.db, { buyer, lines, deadlineInSeconds });
      return { ...order, buyer };
    });
    placed.push(...(await Promise.all(batch)));
  }
  return placed;
}

/** Runs one operation; a 409 refusal is an expected outcome, any other error is returned as a failure. */
async function attempt(work: () => Promise<unknown>): Promise<'done' | 'refused' | Error> {
  try {
    await work();
    return 'done';
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 409) return 'refused';
    return error as Error;
  }
}

/** Per order: value paid in (−balance + credit entries), what the order's status says it should be. */
async function orderMoneyProblems(orderIds: number[]) {
  const result = await wide.db.execute<{
    id: number;
    status: string;
    total_fen: string;
    net: string;
    paid: string;
  }>(sql`
    SELECT o.id, o.status, o.total_fen,
      coalesce((SELECT sum(CASE e.account WHEN 'balance' THEN -e.amount_fen ELSE e.amount_fen END)
                FROM ledger_entries e WHERE e.order_id = o.id), 0) AS net,
      (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'paid') AS paid
    FROM orders o WHERE o.id IN ${orderIds}`);
  return result.rows.filter((row) => {
    const expected = row.status === 'paid' ? Number(row.total_fen) : 0;
    const paidPayments = row.status === 'paid' ? 1 : 0;
    return Number(row.net) !== expected || Number(row.paid) !== paidPayments;
  });
}

async function walletProblems() {
  const result = await wide.db.execute(sql`
    SELECT w.company_id FROM wallets w
    WHERE w.balance_fen < 0 OR w.credit_used_fen < 0 OR w.credit_used_fen > w.credit_limit_fen
      OR w.credit_used_fen <> (SELECT coalesce(sum(b.amount_fen - b.repaid_fen), 0) FROM credit_bills b
                               WHERE b.company_id = w.company_id)`);
  return result.rows;
}

async function expectedStock(goodsId: number) {
  const result = await wide.db.execute<{ taken: string }>(sql`
    SELECT coalesce(sum(l.number), 0) AS taken FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.goods_id = ${goodsId} AND o.status <> 'cancelled'`);
  return INITIAL_STOCK - Number(result.rows[0]?.taken);
}

describe('the ledger under concurrent load', () => {
  it('keeps every wallet equal to its ledger, none negative or past its limit, after 2,000 random operations', async () => {
    const orders = await placeMany(300);
    const db = wide.db;
    const operations = Array.from({ length: 2_000 }, () => {
      const order = pick(orders);
      const payer = payerOf(order.buyer);
      const roll = Math.random();
      if (roll < 0.3) return attempt(() => db.transaction((tx) => payByBalance(tx, payer, order.id)));
      if (roll < 0.55)
        return attempt(async () => {
          const { payment_id } = await db.transaction((tx) => createCreditPayment(tx, payer, order.id));
          await db.transaction((tx) => payCreditPayment(tx, payer, payment_id));
        });
      if (roll < 0.75)
        return attempt(() =>
          db.transaction((tx) => cancelOrder(tx, order.id, { actor: 'system', reason: '压力测试' })),
        );
      if (roll < 0.9)
        return attempt(async () => {
          const bills = await db.execute<{ id: number }>(
            sql`SELECT id FROM credit_bills WHERE company_id = ${payer.companyId}`,
          );
          if (bills.rows.length === 0) return;
          await db.transaction((tx) => repayBill(tx, payer, pick(bills.rows).id));
        });
      return attempt(() =>
        db.transaction((tx) =>
          post(
            tx,
            { account: 'balance', kind: 'recharge' },
            {
              companyId: payer.companyId,
              amountFen: 1_000 + Math.floor(Math.random() * 5_000),
              actor: 'test',
            },
          ),
        ),
      );
    });
    const outcomes = await Promise.all(operations);
    const failures = outcomes.filter((outcome) => outcome instanceof Error);
    expect(failures.map(String).slice(0, 5)).toEqual([]);
    const done = outcomes.filter((outcome) => outcome === 'done').length;
    // Both kinds of outcome happened: the load did pay and refuse (a run where everything was refused proves nothing).
    expect(done).toBeGreaterThan(500);
    expect(outcomes.filter((outcome) => outcome === 'refused').length).toBeGreaterThan(100);

    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await walletProblems()).toEqual([]);
    expect(await orderMoneyProblems(orders.map((order) => order.id))).toEqual([]);
    for (const goodsId of goodsIds) expect(await stockOf(db, goodsId)).toBe(await expectedStock(goodsId));
  }, 180_000);

  it('ends each order paid or cancelled, never both, when expiry races the balance payment', async () => {
    const db = wide.db;
    for (const buyer of buyers) await setWallet(db, buyer.companyId, { balanceFen: 10_000_000 });
    const later = new Date(Date.now() + 2 * 3_600_000);
    const all: number[] = [];
    const tally = { paid: 0, cancelled: 0 };
    for (let round = 0; round < 5; round += 1) {
      const orders = await placeMany(20, 3_600);
      all.push(...orders.map((order) => order.id));
      // The expiry runs start first and hold a few connections; the payments queue for the rest and meet them.
      const expiries = Array.from({ length: 4 }, () => attempt(() => expireDueOrders(db, later, 100)));
      const payments = orders.map((order) =>
        attempt(() => db.transaction((tx) => payByBalance(tx, payerOf(order.buyer), order.id))),
      );
      const outcomes = await Promise.all([...expiries, ...payments]);
      expect(outcomes.filter((outcome) => outcome instanceof Error).map(String)).toEqual([]);
      const statuses = await db.execute<{ status: string; n: string }>(
        sql`SELECT status, count(*) AS n FROM orders WHERE id IN ${orders.map((o) => o.id)} GROUP BY status`,
      );
      for (const row of statuses.rows) {
        expect(['paid', 'cancelled']).toContain(row.status);
        tally[row.status as 'paid' | 'cancelled'] += Number(row.n);
      }
    }
    console.info(`expiry vs payment over ${all.length} orders:`, tally);
    expect(tally.paid + tally.cancelled).toBe(all.length);
    expect(await orderMoneyProblems(all)).toEqual([]);
    expect(await ledgerMismatches(db)).toEqual([]);
    for (const goodsId of goodsIds) expect(await stockOf(db, goodsId)).toBe(await expectedStock(goodsId));
  }, 180_000);
});
