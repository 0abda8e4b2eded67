import {
  type CartState,
  cartAddResult,
  cartCheckout,
  cartCopyResult,
  cartNextHint,
  cartState,
  fenToYuan,
  Messages,
  priceCart,
  sumFen,
  yuanToFen,
} from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCartPricing } from '../src/cart/pricing-input';
import { loadBuyer } from '../src/catalogue/loaders';
import { cartItems } from '../src/db/schema/index';
import { Browser } from './browser';
import { type CartFixtures, writeCartFixtures } from './cart.fixtures';
import { build, type TestApp } from './helper';

let t: TestApp;
let f: CartFixtures;
let buyer: Browser;
let other: Browser;
let buyerId: number;
beforeAll(async () => {
  t = await build();
  f = await writeCartFixtures(t.database.db);
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  other = new Browser(t.app);
  await other.login('13900139000', 'demo1234');
  const found = await t.database.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE phone = '13800138000'`,
  );
  buyerId = found.rows[0]?.id as number;
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM cart_items`);
});

async function add(browser: Browser, params: Record<string, unknown>[]) {
  return browser.request('POST', '/api/cart', { json: { params } });
}

async function list(browser: Browser = buyer): Promise<CartState> {
  const response = await browser.request('GET', '/api/cart/list');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return cartState.parse(response.json().data);
}

async function lines(userId = buyerId) {
  return t.database.db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.id);
}

async function addOne(goodsId: number, number?: number): Promise<number> {
  const response = await add(buyer, [{ goods_id: goodsId, ...(number ? { number } : {}) }]);
  expect(response.statusCode, response.body).toBe(200);
  return cartAddResult.parse(response.json().data).results[0]?.line_id as number;
}

describe('who may use the cart', () => {
  const routes: [string, string][] = [
    ['GET', '/api/cart/list'],
    ['GET', '/api/cart/total'],
    ['POST', '/api/cart'],
    ['POST', '/api/cart/quick_add/1'],
    ['POST', '/api/cart/1/edit'],
    ['POST', '/api/cart/batch_delete'],
    ['POST', '/api/cart/batch_select'],
    ['POST', '/api/cart/copy'],
    ['POST', '/api/cart/checkout'],
    ['POST', '/api/cart/next_hint'],
  ];
  it.each(routes)('answers a visitor on %s %s with 401 and status 10001', async (method, url) => {
    const visitor = new Browser(t.app);
    await visitor.fetchCsrf();
    const json = {
      '/api/cart': { params: [{ goods_id: 1 }] },
      '/api/cart/1/edit': { number: 1 },
      '/api/cart/batch_delete': { ids: [1] },
      '/api/cart/batch_select': { ids: [1], is_selected: 1 },
      '/api/cart/copy': { ids: [1], other_user_ids: [1] },
      '/api/cart/checkout': { ids: [1] },
    }[url];
    const response = await visitor.request(method as 'GET' | 'POST', url, json ? { json } : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 10001, message: Messages.notSignedIn });
  });
});

describe('adding to the cart', () => {
  it('adds one package by default, prices it on the server and ignores a client price', async () => {
    const response = await add(buyer, [{ goods_id: f.packed, price: '0.01' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('加入购物车成功');
    const result = cartAddResult.parse(response.json().data);
    expect(result).toMatchObject({ total: 1, partial: 0 });
    expect(result.results[0]).toMatchObject({ ok: 1, number: 10 });
    const state = await list();
    expect(state.data[0]).toMatchObject({ number: 10, price: '8.55', amount: '85.50', is_selected: 1 });
    expect(state.data[0]?.quantity).toEqual({ step: 10, min: 10, max: 50 });
    expect(state.data[0]?.price_list).toEqual([{ number: 20, price: '8.20' }]);
    expect(state.data[0]?.ladder_next).toEqual({ missing: 10, price: '8.20' });
    expect(state.totals).toMatchObject({ goods_total: '85.50', shipping: '10.00', total: '95.50', lines: 1 });
    expect(state.shipping_data).toMatchObject({ fee: '10.00', missing: '714.50', reason: 'charged' });
  });

  it('refuses 0, -3, 1.5, 1e12 and abc with a 422 and stores nothing', async () => {
    for (const number of [0, -3, 1.5, 1e12, 'abc', '0', '-3', '1.5', '1e12']) {
      const response = await add(buyer, [{ goods_id: f.plain, number }]);
      expect(response.statusCode, String(number)).toBe(422);
      expect(response.json().data.errors['params.0.number'][0]).toMatch(/[\u4e00-\u9fff]/);
    }
    const form = await buyer.request('POST', '/api/cart', {
      form: `params[0][goods_id]=${f.plain}&params[0][number]=1.5`,
    });
    expect(form.statusCode).toBe(422);
    expect(await lines()).toEqual([]);
  });

  it('merges 20 concurrent adds of one goods into one line with the summed quantity', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(buyer, [{ goods_id: f.bulk, number: 3 }])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const rows = await lines();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.number).toBe(60);
  });

  it('refuses a quantity beyond stock or off the package step, leaving the line as it was', async () => {
    const lineId = await addOne(f.packed, 40);
    const beyond = await add(buyer, [{ goods_id: f.packed, number: 20 }]);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().message).toBe('库存不足，最多可购50');
    const offStep = await add(buyer, [{ goods_id: f.packed, number: 5 }]);
    expect(offStep.statusCode).toBe(422);
    expect(offStep.json().message).toBe('购买数量须为中包装10的整数倍');
    expect((await lines()).map((row) => [row.id, row.number])).toEqual([[lineId, 40]]);
  });

  it('adds what it can and warns about the rest (partial 1)', async () => {
    const response = await add(buyer, [
      { goods_id: f.plain, number: 2 },
      { goods_id: f.scarce, number: 6 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toContain('1个未加入');
    const result = cartAddResult.parse(body.data);
    expect(result.partial).toBe(1);
    expect(result.results.map((entry) => entry.ok)).toEqual([1, 0]);
    expect(result.results[1]?.message).toBe('库存不足，最多可购5');
    expect((await lines()).map((row) => row.goodsId)).toEqual([f.plain]);
  });

  it('quick-adds one package of a goods', async () => {
    const response = await buyer.request('POST', `/api/cart/quick_add/${f.packed}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await lines()).map((row) => row.number)).toEqual([10]);
  });

  it('takes a flash-sale line only with a running flash sale, and refuses beyond the per-buyer limit', async () => {
    const ended = await add(buyer, [{ goods_id: f.spiked, type: 1 }]);
    expect(ended.statusCode).toBe(422);
    expect(ended.json().message).toBe('秒杀活动已结束');
    const unknown = await add(buyer, [{ goods_id: f.spiked, goods_price_id: 999999 }]);
    expect(unknown.json().message).toBe('活动已结束');
    const ok = await add(buyer, [{ goods_id: f.spiked, type: 1, goods_price_id: f.spikeId, number: 5 }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const over = await add(buyer, [{ goods_id: f.spiked, type: 1, goods_price_id: f.spikeId, number: 1 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('超出限购数量，最多可购5');
    const state = await list();
    expect(state.data[0]).toMatchObject({ type: 1, number: 5, amount: '59.00', quantity: { max: 5 } });
    expect(state.data[0]?.promotion).toMatchObject({
      id: f.spikeId,
      kind: 'spike',
      price: '11.80',
      units: 5,
    });
  });
});

describe('combinations, gifts, negotiated prices and standing', () => {
  it("adds a combination as one type-3 line within its parts' stock, and refuses one that has ended", async () => {
    const response = await add(buyer, [{ type: 3, combination_id: f.combo }]);
    expect(response.statusCode, response.body).toBe(200);
    const [line] = (await list()).data;
    expect(line).toMatchObject({ type: 3, is_combination: 1, goods: null, number: 1, amount: '130.00' });
    expect(line?.combination).toMatchObject({ price: '130.00', original_price: '210.50', stock: 5 });
    expect(line?.combination?.parts.map((part) => part.number)).toEqual([1, 10]);
    expect(line?.quantity).toEqual({ step: 1, min: 1, max: 5 });
    const short = await add(buyer, [{ type: 3, combination_id: f.combo, number: 5 }]);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toMatch(/^组合商品中「.+」库存不足$/);
    const ended = await add(buyer, [{ type: 3, combination_id: f.endedCombo }]);
    expect(ended.json().message).toBe('组合活动已结束');
    expect((await lines()).map((row) => [row.combinationId, row.number])).toEqual([[f.combo, 1]]);
  });

  it('gives buy-10-get-1 gifts as flagged lines priced nothing', async () => {
    const lineId = await addOne(f.bulk, 20);
    const state = await list();
    expect(state.gifts).toEqual([
      expect.objectContaining({ for_line_id: lineId, goods_id: f.bulk, number: 2, type: 1, is_gift: 1 }),
    ]);
    expect(state.data[0]).toMatchObject({ gift_data: { total: 2, type: 1 }, amount: '400.00' });
    expect(state.gifts[0]?.name).toBe(state.data[0]?.goods?.name);
    expect(state.gifts[0]?.bzdw).toBe(state.data[0]?.goods?.bzdw);
  });

  it('prices an is_yj line at the agreed price and refuses is_yj where none is agreed', async () => {
    const agreed = await add(buyer, [{ goods_id: f.plain, is_yj: 1, number: 2 }]);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect((await list()).data[0]).toMatchObject({ is_yj: 1, price: '120.00', amount: '240.00' });
    const none = await add(buyer, [{ goods_id: f.packed, is_yj: 1 }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('该商品暂无议价');
  });

  it('refuses controlled goods the buyer is not authorised for, and shows an existing line as not buyable', async () => {
    const lineId = await addOne(f.bulk, 1);
    await t.database.db.execute(sql`DELETE FROM controlled_programme_goods WHERE goods_id = ${f.bulk}`);
    await t.database.db.execute(sql`UPDATE goods SET is_controlled = true WHERE id = ${f.bulk}`);
    try {
      const response = await add(buyer, [{ goods_id: f.bulk }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('控销商品，暂未开放授权申请');
      const [line] = (await list()).data;
      expect(line).toMatchObject({ id: lineId, number: 1, is_buy: 0, is_selected: 0, counted: 0 });
      expect(line?.buy_reason).toBe('控销商品，暂未开放授权申请');
    } finally {
      await t.database.db.execute(sql`UPDATE goods SET is_controlled = false WHERE id = ${f.bulk}`);
    }
  });

  it('refuses a buyer whose company is under review with the standing reason', async () => {
    const reviewing = new Browser(t.app);
    await reviewing.login('13600136602', 'demo1234');
    const response = await add(reviewing, [{ goods_id: f.plain }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('资质审核中，暂不能购买');
    expect(await lines(f.unqualifiedStore)).toEqual([]);
  });
});

describe('editing, selecting and deleting lines', () => {
  it('refuses 0, -3, 1.5, 1e12 and abc on edit, and beyond stock, leaving the line', async () => {
    const lineId = await addOne(f.plain, 2);
    for (const number of [0, -3, 1.5, 1e12, 'abc']) {
      const response = await buyer.request('POST', `/api/cart/${lineId}/edit`, { json: { number } });
      expect(response.statusCode, String(number)).toBe(422);
    }
    const beyond = await buyer.request('POST', `/api/cart/${lineId}/edit`, { form: 'params[number]=1001' });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().message).toBe('库存不足，最多可购1000');
    expect((await lines()).map((row) => row.number)).toEqual([2]);
    const edited = await buyer.request('POST', `/api/cart/${lineId}/edit`, {
      form: 'params[number]=8&new=1',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(cartState.parse(edited.json().data).data[0]).toMatchObject({ number: 8, amount: '1000.00' });
  });

  it('keeps a line without stock unselected when it is selected again', async () => {
    const lineId = await addOne(f.scarce, 5);
    await t.database.db.execute(sql`UPDATE goods SET stock = 0 WHERE id = ${f.scarce}`);
    try {
      const response = await buyer.request('POST', '/api/cart/batch_select', {
        json: { ids: [lineId], is_selected: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const line = cartState.parse(response.json().data).data[0];
      expect(line).toMatchObject({ is_selected: 0, counted: 0, exclusion: { code: 'out_of_stock' } });
      expect((await lines())[0]?.isSelected).toBe(0);
    } finally {
      await t.database.db.execute(sql`UPDATE goods SET stock = 5 WHERE id = ${f.scarce}`);
    }
    const again = await buyer.request('POST', '/api/cart/batch_select', {
      json: { ids: `${lineId}`, is_selected: 1 },
    });
    expect(cartState.parse(again.json().data).data[0]).toMatchObject({ is_selected: 1 });
  });

  it('unselects and deletes lines and answers the fresh cart', async () => {
    const first = await addOne(f.plain, 1);
    const second = await addOne(f.bulk, 1);
    const unselected = await buyer.request('POST', '/api/cart/batch_select', {
      form: `ids=${first}&is_selected=0`,
    });
    const state = cartState.parse(unselected.json().data);
    expect(state.totals).toMatchObject({ goods_total: '20.00', selected_lines: 1, lines: 2 });
    const deleted = await buyer.request('POST', '/api/cart/batch_delete', { json: { ids: [first, second] } });
    expect(deleted.statusCode).toBe(200);
    expect(cartState.parse(deleted.json().data).data).toEqual([]);
    const total = await buyer.request('GET', '/api/cart/total');
    expect(total.json().data).toEqual({ total: 0 });
  });
});

describe("another buyer's lines", () => {
  it("answers 404 on every id-taking route for another buyer's line and changes nothing", async () => {
    const mine = await addOne(f.plain, 2);
    const attempts: [string, Record<string, unknown>][] = [
      [`/api/cart/${mine}/edit`, { number: 3 }],
      ['/api/cart/batch_delete', { ids: [mine] }],
      ['/api/cart/batch_select', { ids: [mine], is_selected: 0 }],
      ['/api/cart/copy', { ids: [mine], other_user_ids: [f.store] }],
      ['/api/cart/checkout', { ids: [mine] }],
    ];
    for (const [url, json] of attempts) {
      const response = await other.request('POST', url, { json });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(Messages.notFound);
    }
    expect((await lines()).map((row) => [row.number, row.isSelected])).toEqual([[2, 1]]);
    expect(await lines(f.store)).toEqual([]);
  });

  it('copies lines only to stores this buyer manages (else 404, nothing copied), per store standing', async () => {
    const lineId = await addOne(f.plain, 2);
    const otherId = (
      await t.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE phone = '13900139000'`)
    ).rows[0]?.id as number;
    const outside = await buyer.request('POST', '/api/cart/copy', {
      json: { ids: [lineId], other_user_ids: [f.store, otherId] },
    });
    expect(outside.statusCode).toBe(404);
    expect(await lines(f.store)).toEqual([]);

    const copied = await buyer.request('POST', '/api/cart/copy', {
      json: { ids: [lineId], other_user_ids: [f.store, f.unqualifiedStore] },
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(cartCopyResult.parse(copied.json().data)).toEqual({ copied: 1, stores: 2 });
    expect(copied.json().message).toContain('资质审核中');
    await buyer.request('POST', '/api/cart/copy', { json: { ids: [lineId], other_user_ids: [f.store] } });
    expect((await lines(f.store)).map((row) => [row.goodsId, row.number])).toEqual([[f.plain, 4]]);
    expect(await lines(f.unqualifiedStore)).toEqual([]);
    expect((await list()).other_stores.map((store) => store.user_id)).toEqual([f.store, f.unqualifiedStore]);
  });
});

describe('totals', () => {
  it('equal priceCart over the same tables: 满1000减50 reached first, discount 50.00, free shipping', async () => {
    await addOne(f.plain, 9);
    await addOne(f.bulk, 1);
    const state = await list();
    const expected = await t.database.db.transaction(async (tx) => {
      const who = await loadBuyer(tx, buyerId);
      const loaded = await loadCartPricing(tx, who!, Date.now());
      return priceCart(loaded.input, Date.now());
    });
    expect(state.totals.total).toBe(fenToYuan(expected.totalFen));
    expect(state.totals.discount).toBe(fenToYuan(expected.discountFen));
    expect(state.totals).toMatchObject({
      goods_total: '1145.00',
      discount: '50.00',
      shipping: '0.00',
      total: '1095.00',
    });
    const [manjian] = state.activity_data.manjians;
    expect(manjian).toMatchObject({ id: f.activityId, discount: '50.00', eligible_total: '1145.00' });
    expect(manjian?.tiers).toEqual([
      { amount: '1000.00', reduction: '50.00', status: 1 },
      { amount: '3000.00', reduction: '200.00', status: 0 },
    ]);
    expect(manjian?.next).toMatchObject({ missing: '1855.00', amount: '3000.00' });
    const shares = state.data.map((line) => yuanToFen(line.goods_manjian_amount));
    expect(sumFen(shares)).toBe(5000);
    expect(state.shipping_data).toMatchObject({ fee: '0.00', text: '已免运费' });
  });

  it('checkout previews the same totals as the list for the same selection, with the company address', async () => {
    const first = await addOne(f.plain, 9);
    const second = await addOne(f.packed, 20);
    const third = await addOne(f.bulk, 1);
    await buyer.request('POST', '/api/cart/batch_select', { json: { ids: [third], is_selected: 0 } });
    const state = await list();
    const response = await buyer.request('POST', '/api/cart/checkout', {
      json: { ids: [first, second, third], new: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = cartCheckout.parse(response.json().data);
    expect(preview.totals).toEqual(state.totals);
    expect(preview.activity_data).toEqual(state.activity_data);
    expect(preview.address).toEqual({
      company: '仁心大药房',
      region: '北京市',
      address: '北京市朝阳区建国路88号',
    });
    const only = cartCheckout.parse(
      (await buyer.request('POST', '/api/cart/checkout', { json: { ids: [second] } })).json().data,
    );
    expect(only.totals).toMatchObject({
      goods_total: '164.00',
      shipping: '10.00',
      total: '174.00',
      lines: 1,
    });
  });

  it('hints what is missing to free shipping and the next ladder price', async () => {
    const lineId = await addOne(f.packed, 10);
    const response = await buyer.request('POST', '/api/cart/next_hint?new=1');
    expect(response.statusCode, response.body).toBe(200);
    const hint = cartNextHint.parse(response.json().data);
    expect(hint.shipping).toEqual({
      missing: '714.50',
      fee: '10.00',
      text: '再买¥714.50即可免运费（运费¥10.00）',
    });
    expect(hint.ladder).toEqual([{ line_id: lineId, missing: 10, price: '8.20', text: '再买10件可享¥8.20' }]);
    expect(hint.manjians[0]).toMatchObject({ activity_id: f.activityId, missing: '914.50' });
  });
});

describe('filters', () => {
  it('narrows the lines to one type and counts each', async () => {
    await addOne(f.plain, 1);
    await add(buyer, [{ goods_id: f.spiked, type: 1, goods_price_id: f.spikeId, number: 1 }]);
    const response = await buyer.request('GET', '/api/cart/list?filters=1&new=1');
    const state = cartState.parse(response.json().data);
    expect(state.data.map((line) => line.type)).toEqual([1]);
    expect(state.filter_data.options.map((option) => [option.value, option.count])).toEqual([
      [99999, 2],
      [0, 1],
      [1, 1],
      [3, 0],
    ]);
    expect((await buyer.request('GET', '/api/cart/list?filters=7')).statusCode).toBe(422);
  });
});
