import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/*
 * How many statements (round trips to PostgreSQL) the hot signed-in reads cost (issue #25, docs/scaling.md):
 * counted at the driver, every client of both pools, BEGIN and COMMIT included. Counts, not timings, so this
 * holds on a loaded machine; a change that adds a round trip to these paths fails here.
 */

let t: TestApp;
const seen: string[] = [];
const original = pg.Client.prototype.query;

beforeAll(async () => {
  t = await build();
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    seen.push(typeof first === 'string' ? first : first.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
});
afterAll(async () => {
  pg.Client.prototype.query = original;
  await t.close();
});

async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  seen.length = 0;
  await run();
  return [...seen];
}

describe('signed-in reads', () => {
  it('product detail', async () => {
    const buyer = new Browser(t.app);
    expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
    await buyer.request('GET', '/api/goods/detail/41');
    const statements = await statementsOf(() => buyer.request('GET', '/api/goods/detail/41'));
    // The session with the standing, then the buyer's own facts of the goods; the product facts are cached.
    expect(statements).toHaveLength(2);
    expect(statements[1]).toContain('FROM favorites');
  });

  it('product detail with the session memo on: none on the next request within the bound', async () => {
    const memo = await build({ sessionCacheMs: 60_000 });
    try {
      const buyer = new Browser(memo.app);
      expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
      await buyer.request('GET', '/api/goods/detail/41');
      const statements = await statementsOf(() => buyer.request('GET', '/api/goods/detail/41'));
      expect(statements).toHaveLength(0);
    } finally {
      await memo.close();
    }
  });

  it('cart list', async () => {
    const buyer = new Browser(t.app);
    expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
    const goods = await t.database.db.execute<{ id: number; zbz: number }>(
      sql`SELECT id, zbz FROM goods WHERE NOT banned_online AND listed AND stock > 100 ORDER BY id LIMIT 50`,
    );
    for (const row of goods.rows)
      await buyer.request('POST', '/api/cart', { json: { params: [{ goods_id: row.id, number: row.zbz }] } });
    const statements = await statementsOf(() => buyer.request('GET', '/api/cart/list'));
    // The session with the standing, then the cart with every pricing fact in one snapshot (it was 15).
    expect(statements).toHaveLength(2);
    expect(statements[1]).toContain('FROM cart_items');
  });
});

describe('visitor reads', () => {
  it('a repeated search reads nothing while the 全场94折 is running (its promotion windows are cached too)', async () => {
    const running = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM store_wide_offers WHERE NOT paused AND starts_at <= now() AND ends_at > now() AND (exclude->>'promotions')::boolean`,
    );
    expect(running.rows[0]?.n).toBeGreaterThan(0);
    const visitor = new Browser(t.app);
    const search = () => visitor.request('GET', '/api/goods/search?keywords=amxl&type=0');
    expect((await search()).statusCode).toBe(200);
    expect(await statementsOf(search)).toEqual([]);
  });
});
