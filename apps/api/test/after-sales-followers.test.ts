import { randomUUID } from 'node:crypto';
import { giftUnitsKept, lineRefundFen } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundAfterSale } from '../src/after-sales/refund';
import { approveAfterSale, receiveAfterSale } from '../src/after-sales/service';
import { payByBalance } from '../src/payments/service';
import { ledgerMismatches } from '../src/wallet/ledger';
import { afterSaleCounts } from './after-sales.fixtures';
import { Browser } from './browser';
import { type CartFixtures, writeCartFixtures } from './cart.fixtures';
import { build, type TestApp } from './helper';
import { type Buyer, buyerByPhone, setWallet, stockOf, walletOf } from './orders.fixtures';

/*
 * Issue #21 §1 on PostgreSQL, orders placed through POST /api/order: a gift (buy 10 get 1) follows its trigger
 * line — a 退货退款 keeping fewer than the rule needs takes the gift units no longer earned with refund 0, keeping
 * enough leaves it, racing requests never take back more gift than was delivered — and a combination (套餐) comes
 * back in whole sets, its parts in proportion, refunding what the sets cost after discounts.
 */

let t: TestApp;
let f: CartFixtures;
let me: Buyer;
let buyer: Browser;
let addressId: number;
const db = () => t.database.db;
const actor = 'operator:test';

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 }, 25);
  f = await writeCartFixtures(db());
  me = await buyerByPhone(db(), '13800138000');
  await setWallet(db(), me.companyId, { balanceFen: 10_000_000 });
  const address = await db().execute<{ id: number }>(
    sql`SELECT id FROM addresses WHERE company_id = ${me.companyId} AND deleted_at IS NULL ORDER BY id LIMIT 1`,
  );
  addressId = address.rows[0]?.id as number;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
}, 120_000);
afterAll(async () => t.close());

interface Line extends Record<string, unknown> {
  id: number;
  goods_id: number | null;
  number: number;
  payable_fen: string;
  is_gift: boolean;
  gift_of_line_id: number | null;
  gift_buy: number | null;
  gift_get: number | null;
  line_type: number;
}

/** An order of the cart `items`, placed, paid from the balance and shipped; answers its lines. */
async function shippedOrder(items: ReturnType<typeof sql>[]) {
  await db().execute(sql`DELETE FROM cart_items WHERE user_id = ${me.userId}`);
  for (const item of items) await db().execute(item);
  const placed = await buyer.request('POST', '/api/order', {
    json: { address_id: addressId },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().data.order_id as number;
  await db().transaction((tx) => payByBalance(tx, { userId: me.userId, companyId: me.companyId }, id));
  await db().execute(sql`UPDATE orders SET status = 'shipped', shipped_at = now() WHERE id = ${id}`);
  const lines = await db().execute<Line>(sql`
    SELECT id, goods_id, number, payable_fen, is_gift, gift_of_line_id, gift_buy, gift_get, line_type
    FROM order_lines WHERE order_id = ${id} ORDER BY id`);
  return { id, lines: lines.rows };
}

const bulkItem = (number: number) =>
  sql`INSERT INTO cart_items (user_id, goods_id, number) VALUES (${me.userId}, ${f.bulk}, ${number})`;
const comboItem = (sets: number) =>
  sql`INSERT INTO cart_items (user_id, type, combination_id, number) VALUES (${me.userId}, 3, ${f.combo}, ${sets})`;

const ask = (orderId: number, type: string, lines: { line_id: number; number: number }[]) =>
  buyer.request('POST', `/api/order/${orderId}/after_sale`, {
    json: { type, reason: 'damaged', description: '外箱破损', lines },
  });

const detail = async (id: number) => (await buyer.request('GET', `/api/after_sale/${id}`)).json().data;

/** Approved, shipped back, received as saleable and refunded: the refund's outcome. */
async function returnedAndRefunded(requestId: number) {
  await db().transaction((tx) =>
    approveAfterSale(tx, requestId, { returnAddress: '北京市大兴区药采仓库退货组', deadlineDays: 7 }, actor),
  );
  const shipped = await buyer.request('POST', `/api/after_sale/${requestId}/ship_back`, {
    json: { carrier: '顺丰速运', tracking_no: `SF${requestId}0001` },
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  await db().transaction((tx) => receiveAfterSale(tx, requestId, true, actor));
  return db().transaction((tx) => refundAfterSale(tx, requestId, actor));
}

const heldOf = async (lineId: number) =>
  (
    await db().execute<{ held: number }>(
      sql`SELECT coalesce((SELECT held FROM after_sale_quantities WHERE order_line_id = ${lineId}), 0)::int AS held`,
    )
  ).rows[0]?.held ?? 0;

describe('a 满赠 gift follows its trigger line', () => {
  it('records at order creation which line earned the gift, and the rule (buy 10 get 1)', async () => {
    const order = await shippedOrder([bulkItem(25)]);
    const trigger = order.lines.find((line) => !line.is_gift) as Line;
    const gift = order.lines.find((line) => line.is_gift) as Line;
    expect(gift).toMatchObject({ number: 2, gift_of_line_id: trigger.id, gift_buy: 10, gift_get: 1 });
    const page = (await buyer.request('GET', `/api/order/${order.id}`)).json().data;
    expect(page.lines.find((line: { id: number }) => line.id === gift.id).gift_rule).toEqual({
      trigger_line_id: trigger.id,
      buy: 10,
      get: 1,
    });
  });

  it('takes back the gift no longer earned with refund 0: 6 of 25 returned keeps 19 → 1 gift goes back', async () => {
    const order = await shippedOrder([bulkItem(25)]);
    const trigger = order.lines.find((line) => !line.is_gift) as Line;
    const gift = order.lines.find((line) => line.is_gift) as Line;
    const stockBefore = await stockOf(db(), f.bulk);
    const balanceBefore = (await walletOf(db(), me.companyId)).balanceFen;
    const asked = await ask(order.id, 'return', [{ line_id: trigger.id, number: 6 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id as number;
    const shown = await detail(id);
    expect(
      shown.lines.map((line: Record<string, unknown>) => [
        line.order_line_id,
        line.number,
        line.follows_text,
      ]),
    ).toEqual([
      [trigger.id, 6, ''],
      [gift.id, 1, '赠品随退'],
    ]);
    expect(shown.lines[1].amount).toBe('0.00');
    const refund = await returnedAndRefunded(id);
    const expected = lineRefundFen({ payableFen: Number(trigger.payable_fen), number: 25 }, 0, 6);
    expect(refund.amountFen).toBe(expected);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balanceBefore + expected);
    // Received as saleable: the 6 bought and the 1 gift go back to stock like any line.
    expect(await stockOf(db(), f.bulk)).toBe(stockBefore + 7);
    expect(await ledgerMismatches(db())).toEqual([]);
    // Returning 10 more keeps 9: the second gift follows too.
    const again = await ask(order.id, 'refund', [{ line_id: trigger.id, number: 10 }]);
    expect(again.statusCode, again.body).toBe(200);
    expect((await detail(again.json().data.id)).lines).toHaveLength(2);
    expect(await heldOf(gift.id)).toBe(2);
  });

  it('leaves the gift with the buyer who keeps enough: 5 of 25 returned keeps 20 → both gifts earned', async () => {
    const order = await shippedOrder([bulkItem(25)]);
    const trigger = order.lines.find((line) => !line.is_gift) as Line;
    const gift = order.lines.find((line) => line.is_gift) as Line;
    const asked = await ask(order.id, 'return', [{ line_id: trigger.id, number: 5 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await detail(asked.json().data.id)).lines).toHaveLength(1);
    expect(await heldOf(gift.id)).toBe(0);
    // An exchange replaces the units: the gift stays earned whatever is exchanged.
    const exchange = await ask(order.id, 'exchange', [{ line_id: trigger.id, number: 20 }]);
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(await heldOf(gift.id)).toBe(0);
  });

  it('counts both parts of a line a flash-sale price split (5 at ¥11.80, 5 at list price; buy 5 get 1)', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    await db().execute(sql`
      INSERT INTO gift_rules (goods_id, buy, get, type, gift_goods_id, starts_at, ends_at)
      VALUES (${f.spiked}, 5, 1, 1, ${f.spiked}, ${new Date(Date.now() - DAY).toISOString()},
        ${new Date(Date.now() + DAY).toISOString()})`);
    const order = await shippedOrder([
      sql`INSERT INTO cart_items (user_id, goods_id, number, type, goods_price_id)
          VALUES (${me.userId}, ${f.spiked}, 10, 1, ${f.spikeId})`,
    ]);
    const split = await db().execute<{
      id: number;
      split_of_line_id: number | null;
      promotion_units: number;
    }>(
      sql`SELECT id, split_of_line_id, promotion_units FROM order_lines WHERE order_id = ${order.id} AND NOT is_gift ORDER BY id`,
    );
    const [promo, rest] = split.rows;
    expect(promo).toMatchObject({ promotion_units: 5, split_of_line_id: null });
    expect(rest?.split_of_line_id).toBe(promo?.id);
    const gift = order.lines.find((line) => line.is_gift) as Line;
    expect(gift).toMatchObject({ number: 2, gift_of_line_id: promo?.id, gift_buy: 5, gift_get: 1 });
    // 3 of the promotion part back keeps 2 + 5 = 7 → 1 gift earned, 1 goes back.
    const first = await ask(order.id, 'return', [{ line_id: promo?.id as number, number: 3 }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await heldOf(gift.id)).toBe(1);
    // The rest part named alone still finds the gift: 5 more keeps 2 → the other gift goes back.
    const second = await ask(order.id, 'return', [{ line_id: rest?.id as number, number: 5 }]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await heldOf(gift.id)).toBe(2);
  });

  it('refuses a recorded gift named on a return (it follows by itself), storing nothing', async () => {
    const order = await shippedOrder([bulkItem(25)]);
    const trigger = order.lines.find((line) => !line.is_gift) as Line;
    const gift = order.lines.find((line) => line.is_gift) as Line;
    const before = await afterSaleCounts(db());
    const asked = await ask(order.id, 'return', [
      { line_id: trigger.id, number: 25 },
      { line_id: gift.id, number: 2 },
    ]);
    expect(asked.statusCode).toBe(422);
    expect(asked.json().data.errors.lines).toEqual(['赠品会随购买的商品自动计算退回，无需单独选择']);
    expect(await afterSaleCounts(db())).toEqual(before);
  });

  it('never takes back more gift than was delivered under 12 concurrent returns of 3 units', async () => {
    const order = await shippedOrder([bulkItem(25)]);
    const trigger = order.lines.find((line) => !line.is_gift) as Line;
    const gift = order.lines.find((line) => line.is_gift) as Line;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => ask(order.id, 'return', [{ line_id: trigger.id, number: 3 }])),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // 8 × 3 = 24 of the 25 units: 8 requests, the rest refused.
    expect(codes.filter((code) => code === 200)).toHaveLength(8);
    expect(codes.filter((code) => code === 422)).toHaveLength(4);
    const giftBack = await db().execute<{ n: number }>(
      sql`SELECT coalesce(sum(number), 0)::int AS n FROM after_sale_lines WHERE order_line_id = ${gift.id}`,
    );
    // 1 unit kept earns no gift: exactly the 2 delivered come back, never more.
    expect(giftBack.rows[0]?.n).toBe(2 - giftUnitsKept({ buy: 10, get: 1 }, 2, 1));
    expect(await heldOf(gift.id)).toBe(2);
    expect(await heldOf(trigger.id)).toBe(24);
  });
});

describe('a combination (套餐) comes back in whole sets', () => {
  it('returns 1 of 2 sets with its parts in proportion, refunding exactly what that set cost, the last set the rest', async () => {
    // 2 sets (¥130.00 each: 1 plain + 10 packed) beside 40 bulk at ¥20.00 (满1000减50 reached). A set takes no
    // 满减 or coupon share (docs/pricing.md), so the set line's payable — what the engine left to pay — is what
    // the sets refund.
    const order = await shippedOrder([comboItem(2), bulkItem(40)]);
    const set = order.lines.find((line) => line.line_type === 3 && line.goods_id === null) as Line;
    const parts = order.lines.filter((line) => line.line_type === 3 && line.goods_id !== null);
    expect(parts.map((part) => part.number).sort((a, b) => a - b)).toEqual([2, 20]);
    const stockBefore = [await stockOf(db(), f.plain), await stockOf(db(), f.packed)];
    const balanceBefore = (await walletOf(db(), me.companyId)).balanceFen;
    const asked = await ask(order.id, 'return', [{ line_id: set.id, number: 1 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id as number;
    const shown = await detail(id);
    expect(
      shown.lines.map((line: Record<string, unknown>) => [line.order_line_id, line.number, line.follows]),
    ).toEqual([[set.id, 1, null], ...parts.map((part) => [part.id, part.number / 2, 'set_part'])]);
    const payable = Number(set.payable_fen);
    const first = await returnedAndRefunded(id);
    expect(first.amountFen).toBe(lineRefundFen({ payableFen: payable, number: 2 }, 0, 1));
    expect(first.amountFen).toBe(Math.floor(payable / 2));
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(balanceBefore + first.amountFen);
    expect([await stockOf(db(), f.plain), await stockOf(db(), f.packed)]).toEqual([
      (stockBefore[0] as number) + 1,
      (stockBefore[1] as number) + 10,
    ]);
    expect(await ledgerMismatches(db())).toEqual([]);

    const second = await ask(order.id, 'refund', [{ line_id: set.id, number: 1 }]);
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json().data.id as number;
    await db().transaction((tx) =>
      approveAfterSale(tx, secondId, { returnAddress: '', deadlineDays: 7 }, actor),
    );
    const rest = await db().transaction((tx) => refundAfterSale(tx, secondId, actor));
    expect(first.amountFen + rest.amountFen).toBe(payable);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses bad set counts and parts named alone with 422, storing nothing', async () => {
    const order = await shippedOrder([comboItem(2)]);
    const set = order.lines.find((line) => line.line_type === 3 && line.goods_id === null) as Line;
    const part = order.lines.find((line) => line.line_type === 3 && line.goods_id !== null) as Line;
    const before = await afterSaleCounts(db());
    for (const lines of [
      [{ line_id: set.id, number: 3 }],
      [{ line_id: set.id, number: 0 }],
      [{ line_id: part.id, number: 1 }],
      [
        { line_id: set.id, number: 1 },
        { line_id: part.id, number: 1 },
      ],
    ]) {
      const asked = await ask(order.id, 'return', lines);
      expect(asked.statusCode, JSON.stringify(lines)).toBe(422);
    }
    expect(await afterSaleCounts(db())).toEqual(before);
  });

  it('gives exactly 2 of 6 concurrent 1-set requests on a 2-set order', async () => {
    const order = await shippedOrder([comboItem(2)]);
    const set = order.lines.find((line) => line.line_type === 3 && line.goods_id === null) as Line;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ask(order.id, 'return', [{ line_id: set.id, number: 1 }])),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(4);
    expect(await heldOf(set.id)).toBe(2);
  });
});
