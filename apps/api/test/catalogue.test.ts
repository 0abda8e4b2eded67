import { goodsDetail, yuanToFen } from '@yaocai/domain';
import { and, asc, eq, gt, lte, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetGoods } from '../src/catalogue/cache';
import { loadBuyer, loadGoodsForBuyer } from '../src/catalogue/loaders';
import {
  controlledProgrammeGoods,
  goods,
  goodsLadderPrices,
  promotionGoods,
  promotions,
  users,
} from '../src/db/schema/index';
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

async function userId(phone: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!row) throw new Error(`no user ${phone} in the seed`);
  return row.id;
}

async function shownPrice(id: number): Promise<string | null> {
  const response = await buyer.request('GET', `/api/goods/detail/${id}`);
  return goodsDetail.parse(response.json().data).price;
}

async function firstLaddered(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: goodsLadderPrices.goodsId })
    .from(goodsLadderPrices)
    .innerJoin(goods, eq(goods.id, goodsLadderPrices.goodsId))
    .where(and(eq(goods.isControlled, false), not(goods.bannedOnline)))
    .orderBy(asc(goodsLadderPrices.goodsId))
    .limit(1);
  if (!row) throw new Error('the seed has ladder prices');
  return row.id;
}

describe('write-path loaders (a transaction reads the tables, never the display caches)', () => {
  it('read the price a transaction sees, while the display cache still shows the old one', async () => {
    const id = await firstLaddered();
    const before = await shownPrice(id);
    await t.database.db
      .update(goods)
      .set({ priceFen: sql`${goods.priceFen} + 100` })
      .where(eq(goods.id, id));
    expect(await shownPrice(id)).toBe(before);

    const loaded = await t.database.db.transaction(async (tx) => {
      const who = await loadBuyer(tx, await userId('13800138000'));
      if (!who) throw new Error('seeded buyer');
      return loadGoodsForBuyer(tx, [id, 2_000_000_000], who);
    });
    expect(loaded).toHaveLength(1);
    const [product] = loaded;
    expect(product!.priceFen).toBe(yuanToFen(before ?? '') + 100);
    expect(product!.ladder.length).toBeGreaterThan(0);
    expect(product!.ladder.map((tier) => tier.minNumber)).toEqual(
      [...product!.ladder.map((tier) => tier.minNumber)].sort((a, b) => a - b),
    );
    expect(product!.mayBuy).toBe(true);
  });

  it("carry the buyer's standing and the controlled-sale refusal with its reason", async () => {
    const [controlled] = await t.database.db
      .select({ id: controlledProgrammeGoods.goodsId })
      .from(controlledProgrammeGoods)
      .orderBy(asc(controlledProgrammeGoods.goodsId))
      .limit(1);
    const id = controlled?.id as number;
    const reasons = new Set<string>();
    for (const phone of ['13800138000', '13900139000']) {
      const [product] = await t.database.db.transaction(async (tx) => {
        const who = await loadBuyer(tx, await userId(phone));
        if (!who) throw new Error('seeded buyer');
        expect(who.standing).toMatchObject({ maySeePrices: true, mayBuy: true, reason: '' });
        return loadGoodsForBuyer(tx, [id], who);
      });
      const browser = new Browser(t.app);
      await browser.login(phone, 'demo1234');
      const shown = goodsDetail.parse((await browser.request('GET', `/api/goods/detail/${id}`)).json().data);
      expect(product?.isControlled).toBe(true);
      // The write path and the page apply the one rule: same decision, same reason.
      expect(product?.mayBuy).toBe(shown.is_buy === 1);
      expect(product?.reason).toBe(shown.buy_reason);
      reasons.add(product?.reason ?? '');
    }
    expect([...reasons].some((reason) => reason.includes('控销'))).toBe(true);
    expect(await t.database.db.transaction((tx) => loadBuyer(tx, 2_000_000_000))).toBeNull();
  });

  it('give a product its running everyday promotion price', async () => {
    const now = new Date();
    const [row] = await t.database.db
      .select({ goodsId: promotionGoods.goodsId, priceFen: promotionGoods.priceFen, id: promotions.id })
      .from(promotionGoods)
      .innerJoin(promotions, eq(promotions.id, promotionGoods.promotionId))
      .where(and(eq(promotions.kind, 'everyday'), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
      .limit(1);
    if (!row) throw new Error('the seed runs an everyday promotion');
    const [product] = await t.database.db.transaction(async (tx) => {
      const who = await loadBuyer(tx, await userId('13800138000'));
      return loadGoodsForBuyer(tx, [row.goodsId], who!);
    });
    expect(product?.promotions).toContainEqual(
      expect.objectContaining({ promotionId: row.id, kind: 'everyday', priceFen: row.priceFen }),
    );
  });
});

describe('display caches', () => {
  it("clear one product's keys at once, leaving the others cached", async () => {
    const [first, second] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .orderBy(asc(goods.id))
      .limit(2);
    const a = first!.id;
    const b = second!.id;
    const [beforeA, beforeB] = [await shownPrice(a), await shownPrice(b)];
    await t.database.db
      .update(goods)
      .set({ priceFen: sql`${goods.priceFen} + 1` })
      .where(sql`${goods.id} IN (${a}, ${b})`);
    forgetGoods(t.app.catalogueCache, [a]);
    expect(await shownPrice(a)).not.toBe(beforeA);
    expect(await shownPrice(b)).toBe(beforeB);
  });
});

describe('enumerations', () => {
  it('are refused by the database outside the domain z.enum (goods kind, promotion kind)', async () => {
    const { db } = t.database;
    const bogus = sql.raw("'bogus'");
    await expect(
      db.execute(sql`UPDATE goods SET kind = ${bogus} WHERE id = (SELECT min(id) FROM goods)`),
    ).rejects.toMatchObject({ cause: { constraint: 'goods_kind' } });
    await expect(db.execute(sql`UPDATE promotions SET kind = ${bogus}`)).rejects.toMatchObject({
      cause: { constraint: 'promotions_kind' },
    });
  });
});
