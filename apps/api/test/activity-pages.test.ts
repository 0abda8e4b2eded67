import { activityPageData, activityPageList } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, PICTURE_URL, type TestApp } from './helper';

/* Activity pages (issue #22 §3): GET /api/activity/pages and GET /api/activity/{id}. docs/promotions.md. */

let t: TestApp;
let buyer: Browser;
let midYear: number;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  const list = activityPageList.parse((await t.app.inject({ url: '/api/activity/pages' })).json().data);
  midYear = list.list.find((page) => page.url === 'mid-year')?.id ?? 0;
});
afterAll(async () => t.close());

const pageOf = async (browser: Browser | null, id: number) =>
  browser
    ? await browser.request('GET', `/api/activity/${id}`)
    : await t.app.inject({ url: `/api/activity/${id}` });

describe('GET /api/activity/pages', () => {
  it('lists the three seeded pages, running, with their addresses and the server clock', async () => {
    const data = activityPageList.parse((await t.app.inject({ url: '/api/activity/pages' })).json().data);
    expect(data.list.map((page) => page.url).sort()).toEqual(['live', 'mid-year', 'yyh']);
    for (const page of data.list) {
      expect(page.status).toBe('ongoing');
      expect(page.start).toBeLessThanOrEqual(data.timestamp);
      expect(page.end).toBeGreaterThan(data.timestamp);
    }
  });
});

describe('GET /api/activity/{id}', () => {
  it("gives the banner, the rules, the window and goods floors at this buyer's prices", async () => {
    const response = await pageOf(buyer, midYear);
    expect(response.statusCode).toBe(200);
    const data = activityPageData.parse(response.json().data);
    expect(data.title).toBe('药采年中采购节');
    expect(data.banner).toMatch(PICTURE_URL);
    expect(data.rules).toContain('满1000元减50元');
    expect(data.end).toBeGreaterThan(data.timestamp);
    expect(data.floors.map((floor) => floor.title)).toEqual(['感冒用药', '中成药', '中药饮片']);
    for (const floor of data.floors) expect(floor.list.length).toBeGreaterThan(0);
    // The same price the product page gives this buyer, for every goods: not a price stored on the page.
    for (const item of data.floors.flatMap((floor) => floor.list)) {
      expect(item.price).not.toBeNull();
      const detail = (await buyer.request('GET', `/api/goods/detail/${item.id}`)).json().data;
      expect(item.price).toBe(detail.price);
    }
  });

  it("shows this company's agreed price (协议价) where it has one, as the cart charges", async () => {
    const before = activityPageData.parse((await pageOf(buyer, midYear)).json().data);
    const item = before.floors[1]?.list[0];
    await t.database.db.execute(sql`
      INSERT INTO negotiated_prices (company_id, goods_id, price_fen)
      SELECT company_id, ${item?.id}, 123 FROM users WHERE phone = '13800138000'
      ON CONFLICT (company_id, goods_id) DO UPDATE SET price_fen = 123`);
    const after = activityPageData.parse((await pageOf(buyer, midYear)).json().data);
    expect(after.floors[1]?.list[0]).toMatchObject({ id: item?.id, price: '1.23', ladder_price: [] });
    const visitor = activityPageData.parse((await pageOf(null, midYear)).json().data);
    expect(visitor.floors[1]?.list[0]?.price).toBeNull();
  });

  it('shows visitors the goods without any price', async () => {
    const data = activityPageData.parse((await pageOf(null, midYear)).json().data);
    const goods = data.floors.flatMap((floor) => floor.list);
    expect(goods.length).toBeGreaterThan(0);
    for (const item of goods) expect(item.price).toBeNull();
  });

  it('leaves out goods banned online even when a floor names them', async () => {
    const banned = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM goods WHERE banned_online ORDER BY id LIMIT 1`,
    );
    const bannedId = banned.rows[0]?.id;
    expect(bannedId).toBeGreaterThan(0);
    await t.database.db.execute(sql`
      UPDATE activity_pages SET floors = jsonb_set(floors, '{0,goodsIds}', (floors->0->'goodsIds') || ${String(bannedId)}::jsonb)
      WHERE id = ${midYear}`);
    const data = activityPageData.parse((await pageOf(buyer, midYear)).json().data);
    expect(data.floors.flatMap((floor) => floor.list).map((item) => item.id)).not.toContain(bannedId);
  });

  it('says upcoming, counting down to the start, before the window opens', async () => {
    await t.database.db.execute(sql`
      UPDATE activity_pages SET starts_at = now() + interval '2 days' WHERE url = 'live'`);
    const live = activityPageList
      .parse((await t.app.inject({ url: '/api/activity/pages' })).json().data)
      .list.find((page) => page.url === 'live');
    expect(live?.status).toBe('upcoming');
    const data = activityPageData.parse((await pageOf(buyer, live?.id ?? 0)).json().data);
    expect(data.status).toBe('upcoming');
    expect(data.start).toBeGreaterThan(data.timestamp);
  });

  it('is 404 for an unknown page and for one that has ended; ended pages leave the list', async () => {
    expect((await pageOf(buyer, 999999)).statusCode).toBe(404);
    await t.database.db.execute(sql`
      UPDATE activity_pages SET starts_at = now() - interval '10 days', ends_at = now() - interval '1 second'
      WHERE id = ${midYear}`);
    const ended = await pageOf(buyer, midYear);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().status).toBe(404);
    const list = activityPageList.parse((await t.app.inject({ url: '/api/activity/pages' })).json().data);
    expect(list.list.map((page) => page.url).sort()).toEqual(['live', 'yyh']);
  });

  it('rejects a malformed id and unknown query fields', async () => {
    expect((await t.app.inject({ url: '/api/activity/abc' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: `/api/activity/${midYear}?x=1` })).statusCode).toBe(422);
  });
});

describe('GET /api/goods/list?zone=xpss (新品上市)', () => {
  it('lists only goods first listed within the last 30 days', async () => {
    const first = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM goods WHERE NOT banned_online ORDER BY id LIMIT 2`,
    );
    const [old, fresh] = first.rows.map((row) => row.id);
    await t.database.db.execute(
      sql`UPDATE goods SET created_at = now() - interval '31 days' WHERE id = ${old}`,
    );
    await t.database.db.execute(
      sql`UPDATE goods SET created_at = now() - interval '29 days' WHERE id = ${fresh}`,
    );
    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/goods/list?${query}` })).json().data;
    const all = (await list('per_page=1')).total;
    // Every seeded goods was listed at seeding but the one backdated 31 days.
    expect((await list('zone=xpss&per_page=1')).total).toBe(all - 1);
    const oldest = await list(`zone=xpss&per_page=1&sort=newest&page=${all - 1}`);
    expect(oldest.list[0]?.id).toBe(fresh);
  });
});
