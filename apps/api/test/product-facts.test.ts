import {
  beijingToday,
  goodsDetail,
  goods as goodsSchema,
  pageOf,
  REGULATORY_CLASS_LABELS,
  retailMargin,
  yuanToFen,
} from '@yaocai/domain';
import { and, asc, eq, gt, isNotNull, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsBatches } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, PICTURE_URL, type TestApp } from './helper';

/*
 * The product facts a pharmacist buys by (issue #23 §4): regulatory class, dosage form, 有效期至 of the batch the
 * next order ships (first expiry, first out) and the range in stock, production date and batch, the batch's
 * quality inspection report, 医保 category, suggested retail price and the margin at the buyer's price.
 */

let t: TestApp;
let buyer: Browser;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

const db = () => t.database.db;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function detailOf(id: number, browser = buyer) {
  const response = await browser.request('GET', `/api/goods/detail/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return goodsDetail.parse(response.json().data);
}

/** Goods sold online with stock, in id order (tests that pick goods must skip the banned classes). */
async function goodsInStock(limit: number) {
  return db()
    .select({ id: goods.id, retail: goods.retailPriceFen, regulatoryClass: goods.regulatoryClass })
    .from(goods)
    .where(
      and(
        gt(goods.stock, 0),
        not(goods.bannedOnline),
        isNotNull(goods.retailPriceFen),
        eq(goods.isControlled, false),
      ),
    )
    .orderBy(asc(goods.id))
    .limit(limit);
}

describe('GET /api/goods/detail/{id}: the batch the next order ships', () => {
  it('is the earliest-expiring batch that has stock and has not expired, with the range in stock', async () => {
    const [, , picked] = await goodsInStock(3);
    const id = picked?.id as number;
    const today = beijingToday();
    await db().delete(goodsBatches).where(eq(goodsBatches.goodsId, id));
    await db()
      .insert(goodsBatches)
      .values([
        // Expired yesterday: never shipped, whatever its quantity.
        {
          goodsId: id,
          batchNo: 'EXP01',
          productionDate: addDays(today, -700),
          expiryDate: addDays(today, -1),
          quantity: 50,
        },
        // The earliest still good, but empty.
        {
          goodsId: id,
          batchNo: 'EMPTY02',
          productionDate: addDays(today, -600),
          expiryDate: addDays(today, 30),
          quantity: 0,
        },
        {
          goodsId: id,
          batchNo: 'LATE04',
          productionDate: addDays(today, -100),
          expiryDate: addDays(today, 700),
          quantity: 20,
        },
        {
          goodsId: id,
          batchNo: 'NEXT03',
          productionDate: addDays(today, -300),
          expiryDate: addDays(today, 200),
          quantity: 10,
          reportUrl: '/api/picture/0123456789abcdef0123.webp',
        },
      ]);
    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      expire_date: addDays(today, 200),
      batch_no: 'NEXT03',
      production_date: addDays(today, -300),
      quality_report: '/api/picture/0123456789abcdef0123.webp',
      expire_range: { from: addDays(today, 200), to: addDays(today, 700) },
    });
  });

  it('has no expiry, batch or report when nothing can ship', async () => {
    const [, , , picked] = await goodsInStock(4);
    const id = picked?.id as number;
    await db().delete(goodsBatches).where(eq(goodsBatches.goodsId, id));
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ expire_date: null, expire_range: null, batch_no: '', quality_report: '' });
  });
});

describe('GET /api/goods/detail/{id}: what the pharmacist decides by', () => {
  it('names the class, dosage form, 医保 category, package and the 说明书 facts', async () => {
    const [row] = await db()
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.name, '阿莫西林胶囊'), gt(goods.stock, 0), not(goods.bannedOnline)))
      .limit(1);
    const detail = await detailOf(row?.id as number);
    expect(detail.reg_class).toBe(REGULATORY_CLASS_LABELS.prescription);
    expect(detail.dosage_form).toBe('胶囊剂');
    expect(detail.instructions.indications).toMatch(/敏感菌/);
    expect(detail.instructions.contraindications).toMatch(/青霉素过敏/);
    expect(detail.instructions.storage).not.toBe('');
    expect(detail.insurance_label).toMatch(/医保|非医保/);
    expect(detail.jzl).toBeGreaterThanOrEqual(detail.zbz);
    // Seeded batches come with a drawn inspection report (the first goods of the catalogue).
    expect(detail.expire_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the suggested retail price and the margin at this buyer’s price; a visitor sees neither', async () => {
    const [picked] = await goodsInStock(1);
    const id = picked?.id as number;
    await db().update(goods).set({ retailPriceFen: 2000 }).where(eq(goods.id, id));
    const detail = await detailOf(id);
    expect(detail.retail_price).toBe('20.00');
    const price = yuanToFen(detail.price as string);
    expect(detail.margin).toEqual(retailMargin(price, 2000));
    const visitor = await detailOf(id, new Browser(t.app));
    expect(visitor).toMatchObject({ price: null, retail_price: null, margin: null });
  });

  it('serves the seeded report of the first catalogue goods from the picture store', async () => {
    const [picked] = await goodsInStock(1);
    const detail = await detailOf(picked?.id as number);
    expect(detail.quality_report).toMatch(PICTURE_URL);
    const picture = await t.app.inject({ url: detail.quality_report });
    expect(picture.statusCode).toBe(200);
  });
});

describe('lists and the near-expiry zone', () => {
  const goodsPage = pageOf(goodsSchema);

  it('carry the regulatory class, dosage form and 有效期至 of every product', async () => {
    const response = await buyer.request('GET', '/api/goods/list?per_page=50&in_stock=1');
    const page = goodsPage.parse(response.json().data);
    expect(page.list.every((item) => item.regulatory_class !== undefined)).toBe(true);
    expect(page.list.filter((item) => item.dosage_form !== '').length).toBeGreaterThan(0);
    expect(page.list.filter((item) => item.expire_date !== null).length).toBeGreaterThan(0);
  });

  it('/jxqzc filters by how many months remain before expiry', async () => {
    const all = goodsPage.parse(
      (await buyer.request('GET', '/api/goods/list?zone=jxqzc&per_page=100')).json().data,
    );
    const within = goodsPage.parse(
      (await buyer.request('GET', '/api/goods/list?zone=jxqzc&expire_months=5&per_page=100')).json().data,
    );
    const limit = new Date(`${beijingToday()}T00:00:00Z`);
    limit.setUTCMonth(limit.getUTCMonth() + 5);
    const [{ n } = { n: 0 }] = (
      await db().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM goods WHERE NOT banned_online AND expiry_date IS NOT NULL
              AND expiry_date <= ${limit.toISOString().slice(0, 10)}::date`,
      )
    ).rows;
    expect(within.total).toBe(n);
    expect(within.total).toBeGreaterThan(0);
    expect(within.total).toBeLessThan(all.total);
    // The near-expiry goods in stock ship their near-expiry batch first.
    for (const item of within.list.filter((listed) => listed.number > 0))
      expect(item.expire_date).not.toBeNull();
    const bad = await buyer.request('GET', '/api/goods/list?zone=jxqzc&expire_months=0');
    expect(bad.statusCode).toBe(422);
  });
});
