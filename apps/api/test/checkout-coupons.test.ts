import { cartCheckout } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { type CartFixtures, writeCartFixtures } from './cart.fixtures';
import { build, type TestApp } from './helper';
import { clearOrders } from './orders.fixtures';
import { companyOf, giveCoupon } from './orders-create.fixtures';

/* POST /api/cart/checkout with the company's coupons quoted by the domain engine (issue #9). */

let t: TestApp;
let f: CartFixtures;
let buyer: Browser;
let lineIds: number[];
const coupon: Record<string, number> = {};
beforeAll(async () => {
  t = await build();
  f = await writeCartFixtures(t.database.db);
  const db = t.database.db;
  await clearOrders(db, { coupons: true });
  const mine = await companyOf(db, '13800138000');
  const theirs = await companyOf(db, '13900139000');
  coupon.hundred = await giveCoupon(db, mine, {
    code: '满1000减100',
    amountFen: 10000,
    thresholdFen: 100000,
  });
  coupon.far = await giveCoupon(db, mine, { code: '满2000减300', amountFen: 30000, thresholdFen: 200000 });
  coupon.otherGoods = await giveCoupon(db, mine, {
    code: '指定商品减30',
    amountFen: 3000,
    scope: 'goods',
    scopeIds: [f.bulk],
  });
  await giveCoupon(db, mine, { code: '已过期', amountFen: 99900, startsInDays: -10, endsInDays: -1 });
  const used = await giveCoupon(db, mine, { code: '已用', amountFen: 99900 });
  await db.execute(sql`UPDATE user_coupons SET used_order_id = 1, used_at = now() WHERE id = ${used}`);
  await giveCoupon(db, theirs, { code: '别家', amountFen: 99900 });

  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  const added = await buyer.request('POST', '/api/cart', {
    json: {
      params: [
        { goods_id: f.plain, number: 10 },
        { goods_id: f.spiked, type: 1, goods_price_id: f.spikeId, number: 2 },
      ],
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  lineIds = added.json().data.results.map((result: { line_id: number }) => result.line_id);
});
afterAll(async () => t.close());

async function preview(json: Record<string, unknown>) {
  const response = await buyer.request('POST', '/api/cart/checkout', { json: { ids: lineIds, ...json } });
  expect(response.statusCode, response.body).toBe(200);
  return cartCheckout.parse(response.json().data);
}

describe('coupons at checkout', () => {
  it("offers the company's unused coupons in validity, usable first, each with its reason, and applies the best", async () => {
    // 10 × ¥125.00 − 满1000减50 = ¥1,200.00 eligible; the flash-sale line (2 × ¥11.80) takes no coupon.
    const state = await preview({});
    expect(state.totals).toMatchObject({ goods_total: '1273.60', discount: '50.00', total: '1223.60' });
    expect(state.coupons.map((c) => [c.id, c.usable, c.reason, c.discount])).toEqual([
      [coupon.hundred, 1, '', '100.00'],
      [coupon.far, 0, '未满足使用条件：还差¥800.00', '0.00'],
      [coupon.otherGoods, 0, '不适用于所选商品', '0.00'],
    ]);
    expect(state.coupons[2]).toMatchObject({ scope: 'goods', scope_text: '限指定商品', status: 'unused' });
    expect(state).toMatchObject({ coupon_id: coupon.hundred, coupon_discount: '100.00', payable: '1123.60' });
  });

  it('applies none when the buyer asks for none or for one that is not usable', async () => {
    for (const coupon_id of [0, coupon.far]) {
      const state = await preview({ coupon_id });
      expect(state).toMatchObject({ coupon_id: 0, coupon_discount: '0.00', payable: '1223.60' });
    }
  });
});
