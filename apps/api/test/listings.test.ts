import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowFacts } from '../src/catalogue/listing-reads';
import {
  goods,
  goodsBatches,
  goodsLadderPrices,
  goodsListings,
  goodsMakerCounts,
  goodsTags,
  manufacturers,
} from '../src/db/schema/index';
import { build, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

/**
 * What the listing document of each product must say, read from the tables themselves through Drizzle; a
 * product of a class banned online has none.
 */
async function fromTables(ids?: number[]): Promise<Map<number, RowFacts>> {
  const db = t.database.db;
  const rows = await db
    .select({ row: goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(not(goods.bannedOnline), ids ? inArray(goods.id, ids) : undefined));
  const ladders = await db
    .select()
    .from(goodsLadderPrices)
    .where(ids ? inArray(goodsLadderPrices.goodsId, ids) : undefined)
    .orderBy(asc(goodsLadderPrices.minNumber));
  const tags = await db
    .select()
    .from(goodsTags)
    .where(ids ? inArray(goodsTags.goodsId, ids) : undefined)
    .orderBy(asc(goodsTags.id));
  const batches = await db
    .select()
    .from(goodsBatches)
    .where(and(gt(goodsBatches.quantity, 0), ids ? inArray(goodsBatches.goodsId, ids) : undefined))
    .orderBy(asc(goodsBatches.expiryDate), asc(goodsBatches.batchNo));
  return new Map(
    // `listed` is not in a document: a delisted product has none (banned_online, migration 0034).
    rows.map(({ row: { sku, pinyinInitials, pinyinFull, createdAt, listed, ...row }, manufacturer }) => [
      row.id,
      {
        found: { row, manufacturer },
        ladders: ladders.filter((tier) => tier.goodsId === row.id),
        tags: tags.filter((tag) => tag.goodsId === row.id),
        batches: batches
          .filter((batch) => batch.goodsId === row.id)
          .map((batch) => ({
            batch_no: batch.batchNo,
            production_date: batch.productionDate,
            expiry_date: batch.expiryDate,
            quantity: batch.quantity,
            report_url: batch.reportUrl,
          })),
      },
    ]),
  );
}

async function documents(ids?: number[]): Promise<Map<number, RowFacts>> {
  const rows = await t.database.db
    .select()
    .from(goodsListings)
    .where(ids ? inArray(goodsListings.goodsId, ids) : undefined);
  return new Map(rows.map((row) => [row.goodsId, JSON.parse(row.doc) as RowFacts]));
}

async function expectCurrent(ids: number[]) {
  expect(await documents(ids)).toEqual(await fromTables(ids));
}

describe('listing documents (goods_listings)', () => {
  it('hold every product of the seed exactly as its tables say', async () => {
    const expected = await fromTables();
    expect(expected.size).toBeGreaterThan(100);
    expect(await documents()).toEqual(expected);
  });

  it('follow changes to goods, ladder prices, tags and maker names in the same statement', async () => {
    const db = t.database.db;
    const [maker] = await db.select().from(manufacturers).orderBy(asc(manufacturers.id)).limit(1);
    if (!maker) throw new Error('the seed has manufacturers');
    const [added] = await db
      .insert(goods)
      .values({
        sku: 'listing-1',
        name: '测试片',
        kind: 'western',
        regulatoryClass: 'prescription',
        manufacturerId: maker.id,
        priceFen: 990,
        basePriceFen: 1200,
        stock: 3,
        expiryDate: '2027-05-31',
      })
      .returning({ id: goods.id });
    const id = added?.id as number;
    await expectCurrent([id]);

    await db.update(goods).set({ stock: 0, priceFen: 880, regulatoryClass: 'otc_a' }).where(eq(goods.id, id));
    await expectCurrent([id]);
    expect((await documents([id])).get(id)?.found.row).toMatchObject({
      stock: 0,
      priceFen: 880,
      regulatoryClass: 'otc_a',
    });

    await db.update(goods).set({ regulatoryClass: 'psychotropic_2' }).where(eq(goods.id, id));
    expect((await documents([id])).has(id)).toBe(false);
    await db.update(goods).set({ regulatoryClass: 'otc_a' }).where(eq(goods.id, id));
    await expectCurrent([id]);

    await db.insert(goodsLadderPrices).values([
      { goodsId: id, minNumber: 10, priceFen: 850 },
      { goodsId: id, minNumber: 50, priceFen: 800 },
    ]);
    await db.update(goodsLadderPrices).set({ priceFen: 790 }).where(eq(goodsLadderPrices.minNumber, 50));
    await db.insert(goodsTags).values({ goodsId: id, name: '新品', describe: '新上架' });
    await expectCurrent([id]);
    expect((await documents([id])).get(id)?.ladders.map((tier) => tier.priceFen)).toEqual([850, 790]);

    await db.delete(goodsLadderPrices).where(eq(goodsLadderPrices.goodsId, id));
    await db.update(goodsTags).set({ isShow: 0 }).where(eq(goodsTags.goodsId, id));
    await expectCurrent([id]);

    // A maker's new name reaches every one of its goods.
    await db
      .update(manufacturers)
      .set({ name: `${maker.name}（更名）` })
      .where(eq(manufacturers.id, maker.id));
    const makersGoods = (
      await db.select({ id: goods.id }).from(goods).where(eq(goods.manufacturerId, maker.id))
    ).map((row) => row.id);
    expect(makersGoods.length).toBeGreaterThan(1);
    await expectCurrent(makersGoods);
    expect((await documents([id])).get(id)?.found.manufacturer).toBe(`${maker.name}（更名）`);

    // A change that fails changes no document.
    await expect(db.update(goods).set({ stock: -1 }).where(eq(goods.id, id))).rejects.toThrow();
    await expectCurrent([id]);

    await db.delete(goods).where(eq(goods.id, id));
    expect((await documents([id])).size).toBe(0);
  });

  it('take in every change when two transactions change one product at once', async () => {
    const db = t.database.db;
    const [product] = await db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(1);
    const id = product?.id as number;
    await db.delete(goodsLadderPrices).where(eq(goodsLadderPrices.goodsId, id));
    await db.insert(goodsLadderPrices).values([
      { goodsId: id, minNumber: 10, priceFen: 900 },
      { goodsId: id, minNumber: 20, priceFen: 800 },
    ]);
    const [first, second] = [await t.database.pool.connect(), await t.database.pool.connect()];
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      await first.query(
        'UPDATE goods_ladder_prices SET price_fen = 901 WHERE goods_id = $1 AND min_number = 10',
        [id],
      );
      // Waits for the first transaction's lock on the product, then sees its committed tier.
      const waiting = second.query(
        'UPDATE goods_ladder_prices SET price_fen = 801 WHERE goods_id = $1 AND min_number = 20',
        [id],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('COMMIT');
      await waiting;
      await second.query('COMMIT');
    } finally {
      first.release();
      second.release();
    }
    expect((await documents([id])).get(id)?.ladders.map((tier) => tier.priceFen)).toEqual([901, 801]);
    await expectCurrent([id]);
  });

  it('are what the search statement returns with a page', async () => {
    const response = await t.app.inject('/api/goods/search?keywords=amxl&per_page=5');
    const ids = (response.json().data.list as { id: number }[]).map((item) => item.id);
    expect(ids).toHaveLength(5);
    const cached = ids.map((id) => t.app.catalogueCache.rows.get(id));
    const stored = await documents(ids);
    expect(cached).toEqual(ids.map((id) => stored.get(id)));
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsListings);
    expect(n).toBe((await fromTables()).size);
  });
});

describe('manufacturer goods counts (goods_maker_counts)', () => {
  const counted = async () => {
    const rows = await t.database.db.select().from(goodsMakerCounts);
    return new Map(
      rows.filter((row) => row.goodsCount > 0).map((row) => [row.manufacturerId, row.goodsCount]),
    );
  };
  const scanned = async () => {
    const rows = await t.database.db
      .select({ id: goods.manufacturerId, n: sql<number>`count(*)::int` })
      .from(goods)
      .where(not(goods.bannedOnline))
      .groupBy(goods.manufacturerId);
    return new Map(rows.map((row) => [row.id, row.n]));
  };

  it('count what a scan of goods counts through inserts, moves between makers and deletes', async () => {
    expect(await counted()).toEqual(await scanned());
    const db = t.database.db;
    const [first, second] = await db.select().from(manufacturers).orderBy(asc(manufacturers.id)).limit(2);
    if (!first || !second) throw new Error('the seed has manufacturers');
    const product = {
      kind: 'western' as const,
      regulatoryClass: 'prescription' as const,
      priceFen: 100,
      basePriceFen: 120,
      name: '计数片',
    };
    await db.insert(goods).values([
      { ...product, sku: 'count-1', manufacturerId: first.id },
      { ...product, sku: 'count-2', manufacturerId: first.id },
    ]);
    await db.update(goods).set({ manufacturerId: second.id }).where(eq(goods.sku, 'count-2'));
    expect(await counted()).toEqual(await scanned());
    // A class banned online leaves the count (a manufacturer search never totals it) and comes back.
    await db.update(goods).set({ regulatoryClass: 'narcotic' }).where(eq(goods.sku, 'count-1'));
    expect(await counted()).toEqual(await scanned());
    await db
      .insert(goods)
      .values({ ...product, sku: 'count-3', manufacturerId: first.id, regulatoryClass: 'vaccine' });
    expect(await counted()).toEqual(await scanned());
    await db.update(goods).set({ regulatoryClass: 'otc_b' }).where(eq(goods.sku, 'count-1'));
    expect(await counted()).toEqual(await scanned());
    await db.delete(goods).where(eq(goods.sku, 'count-3'));
    expect(await counted()).toEqual(await scanned());
    await db.delete(goods).where(inArray(goods.sku, ['count-1', 'count-2']));
    expect(await counted()).toEqual(await scanned());
  });

  it('give the total of a manufacturer search', async () => {
    const response = await t.app.inject(`/api/goods/search?type=1&keywords=${encodeURIComponent('华润')}`);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(sql`${manufacturers.name} LIKE '%华润%' OR ${manufacturers.shortName} LIKE '%华润%'`);
    expect(row?.n).toBeGreaterThan(0);
    expect(response.json().data.total).toBe(row?.n);
  });
});
