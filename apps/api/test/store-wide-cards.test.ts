import { goods as goodsContract, pageOf } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetStoreWide } from '../src/catalogue';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/*
 * 全场94折 on the catalogue's cards (issue #22 §1 "shown on cards"): search and list pages carry the offer's tag on
 * the goods it covers and, for a buyer in its audience, what one unit costs in it. docs/catalogue.md "全场94折 on
 * cards".
 */

const goodsPage = pageOf(goodsContract);
let t: TestApp;
let buyer: Browser;
/** ¥12.80, no promotion, in the chemical scope. */
let plain: number;
let plainName: string;
/** A goods with a 每日特价 running now: the offer excludes promoted goods. */
let onSale: number;
let controlled: number;
let offerId: number;

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  const inScope = sql`NOT banned_online AND NOT is_controlled AND scope_category = 'chemical' AND stock > 0`;
  ({ id: plain, name: plainName } = await one<{ id: number; name: string }>(
    sql`SELECT id, name FROM goods WHERE ${inScope} ORDER BY id LIMIT 1`,
  ));
  onSale = (
    await one<{ id: number }>(
      sql`SELECT id FROM goods WHERE ${inScope} AND id > ${plain} ORDER BY id LIMIT 1`,
    )
  ).id;
  controlled = (
    await one<{ id: number }>(
      sql`SELECT id FROM goods WHERE NOT banned_online AND is_controlled AND stock > 0 ORDER BY id LIMIT 1`,
    )
  ).id;
  await db.execute(sql`DELETE FROM promotion_goods WHERE goods_id IN (${plain}, ${onSale})`);
  await db.execute(sql`DELETE FROM goods_ladder_prices WHERE goods_id = ${plain}`);
  await db.execute(sql`UPDATE goods SET price_fen = 1280 WHERE id = ${plain}`);
  const sale = await one<{ id: number }>(sql`
    INSERT INTO promotions (code, kind, title, starts_at, ends_at)
    VALUES ('cards-94', 'everyday', '每日特价', now() - interval '1 day', now() + interval '1 day') RETURNING id`);
  await db.execute(
    sql`INSERT INTO promotion_goods (promotion_id, goods_id, price_fen) VALUES (${sale.id}, ${onSale}, 100)`,
  );
  offerId = (await one<{ id: number }>(sql`SELECT id FROM store_wide_offers ORDER BY id LIMIT 1`)).id;
});
afterAll(async () => t.close());

/** Sets the offer's audience and exclusions as an operator would; the cards read the offer afresh. */
async function setOffer(enterpriseTypes: string, categoryIds: number[] = []) {
  const exclude = { controlled: true, promotions: true, discounted: false, goodsIds: [], categoryIds };
  await t.database.db.execute(sql`
    UPDATE store_wide_offers SET enterprise_types = ${enterpriseTypes}::text[], regions = '{}', paused = false,
      exclude = ${JSON.stringify(exclude)}::jsonb
    WHERE id = ${offerId}`);
  forgetStoreWide(t.app.catalogueCache);
}
beforeEach(async () => setOffer('{}'));

async function listed(browser: Browser | null, url: string) {
  const response = browser ? await browser.request('GET', url) : await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return goodsPage.parse(response.json().data).list;
}
const search = (browser: Browser | null) =>
  listed(browser, `/api/goods/search?keywords=${encodeURIComponent(plainName)}&type=0&per_page=100`);
const firstPage = (browser: Browser | null) => listed(browser, '/api/goods/list?per_page=100');
const tagsOf = (list: Awaited<ReturnType<typeof listed>>, id: number) =>
  list.find((goods) => goods.id === id)?.tags.map((tag) => tag.name);

describe('全场94折 on search results and lists', () => {
  it('tags a covered goods and shows a buyer in the audience its 94折 unit price, in search and in lists', async () => {
    for (const list of [await search(buyer), await firstPage(buyer)]) {
      const item = list.find((goods) => goods.id === plain);
      expect(item?.tags[0]).toMatchObject({ name: '94折', is_show: 1 });
      // ¥12.80 less 6% rounded down (¥0.768 → ¥0.76).
      expect([item?.price, item?.store_wide_price]).toEqual(['12.80', '12.04']);
    }
  });

  it('leaves out the goods the offer excludes: a running 每日特价, controlled sale, an excluded category', async () => {
    const page = await firstPage(buyer);
    expect(page.some((goods) => goods.id === onSale)).toBe(true);
    expect(tagsOf(page, onSale)).not.toContain('94折');
    expect(page.find((goods) => goods.id === onSale)?.store_wide_price).toBeUndefined();
    const zone = await listed(buyer, '/api/goods/list?zone=kxzq&per_page=100');
    expect(zone.some((goods) => goods.id === controlled)).toBe(true);
    expect(tagsOf(zone, controlled)).not.toContain('94折');
    const category = await one<{ category_id: number }>(
      sql`SELECT category_id FROM goods_categories WHERE goods_id = ${plain} LIMIT 1`,
    );
    await setOffer('{}', [category.category_id]);
    expect(tagsOf(await search(buyer), plain)).not.toContain('94折');
  });

  it('shows a buyer outside the audience and a visitor the tag but no 94折 price', async () => {
    await setOffer('{pharmacy}');
    const outside = (await search(buyer)).find((goods) => goods.id === plain);
    expect(outside?.tags[0]?.name).toBe('94折');
    expect([outside?.price, outside?.store_wide_price]).toEqual(['12.80', null]);
    const visitor = (await firstPage(null)).find((goods) => goods.id === plain);
    expect(visitor?.tags[0]?.name).toBe('94折');
    expect([visitor?.price, visitor?.store_wide_price]).toEqual([null, null]);
  });

  it('shows nothing while no offer runs', async () => {
    await t.database.db.execute(sql`UPDATE store_wide_offers SET paused = true`);
    forgetStoreWide(t.app.catalogueCache);
    expect(tagsOf(await search(buyer), plain)).not.toContain('94折');
  });
});
