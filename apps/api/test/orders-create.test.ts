import { cartState, contractState, orderCreated } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { type CartFixtures, writeCartFixtures } from './cart.fixtures';
import { build, type TestApp } from './helper';
import { clearOrders } from './orders.fixtures';
import { giveCoupon, newBuyers, one, sessionBrowser } from './orders-create.fixtures';

/*
 * POST /api/order and the e-contract against real PostgreSQL: the app's pool has 30 connections, so concurrent
 * orders really run side by side and only the conditional updates keep stock, quota and coupon right.
 */

let t: TestApp;
let f: CartFixtures;
let csrf: Browser;
let db: TestApp['database']['db'];
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

beforeAll(async () => {
  t = await build({}, 30);
  db = t.database.db;
  f = await writeCartFixtures(db);
  await clearOrders(db, { coupons: true });
  csrf = new Browser(t.app);
  await csrf.fetchCsrf();
});
afterAll(async () => t.close());

function order(browser: Browser, json: Record<string, unknown>, key: string | null = newKey()) {
  return browser.request('POST', '/api/order', { json, headers: key ? { 'idempotency-key': key } : {} });
}

async function putInCart(userIds: number[], goodsId: number, number: number, extra = sql``) {
  for (const userId of userIds)
    await db.execute(
      sql`INSERT INTO cart_items (user_id, goods_id, number) VALUES (${userId}, ${goodsId}, ${number}) ${extra}`,
    );
}

const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: string }>(db, query)).n);
const stockOf = async (goodsId: number) => count(sql`SELECT stock AS n FROM goods WHERE id = ${goodsId}`);
const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);

describe('stock under 100 concurrent buyers', () => {
  it('sells exactly the 10 in stock: 10 orders, stock 0, 90 × 409 naming the goods with their carts intact', async () => {
    await db.execute(sql`UPDATE goods SET stock = 10 WHERE id = ${f.scarce}`);
    const buyers = await newBuyers(db, 100, 1000);
    await putInCart(
      buyers.map((buyer) => buyer.userId),
      f.scarce,
      1,
    );
    const browsers = await Promise.all(buyers.map((buyer) => sessionBrowser(t.app, db, buyer.userId, csrf)));
    const responses = await Promise.all(
      browsers.map((browser, index) => order(browser, { address_id: buyers[index]?.addressId })),
    );
    const codes = statuses(responses);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(90);
    const name = (await one<{ name: string }>(db, sql`SELECT name FROM goods WHERE id = ${f.scarce}`)).name;
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toContain(`${name}库存不足`);
    expect(await stockOf(f.scarce)).toBe(0);
    const ids = buyers.map((buyer) => buyer.companyId);
    expect(await count(sql`SELECT count(*) AS n FROM orders WHERE company_id IN ${ids}`)).toBe(10);
    expect(
      await count(sql`SELECT count(*) AS n FROM cart_items WHERE user_id IN ${buyers.map((b) => b.userId)}`),
    ).toBe(90);
  });
});

describe('one single-use coupon, 50 concurrent orders of its company', () => {
  it('goes to exactly one order; the others are refused with 409 and change nothing', async () => {
    const [first] = await newBuyers(db, 1, 2000);
    const company = first?.companyId as number;
    // 50 logins of one company, each with its own cart of 10 × ¥125.00.
    const users = await db.execute<{ id: number }>(sql`
      INSERT INTO users (phone, password_hash, name, company_id)
      SELECT '171' || lpad(n::text, 8, '0'), password_hash, '采购员' || n, ${company}
      FROM users, generate_series(1, 50) n WHERE users.phone = '13800138000' RETURNING id`);
    const userIds = users.rows.map((row) => row.id);
    await putInCart(userIds, f.plain, 10);
    const couponId = await giveCoupon(db, company, {
      code: '满1000减100-并发',
      amountFen: 10000,
      thresholdFen: 100000,
    });
    const stockBefore = await stockOf(f.plain);
    const browsers = await Promise.all(userIds.map((id) => sessionBrowser(t.app, db, id, csrf)));
    const responses = await Promise.all(
      browsers.map((browser) => order(browser, { address_id: first?.addressId, coupon_id: couponId })),
    );
    const codes = statuses(responses);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe('优惠券已被使用');
    const won = orderCreated.parse(responses.find((r) => r.statusCode === 200)?.json().data);
    expect(won.total).toBe('1100.00'); // 1,250.00 − 满1000减50 − coupon 100.00, shipping free from 800.00
    expect(await one(db, sql`SELECT used_order_id FROM user_coupons WHERE id = ${couponId}`)).toEqual({
      used_order_id: won.order_id,
    });
    expect(await count(sql`SELECT count(*) AS n FROM orders WHERE company_id = ${company}`)).toBe(1);
    expect(await stockOf(f.plain)).toBe(stockBefore - 10);
  });
});

describe('an order whose coupon covers everything (total ¥0)', () => {
  it('is created paid, with no payment and no ledger entry; cancelling it refunds nothing and gives back stock and coupon', async () => {
    const [buyer] = await newBuyers(db, 1, 5000);
    const { userId, companyId, addressId } = buyer as NonNullable<typeof buyer>;
    await putInCart([userId], f.plain, 10);
    const couponId = await giveCoupon(db, companyId, { code: '全额券', amountFen: 500_000 });
    const stockBefore = await stockOf(f.plain);
    const browser = await sessionBrowser(t.app, db, userId, csrf);
    const answer = await order(browser, { address_id: addressId, coupon_id: couponId });
    expect(answer.statusCode, answer.body).toBe(200);
    const created = orderCreated.parse(answer.json().data);
    expect(created).toMatchObject({ status: 'paid', total: '0.00' });
    expect(
      await one(
        db,
        sql`SELECT status, paid_fen, pay_method, paid_at IS NOT NULL AS paid FROM orders WHERE id = ${created.order_id}`,
      ),
    ).toEqual({ status: 'paid', paid_fen: '0', pay_method: null, paid: true });
    const events = await db.execute(
      sql`SELECT status, note FROM order_events WHERE order_id = ${created.order_id} ORDER BY id`,
    );
    expect(events.rows).toEqual([
      { status: 'unpaid', note: '订单已提交' },
      { status: 'paid', note: '订单金额为 ¥0.00，无需支付' },
    ]);
    const moneyRows = sql`(SELECT count(*) FROM payments WHERE order_id = ${created.order_id})
      + (SELECT count(*) FROM ledger_entries WHERE company_id = ${companyId})`;
    expect(await count(sql`SELECT ${moneyRows} AS n`)).toBe(0);

    const cancelled = await browser.request('POST', `/api/order/${created.order_id}/cancel`, { json: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(f.plain)).toBe(stockBefore);
    expect(await one(db, sql`SELECT used_order_id FROM user_coupons WHERE id = ${couponId}`)).toEqual({
      used_order_id: null,
    });
    expect(await count(sql`SELECT ${moneyRows} AS n`)).toBe(0);
  });
});

describe('an order of 仁心大药房 (13800138000)', () => {
  let buyer: Browser;
  let addressId: number;
  let couponId: number;
  let userId: number;
  beforeAll(async () => {
    userId = (await one<{ id: number }>(db, sql`SELECT id FROM users WHERE phone = '13800138000'`)).id;
    const company = (
      await one<{ company_id: number }>(db, sql`SELECT company_id FROM users WHERE id = ${userId}`)
    ).company_id;
    addressId = (
      await one<{ id: number }>(
        db,
        sql`INSERT INTO addresses (company_id, consignee, phone, province, city, district, detail)
            VALUES (${company}, '李药师', '13800138000', '北京市', '北京市', '朝阳区', '建国路88号') RETURNING id`,
      )
    ).id;
    couponId = await giveCoupon(db, company, { code: '满1000减100', amountFen: 10000, thresholdFen: 100000 });
    buyer = await sessionBrowser(t.app, db, userId, csrf);
  });

  it('is created once for one Idempotency-Key sent 20 times at once, with 20 identical answers', async () => {
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
    await putInCart([userId], f.plain, 10);
    await putInCart([userId], f.bulk, 10);
    await db.execute(sql`
      INSERT INTO cart_items (user_id, goods_id, number, type, goods_price_id)
      VALUES (${userId}, ${f.spiked}, 2, 1, ${f.spikeId})`);
    const stock = {
      plain: await stockOf(f.plain),
      bulk: await stockOf(f.bulk),
      spiked: await stockOf(f.spiked),
    };
    const key = newKey();
    const body = {
      address_id: addressId,
      coupon_id: couponId,
      invoice_type: 'e_normal',
      remark: '工作日送货',
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => order(buyer, body, key)));
    expect(statuses(responses), responses[0]?.body).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const created = orderCreated.parse(responses[0]?.json().data);
    expect(created.order_sn).toMatch(new RegExp(`^YC\\d{14}${String(created.order_id).padStart(6, '0')}$`));

    // 10 × ¥125.00 + 10 × ¥20.00 (+1 gift) + 2 × ¥11.80 flash sale = ¥1,473.60; 满1000减50 on the ¥1,450.00
    // without a promotion price, the coupon's ¥100.00 on what they cost after it; shipping free.
    const saved = await one<Record<string, unknown>>(
      db,
      sql`SELECT goods_total_fen, discount_fen, coupon_fen, shipping_fen, total_fen, status, invoice_type, remark,
            user_coupon_id, address->>'consignee' AS consignee
          FROM orders WHERE id = ${created.order_id}`,
    );
    expect(saved).toEqual({
      goods_total_fen: '147360',
      discount_fen: '5000',
      coupon_fen: '10000',
      shipping_fen: '0',
      total_fen: '132360',
      status: 'unpaid',
      invoice_type: 'e_normal',
      remark: '工作日送货',
      user_coupon_id: couponId,
      consignee: '李药师',
    });
    expect(created.total).toBe('1323.60');
    const lines = await db.execute<Record<string, unknown>>(sql`
      SELECT goods_id, number, price_fen, amount_fen, discount_fen, payable_fen, is_gift, promotion_id, promotion_units
      FROM order_lines WHERE order_id = ${created.order_id} ORDER BY sort`);
    const sum = (key: string) => lines.rows.reduce((acc, row) => acc + Number(row[key]), 0);
    expect(sum('payable_fen')).toBe(132360);
    expect(sum('discount_fen')).toBe(15000);
    expect(lines.rows.find((row) => row.is_gift)).toMatchObject({
      goods_id: f.bulk,
      number: 1,
      payable_fen: '0',
    });
    expect(lines.rows.find((row) => row.promotion_id !== null)).toMatchObject({
      goods_id: f.spiked,
      promotion_id: f.spikeId,
      promotion_units: 2,
      discount_fen: '0',
    });
    expect({
      plain: await stockOf(f.plain),
      bulk: await stockOf(f.bulk),
      spiked: await stockOf(f.spiked),
    }).toEqual({ plain: stock.plain - 10, bulk: stock.bulk - 11, spiked: stock.spiked - 2 });
    expect(
      await count(
        sql`SELECT units AS n FROM promotion_purchases WHERE promotion_id = ${f.spikeId} AND goods_id = ${f.spiked}`,
      ),
    ).toBe(2);
    expect(await count(sql`SELECT count(*) AS n FROM cart_items WHERE user_id = ${userId}`)).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM order_events WHERE order_id = ${created.order_id}`),
    ).toBe(1);

    const other = await order(buyer, { ...body, remark: '另一张' }, key);
    expect(other.statusCode).toBe(409);
  });

  it('prices the flash sale in the cart with what the company already bought counted (2 of 5 → 3 left)', async () => {
    await db.execute(sql`
      INSERT INTO cart_items (user_id, goods_id, number, type, goods_price_id)
      VALUES (${userId}, ${f.spiked}, 5, 1, ${f.spikeId})`);
    const state = cartState.parse((await buyer.request('GET', '/api/cart/list')).json().data);
    expect(state.data[0]?.promotion).toMatchObject({ id: f.spikeId, units: 3, price: '11.80' });
    expect(state.data[0]?.amount).toBe('64.60'); // 3 × 11.80 + 2 × 14.60
  });

  it('needs an Idempotency-Key and a body without amounts or other unknown fields (422)', async () => {
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
    await putInCart([userId], f.plain, 1);
    const missing = await order(buyer, { address_id: addressId }, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.errors['Idempotency-Key']).toBeDefined();
    const tampered = await order(buyer, { address_id: addressId, total: '0.01', price: '0.01' });
    expect(tampered.statusCode).toBe(422);
    const foreign = (await newBuyers(db, 1, 3000))[0]?.addressId;
    expect((await order(buyer, { address_id: foreign })).statusCode).toBe(404);
    expect(await count(sql`SELECT count(*) AS n FROM cart_items WHERE user_id = ${userId}`)).toBe(1);
  });

  it('refuses a line short of stock with 409 naming the goods, and changes nothing', async () => {
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
    await db.execute(sql`UPDATE goods SET stock = 3 WHERE id = ${f.scarce}`);
    await putInCart([userId], f.plain, 1);
    await putInCart([userId], f.scarce, 4);
    const plainStock = await stockOf(f.plain);
    const orders = await count(sql`SELECT count(*) AS n FROM orders`);
    const response = await order(buyer, { address_id: addressId });
    expect(response.statusCode).toBe(409);
    const name = (await one<{ name: string }>(db, sql`SELECT name FROM goods WHERE id = ${f.scarce}`)).name;
    expect(response.json().message).toBe(`${name}库存不足，请返回购物车修改数量`);
    expect([await stockOf(f.plain), await stockOf(f.scarce)]).toEqual([plainStock, 3]);
    expect(await count(sql`SELECT count(*) AS n FROM orders`)).toBe(orders);
    expect(await count(sql`SELECT count(*) AS n FROM cart_items WHERE user_id = ${userId}`)).toBe(2);
  });

  it('replays an order’s answer for its key even when the cart now holds a sold-out line (the early refusal skips known keys)', async () => {
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
    await putInCart([userId], f.plain, 1);
    const key = newKey();
    const first = await order(buyer, { address_id: addressId }, key);
    expect(first.statusCode).toBe(200);
    await db.execute(sql`UPDATE goods SET stock = 3 WHERE id = ${f.scarce}`);
    await putInCart([userId], f.scarce, 4);
    const replay = await order(buyer, { address_id: addressId }, key);
    expect([replay.statusCode, replay.body]).toEqual([200, first.body]);
    // A new key is refused at once, naming the goods, with the line left in the cart.
    const fresh = await order(buyer, { address_id: addressId });
    expect(fresh.statusCode).toBe(409);
    expect(await count(sql`SELECT count(*) AS n FROM cart_items WHERE user_id = ${userId}`)).toBe(1);
  });

  it('orders one cart once when two submissions with different keys race (the second finds the lines gone)', async () => {
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
    await putInCart([userId], f.plain, 1);
    const stock = await stockOf(f.plain);
    const responses = await Promise.all([
      order(buyer, { address_id: addressId }),
      order(buyer, { address_id: addressId }),
    ]);
    expect(statuses(responses)).toEqual([200, 422]);
    expect(await stockOf(f.plain)).toBe(stock - 1);
  });

  it('refuses with 422 when nothing is selected', async () => {
    await db.execute(sql`UPDATE cart_items SET is_selected = 0 WHERE user_id = ${userId}`);
    const response = await order(buyer, { address_id: addressId });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('请先在购物车勾选要购买的商品');
  });
});

describe('the e-contract', () => {
  it('answers 459 until the company signs, changing nothing; after signing (twice) the order goes through', async () => {
    const [unsigned] = await newBuyers(db, 1, 4000);
    const { userId, companyId, addressId } = unsigned as {
      userId: number;
      companyId: number;
      addressId: number;
    };
    await db.execute(sql`UPDATE companies SET contract_signed = false WHERE id = ${companyId}`);
    await putInCart([userId], f.plain, 1);
    const stock = await stockOf(f.plain);
    const browser = await sessionBrowser(t.app, db, userId, csrf);

    const refused = await order(browser, { address_id: addressId });
    expect(refused.statusCode).toBe(459);
    expect(refused.json()).toMatchObject({ status: 459, message: '请先签署电子采购合同' });
    expect(await stockOf(f.plain)).toBe(stock);
    expect(await count(sql`SELECT count(*) AS n FROM orders WHERE company_id = ${companyId}`)).toBe(0);

    const before = contractState.parse((await browser.request('GET', '/api/user/contract')).json().data);
    expect(before).toMatchObject({ title: '药品电子采购合同', signed: 0, signed_at: null });
    expect(before.body).toContain('药品追溯码');
    const [a, b] = await Promise.all([
      browser.request('POST', '/api/user/contract/sign'),
      browser.request('POST', '/api/user/contract/sign'),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const signed = contractState.parse(a?.json().data);
    expect(signed.signed).toBe(1);
    expect(contractState.parse(b?.json().data).signed_at).toBe(signed.signed_at);
    expect(
      await count(sql`SELECT count(*) AS n FROM contract_signatures WHERE company_id = ${companyId}`),
    ).toBe(1);

    expect((await order(browser, { address_id: addressId })).statusCode).toBe(200);
    expect(await stockOf(f.plain)).toBe(stock - 1);
  });
});
