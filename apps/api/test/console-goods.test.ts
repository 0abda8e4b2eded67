import { goodsDetail } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * 商品管理 in the console (issue #26 §2): the goods list and a product's page for 运营, and its edits — price,
 * stock, with_coupon, controlled sale, scope, ladder, regulatory class — each one audited row, bad input 422 with
 * nothing changed, and the buyer seeing the change on the next request (the display caches are cleared).
 */

let t: TestApp;
let buyer: Browser;
let yunying: Browser;
let shenhe: Browser;
let target: { id: number; pzwh: string; price_fen: number };

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;
const shown = async (id: number) => {
  const response = await buyer.request('GET', `/api/goods/detail/${id}`);
  return response.statusCode === 200 ? goodsDetail.parse(response.json().data) : null;
};
const goodsRow = async (id: number) =>
  (
    await rows(sql`SELECT price_fen, stock, with_coupon, is_controlled, scope_category, regulatory_class,
      (SELECT count(*)::int FROM goods_ladder_prices l WHERE l.goods_id = g.id) AS tiers FROM goods g WHERE id = ${id}`)
  )[0];

beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.150');
  shenhe = await operatorBrowser(t.app, 'shenhe', '198.51.100.151');
  const [found] = await rows<{ id: number; pzwh: string; price_fen: number }>(sql`SELECT id, pzwh, price_fen
    FROM goods WHERE NOT banned_online AND regulatory_class = 'otc_a' AND pzwh <> '' AND NOT is_controlled
    ORDER BY id LIMIT 1`);
  if (!found) throw new Error('no OTC goods in the seed');
  target = found;
});
afterAll(async () => {
  await t.close();
});

describe('the goods list and page', () => {
  it('finds a product by its approval number and filters by class; 运营 only', async () => {
    const found = await yunying.request(
      'GET',
      `/api/console/goods?keywords=${encodeURIComponent(target.pzwh)}&regulatory_class=otc_a`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.list.map((g: { id: number }) => g.id)).toContain(target.id);
    const otherClass = await yunying.request(
      'GET',
      `/api/console/goods?keywords=${encodeURIComponent(target.pzwh)}&regulatory_class=prescription`,
    );
    expect(otherClass.json().data.list.map((g: { id: number }) => g.id)).not.toContain(target.id);
    expect((await yunying.request('GET', '/api/console/goods?regulatory_class=bogus')).statusCode).toBe(422);
    const page = await yunying.request('GET', `/api/console/goods/${target.id}`);
    expect(page.json().data).toMatchObject({ id: target.id, regulatory_class: 'otc_a', banned_online: 0 });
    expect((await yunying.request('GET', '/api/console/goods/2147483647')).statusCode).toBe(404);
    expect((await shenhe.request('GET', '/api/console/goods')).statusCode).toBe(403);
  });
});

describe('editing a product', () => {
  it('changes the price and the buyer sees it at once, with one audit row (before → after)', async () => {
    const before = await shown(target.id);
    expect(before?.price).not.toBeNull(); // the detail is now in the display caches
    const newPrice = ((target.price_fen + 123) / 100).toFixed(2);
    const since = await lastAuditId(t.database.db);
    const response = await yunying.request('PATCH', `/api/console/goods/${target.id}`, {
      json: { price: newPrice, stock: 77 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await shown(target.id))?.price).toBe(newPrice);
    expect((await shown(target.id))?.number).toBe(77);
    expect(await auditSince(t.database.db, since)).toEqual([
      {
        operator: 'yunying',
        source: 'console',
        command: 'goods-edit',
        ok: true,
        before: { price: (target.price_fen / 100).toFixed(2), stock: expect.any(Number) },
        after: { price: newPrice, stock: 77 },
      },
    ]);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const was = await goodsRow(target.id);
    const since = await lastAuditId(t.database.db);
    for (const json of [
      {},
      { price: '-1' },
      { price: '0' },
      { price: '1.234' },
      { stock: -1 },
      { scope_category: 'nope' },
      { price: '9.00', listed: true },
    ]) {
      const response = await yunying.request('PATCH', `/api/console/goods/${target.id}`, { json });
      expect(response.statusCode, JSON.stringify(json)).toBe(422);
    }
    const ladder = await yunying.request('PUT', `/api/console/goods/${target.id}/ladder`, {
      json: {
        tiers: [
          { min_number: 5, price: '1.00' },
          { min_number: 5, price: '0.90' },
        ],
      },
    });
    expect(ladder.statusCode).toBe(422);
    const reclass = await yunying.request('POST', `/api/console/goods/${target.id}/reclass`, {
      json: { regulatory_class: 'bogus' },
    });
    expect(reclass.statusCode).toBe(422);
    expect(await goodsRow(target.id)).toEqual(was);
    expect(await auditSince(t.database.db, since)).toEqual([]);
  });

  it('switches coupons, controlled sale and scope category', async () => {
    const original = (await goodsRow(target.id))?.scope_category;
    const response = await yunying.request('PATCH', `/api/console/goods/${target.id}`, {
      json: { with_coupon: false, is_controlled: true, scope_category: 'device_ii' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = (await yunying.request('GET', `/api/console/goods/${target.id}`)).json().data;
    expect(page).toMatchObject({ with_coupon: 0, is_controlled: 1, scope_category: 'device_ii' });
    await yunying.request('PATCH', `/api/console/goods/${target.id}`, {
      json: { with_coupon: true, is_controlled: false, scope_category: original },
    });
  });

  it('replaces the ladder, which the buyer sees at once', async () => {
    await shown(target.id);
    const response = await yunying.request('PUT', `/api/console/goods/${target.id}/ladder`, {
      json: {
        tiers: [
          { min_number: 10, price: '1.50' },
          { min_number: 5, price: '1.80' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await shown(target.id))?.ladder_price).toEqual([
      { number: 5, price: '1.80' },
      { number: 10, price: '1.50' },
    ]);
    const cleared = await yunying.request('PUT', `/api/console/goods/${target.id}/ladder`, {
      json: { tiers: [] },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await goodsRow(target.id))?.tiers).toBe(0);
  });

  it('reclasses as `ops reclass` does: a class banned online takes the product off the buyer at once', async () => {
    expect(await shown(target.id)).not.toBeNull();
    const since = await lastAuditId(t.database.db);
    const response = await yunying.request('POST', `/api/console/goods/${target.id}/reclass`, {
      json: { regulatory_class: 'narcotic' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await shown(target.id)).toBeNull();
    const [row] = await auditSince(t.database.db, since);
    expect(row).toMatchObject({
      command: 'reclass',
      ok: true,
      before: { regulatory_class: 'otc_a' },
      after: { regulatory_class: 'narcotic' },
    });
    await yunying.request('POST', `/api/console/goods/${target.id}/reclass`, {
      json: { regulatory_class: 'otc_a' },
    });
    expect(await shown(target.id)).not.toBeNull();
  });

  it('answers 404 for a product that does not exist, recording the refused attempt', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await yunying.request('PATCH', '/api/console/goods/2147483647', { json: { stock: 1 } });
    expect(response.statusCode).toBe(404);
    expect(await auditSince(t.database.db, since)).toMatchObject([{ command: 'goods-edit', ok: false }]);
  });
});
