import { type Combination, combinationList, yuanToFen } from '@yaocai/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinationParts, combinations, goods } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

let t: TestApp;
let buyer: Browser;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

async function listAs(browser: Browser): Promise<Combination[]> {
  const response = await browser.request('GET', '/api/cart/combinations');
  expect(response.statusCode).toBe(200);
  return combinationList.parse(response.json().data).list;
}

const toFen = (yuan: string | null) => (yuan === null ? Number.NaN : yuanToFen(yuan));

describe('GET /api/cart/combinations (组合购)', () => {
  it('shows visitors the seeded combinations and their parts without any price', async () => {
    const list = await listAs(new Browser(t.app));
    expect(list.map((set) => set.name)).toEqual([
      '感冒护理组合',
      '退热护理组合',
      '家庭护创组合',
      '血糖监测组合',
    ]);
    expect(list[0]?.parts.map((part) => [part.name, part.number])).toEqual([
      ['连花清瘟颗粒', 2],
      ['板蓝根颗粒', 2],
      ['一次性使用医用口罩', 1],
    ]);
    for (const set of list) {
      expect(set.price).toBeNull();
      expect(set.original_price).toBeNull();
      expect(set.parts.every((part) => part.price === null)).toBe(true);
    }
  });

  it('shows a buyer the set price below the parts bought separately (Σ part price × units)', async () => {
    const list = await listAs(buyer);
    expect(list).toHaveLength(4);
    const rows = await t.database.db
      .select({ id: goods.id, priceFen: goods.priceFen })
      .from(goods)
      .where(
        inArray(
          goods.id,
          list.flatMap((set) => set.parts.map((part) => part.goods_id)),
        ),
      );
    const listPrice = new Map(rows.map((row) => [row.id, row.priceFen]));
    for (const set of list) {
      const separately = set.parts.reduce(
        (sum, part) => sum + (listPrice.get(part.goods_id) ?? Number.NaN) * part.number,
        0,
      );
      expect(toFen(set.original_price)).toBe(separately);
      expect(toFen(set.price)).toBeLessThan(separately);
      for (const part of set.parts) expect(toFen(part.price)).toBe(listPrice.get(part.goods_id));
    }
  });

  it('counts the sets in stock by the scarcest part (its stock ÷ its units)', async () => {
    const { db } = t.database;
    const [cold] = await db.select().from(combinations).where(eq(combinations.code, 'cold-care'));
    const parts = await db
      .select()
      .from(combinationParts)
      .where(eq(combinationParts.combinationId, cold?.id ?? 0));
    const twoPerSet = parts.find((part) => part.number === 2);
    if (!twoPerSet) throw new Error('the cold-care set has a part of 2 units');
    await db
      .update(goods)
      .set({ stock: 5000 })
      .where(
        inArray(
          goods.id,
          parts.map((part) => part.goodsId),
        ),
      );
    await db.update(goods).set({ stock: 7 }).where(eq(goods.id, twoPerSet.goodsId));
    const stockOf = async () => (await listAs(buyer)).find((set) => set.id === cold?.id)?.stock;
    expect(await stockOf()).toBe(3);
    await db.update(goods).set({ stock: 1 }).where(eq(goods.id, twoPerSet.goodsId));
    expect(await stockOf()).toBe(0);
  });

  it('leaves out combinations that ended or have not started', async () => {
    const { db } = t.database;
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const [someGoods] = await db.select({ id: goods.id }).from(goods).limit(1);
    const windows = [
      { code: 'ended', name: '已结束组合', startsAt: new Date(now - 10 * day), endsAt: new Date(now - day) },
      { code: 'future', name: '未开始组合', startsAt: new Date(now + day), endsAt: new Date(now + 10 * day) },
    ];
    for (const window of windows) {
      const [row] = await db
        .insert(combinations)
        .values({ ...window, priceFen: 100 })
        .returning({ id: combinations.id });
      await db
        .insert(combinationParts)
        .values({ combinationId: row?.id ?? 0, goodsId: someGoods?.id ?? 0, number: 1 });
    }
    const names = (await listAs(buyer)).map((set) => set.name);
    expect(names).not.toContain('已结束组合');
    expect(names).not.toContain('未开始组合');
    expect(names).toHaveLength(4);
  });
});
