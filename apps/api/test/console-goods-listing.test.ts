import { cartState, consoleGoodsPage, goods as goodsSchema, pageOf } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * 上架/下架 in the console (issue #26 §2 Goods): 运营 takes products off sale from the list's selection; a
 * delisted product leaves search, the search dictionary and the detail page, cannot be added to a cart, and a
 * line already in a cart is not counted; listing it again brings it back. One audit row per call; refusals
 * change nothing.
 */

const goodsPage = pageOf(goodsSchema);

let t: TestApp;
let buyer: Browser;
let yunying: Browser;
let cangchu: Browser;
let target: { id: number; name: string; zbz: number };
let other: { id: number };

const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;
const list = (as: Browser, ids: number[], listed: boolean) =>
  as.request('POST', '/api/console/goods/listing', { json: { ids, listed } });
const listedOf = async (id: number) =>
  (await rows<{ listed: boolean }>(sql`SELECT listed FROM goods WHERE id = ${id}`))[0]?.listed;
const dictionaryCount = async (name: string) =>
  (
    await rows<{ n: number }>(
      sql`SELECT coalesce(sum(goods_count), 0)::int AS n FROM goods_names WHERE name = ${name}`,
    )
  )[0]?.n;
const addToCart = (id: number, number: number) =>
  buyer.request('POST', '/api/cart', { json: { params: [{ goods_id: id, number }] } });

beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.180');
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.181');
  // A product whose name no other product shares, that the demo pharmacy may buy, in stock.
  const found = await rows<{ id: number; name: string; zbz: number }>(sql`
    SELECT g.id, g.name, g.zbz FROM goods g
    WHERE NOT g.banned_online AND NOT g.is_controlled AND g.stock > 1000 AND g.scope_category <> 'device_iii'
      AND g.regulatory_class IN ('otc_a', 'otc_b')
      AND (SELECT count(*) FROM goods o WHERE o.name = g.name) = 1
    ORDER BY g.id LIMIT 2`);
  if (found.length < 2) throw new Error('no goods to delist in the seed');
  target = found[0] as typeof target;
  other = found[1] as typeof other;
});
afterAll(async () => t.close());

describe('上架/下架', () => {
  it('delists from the selection: gone from search, detail and cart, one audit row; listing again brings it back', async () => {
    expect(await addToCart(target.id, target.zbz)).toMatchObject({ statusCode: 200 });
    expect(await dictionaryCount(target.name)).toBe(1);
    const since = await lastAuditId(db());
    const response = await list(yunying, [target.id, other.id], false);
    expect(response.statusCode, response.body).toBe(200);
    expect(await listedOf(target.id)).toBe(false);
    expect(await listedOf(other.id)).toBe(false);
    const audit = await auditSince(db(), since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: 'yunying',
      command: 'goods-listing',
      ok: true,
      before: { listed: { [target.id]: true, [other.id]: true } },
      after: { listed: { [target.id]: false, [other.id]: false } },
    });

    expect((await buyer.request('GET', `/api/goods/detail/${target.id}`)).statusCode).toBe(404);
    const search = await buyer.request(
      'GET',
      `/api/goods/search?keywords=${encodeURIComponent(target.name)}`,
    );
    expect(goodsPage.parse(search.json().data).list.map((g) => g.id)).not.toContain(target.id);
    expect(await dictionaryCount(target.name)).toBe(0);
    const refused = await addToCart(target.id, target.zbz);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json().data.errors)).toContain('商品已下架');
    const cart = cartState.parse((await buyer.request('GET', '/api/cart/list')).json().data);
    expect(cart.data.find((line) => line.goods?.id === target.id)).toMatchObject({
      is_buy: 0,
      buy_reason: '商品已下架',
      counted: 0,
    });

    const delisted = await yunying.request('GET', '/api/console/goods?listed=0&per_page=100');
    const ids = consoleGoodsPage.parse(delisted.json().data).list.map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining([target.id, other.id]));

    expect((await list(yunying, [target.id], true)).statusCode).toBe(200);
    expect((await buyer.request('GET', `/api/goods/detail/${target.id}`)).statusCode).toBe(200);
    expect(await dictionaryCount(target.name)).toBe(1);
    expect((await addToCart(target.id, target.zbz)).statusCode).toBe(200);
  });

  it('refuses bad input (422, no row), another role (403), a buyer (401) and an unknown id (404) with nothing changed', async () => {
    const since = await lastAuditId(db());
    const before = await listedOf(target.id);
    expect((await list(yunying, [], false)).statusCode).toBe(422);
    expect((await list(yunying, [target.id, target.id], false)).statusCode).toBe(422);
    expect(
      (
        await yunying.request('POST', '/api/console/goods/listing', {
          json: { ids: [target.id], listed: false, stock: 0 },
        })
      ).statusCode,
    ).toBe(422);
    expect((await list(cangchu, [target.id], false)).statusCode).toBe(403);
    expect((await list(buyer, [target.id], false)).statusCode).toBe(401);
    expect((await list(yunying, [target.id, 2147483647], false)).statusCode).toBe(404);
    expect(await listedOf(target.id)).toBe(before);
    expect((await auditSince(db(), since)).map((row) => [row.command, row.ok])).toEqual([
      ['goods-listing', false],
    ]);
  });
});
