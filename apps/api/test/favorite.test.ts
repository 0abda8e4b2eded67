import { goodsDetail, goods as goodsSchema, Messages, pageOf } from '@yaocai/domain';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, goods } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

const goodsPage = pageOf(goodsSchema);

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await build();
  const rows = await t.database.db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(5);
  ids = rows.map((row) => row.id);
});
afterAll(async () => t.close());

async function signedIn(phone = '13800138000'): Promise<Browser> {
  const browser = new Browser(t.app);
  await browser.login(phone, 'demo1234');
  return browser;
}

async function favoriteRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(favorites);
  return row?.n ?? 0;
}

async function myFavorites(browser: Browser) {
  const response = await browser.request('GET', '/api/favorite?page=1');
  expect(response.statusCode).toBe(200);
  return goodsPage.parse(response.json().data);
}

describe('favourites', () => {
  it('answers visitors with 401 and status 10001, on reading and on writing', async () => {
    const visitor = new Browser(t.app);
    const list = await visitor.request('GET', '/api/favorite');
    expect(list.statusCode).toBe(401);
    expect(list.json()).toMatchObject({ status: 10001, message: Messages.notSignedIn });
    await visitor.fetchCsrf();
    const add = await visitor.request('POST', '/api/favorite', { form: `goods_ids=${ids[0]}` });
    expect(add.statusCode).toBe(401);
    expect(await favoriteRows()).toBe(0);
  });

  it('rejects a POST without the CSRF token with 403 and saves nothing', async () => {
    const browser = await signedIn();
    const response = await browser.request('POST', '/api/favorite', {
      form: `goods_ids=${ids[0]}`,
      headers: { 'x-csrf-token': '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, message: Messages.csrf });
    expect(await favoriteRows()).toBe(0);
  });

  it('adds favourites from a comma list, an array and a JSON body, newest first, once each', async () => {
    const browser = await signedIn();
    const first = await browser.request('POST', '/api/favorite', { form: `goods_ids=${ids[0]},${ids[1]}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 10000, message: '收藏成功' });
    await browser.request('POST', '/api/favorite', { form: `goods_ids[]=${ids[2]}&goods_ids[]=${ids[1]}` });
    const again = await browser.request('POST', '/api/favorite', { json: { goods_ids: [ids[2], ids[2]] } });
    expect(again.json().message).toBe('收藏成功');

    const page = await myFavorites(browser);
    expect(page.total).toBe(3);
    expect(page.list[0]?.id).toBe(ids[2]);
    expect(page.list.map((item) => item.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 3));
    expect(page.list[0]?.price).toMatch(/^\d+\.\d{2}$/);

    const detail = goodsDetail.parse(
      (await browser.request('GET', `/api/goods/detail/${ids[0]}`)).json().data,
    );
    expect(detail.is_favorite).toBe(1);
    const other = await signedIn('13900139000');
    expect((await myFavorites(other)).total).toBe(0);
  });

  it('rejects unknown goods ids with 422 and changes nothing, even with known ids beside them', async () => {
    const browser = await signedIn();
    const before = await favoriteRows();
    const response = await browser.request('POST', '/api/favorite', {
      form: `goods_ids=${ids[3]},99999999`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors.goods_ids[0]).toContain('99999999');
    expect(await favoriteRows()).toBe(before);

    const cancel = await browser.request('POST', '/api/favorite/cancel', {
      form: `goods_ids=${ids[0]},99999999`,
    });
    expect(cancel.statusCode).toBe(422);
    expect(await favoriteRows()).toBe(before);

    for (const form of ['goods_ids=', 'goods_ids=abc', `goods_ids=${ids[0]}&extra=1`]) {
      expect((await browser.request('POST', '/api/favorite', { form })).statusCode).toBe(422);
    }
    expect(await favoriteRows()).toBe(before);
  });

  it('cancels favourites, and cancelling again changes nothing', async () => {
    const browser = await signedIn();
    const cancel = await browser.request('POST', '/api/favorite/cancel', { form: `goods_ids=${ids[0]}` });
    expect(cancel.json()).toMatchObject({ status: 10000, message: '已取消收藏' });
    const again = await browser.request('POST', '/api/favorite/cancel', { json: { goods_ids: `${ids[0]}` } });
    expect(again.statusCode).toBe(200);
    const page = await myFavorites(browser);
    expect(page.list.map((item) => item.id)).not.toContain(ids[0]);
    expect(page.total).toBe(2);
    const rows = await t.database.db
      .select()
      .from(favorites)
      .where(eq(favorites.goodsId, ids[0] ?? 0));
    expect(rows).toEqual([]);
  });
});
