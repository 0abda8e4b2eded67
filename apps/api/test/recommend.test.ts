import { recommendationData } from '@yaocai/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsCategories } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

describe('GET /api/index_wntj/1', () => {
  it('recommends in-stock premium goods to a visitor, without prices', async () => {
    const data = recommendationData.parse((await t.app.inject({ url: '/api/index_wntj/1' })).json().data);
    expect(data.title).toBe('为你推荐');
    expect(data.list.length).toBe(12);
    const rows = await t.database.db
      .select({ premium: goods.isPremium, stock: goods.stock })
      .from(goods)
      .where(
        inArray(
          goods.id,
          data.list.map((item) => item.id),
        ),
      );
    expect(rows.every((row) => row.premium && row.stock > 0)).toBe(true);
    expect(data.list.every((item) => item.price === null)).toBe(true);
  });

  it('recommends from the categories of a buyer’s favourites, never the favourites themselves', async () => {
    const buyer = new Browser(t.app);
    await buyer.login('13800138000', 'demo1234');
    const [favourite] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.stock, 0))
      .limit(1);
    const favouriteId = favourite?.id ?? 1;
    expect(
      (await buyer.request('POST', '/api/favorite', { form: `goods_ids=${favouriteId}` })).statusCode,
    ).toBe(200);
    const data = recommendationData.parse((await buyer.request('GET', '/api/index_wntj/1')).json().data);
    const ids = data.list.map((item) => item.id);
    expect(ids).not.toContain(favouriteId);
    const favouriteCategories = (
      await t.database.db.select().from(goodsCategories).where(eq(goodsCategories.goodsId, favouriteId))
    ).map((row) => row.categoryId);
    const [first] = data.list;
    const firstCategories = (
      await t.database.db
        .select()
        .from(goodsCategories)
        .where(eq(goodsCategories.goodsId, first?.id ?? 0))
    ).map((row) => row.categoryId);
    expect(firstCategories.some((id) => favouriteCategories.includes(id))).toBe(true);
    expect(first?.price).not.toBeNull();
  });

  it('knows only slot 1', async () => {
    expect((await t.app.inject({ url: '/api/index_wntj/2' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/index_wntj/x' })).statusCode).toBe(422);
  });
});
