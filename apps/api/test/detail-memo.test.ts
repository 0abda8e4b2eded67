import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetGoods } from '../src/catalogue';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/*
 * The product page's per-buyer facts (catalogue/viewer-detail.ts: favourite, agreed price, controlled sale, link
 * ids) and the page built from them (catalogue/session-pages.ts) are kept with the session for as long as the session memo keeps it (docs/scaling.md "Sessions"). A change
 * made elsewhere (here an UPDATE straight in PostgreSQL, as another instance or an operator would) shows once the
 * bound has passed and not before; the buyer's own favourite shows at once. The clock is faked (Date only).
 */

const BOUND_MS = 60_000;
let t: TestApp;
let goodsId: number;
let companyId: number;

beforeAll(async () => {
  t = await build({ sessionCacheMs: BOUND_MS });
  const picked = await t.database.db.execute<{ id: number; company_id: number }>(sql`
    SELECT g.id, u.company_id FROM goods g, users u
    WHERE u.phone = '13800138000' AND NOT g.banned_online AND g.listed AND NOT g.is_controlled
    ORDER BY g.id LIMIT 1`);
  ({ id: goodsId, company_id: companyId } = picked.rows[0] as { id: number; company_id: number });
  await t.database.db.execute(sql`DELETE FROM negotiated_prices WHERE goods_id = ${goodsId}`);
  await t.database.db.execute(sql`DELETE FROM favorites WHERE goods_id = ${goodsId}`);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(): Promise<Browser> {
  const browser = new Browser(t.app);
  expect((await browser.login('13800138000', 'demo1234')).statusCode).toBe(200);
  return browser;
}

const detail = async (browser: Browser) =>
  (await browser.request('GET', `/api/goods/detail/${goodsId}`)).json<{
    data: { is_favorite: number; is_yj: number; price: string };
  }>().data;

describe('given a buyer on a product page with the session memo on', () => {
  it('shows a price agreed elsewhere once the bound has passed, and not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const buyer = await signedIn();
    expect((await detail(buyer)).is_yj).toBe(0);
    await t.database.db.execute(
      sql`INSERT INTO negotiated_prices (company_id, goods_id, price_fen) VALUES (${companyId}, ${goodsId}, 123)`,
    );
    vi.setSystemTime(Date.now() + BOUND_MS - 1_000);
    expect((await detail(buyer)).is_yj).toBe(0);
    vi.setSystemTime(Date.now() + 1_001);
    expect(await detail(buyer)).toMatchObject({ is_yj: 1, price: '1.23' });
  });

  it('shows a product write made in this process on the next request', async () => {
    await t.database.db.execute(sql`DELETE FROM negotiated_prices WHERE goods_id = ${goodsId}`);
    const buyer = await signedIn();
    const before = (await detail(buyer)).price;
    await t.database.db.execute(
      sql`UPDATE goods SET price_fen = price_fen + 100, base_price_fen = base_price_fen + 100 WHERE id = ${goodsId}`,
    );
    // What every product write path does after its transaction (goods-admin, promotions-admin…).
    forgetGoods(t.app.catalogueCache, [goodsId]);
    expect((await detail(buyer)).price).not.toBe(before);
  });

  it("shows the buyer's own favourite at once", async () => {
    const buyer = await signedIn();
    expect((await detail(buyer)).is_favorite).toBe(0);
    const added = await buyer.request('POST', '/api/favorite', { json: { goods_ids: [goodsId] } });
    expect(added.statusCode).toBe(200);
    expect((await detail(buyer)).is_favorite).toBe(1);
    await buyer.request('POST', '/api/favorite/cancel', { json: { goods_ids: [goodsId] } });
    expect((await detail(buyer)).is_favorite).toBe(0);
  });
});
