import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { one } from './orders-create.fixtures';
import { insertOrder, orderGoods, orderParties } from './orders-read.fixtures';

/* Issue #20 §4: a path of 4,096+ characters answered 403; an empty form body on order cancel answered 422. */

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // The static files are served (as in production): their lookup is what refused a long path with 403.
  webDist = await mkdtemp(join(tmpdir(), 'yaocai-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>药采</title>');
  t = await build({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('a very long path', () => {
  it('answers 414 in the envelope, inside and outside /api, read or write, with or without a token', async () => {
    const visitor = new Browser(t.app);
    for (const path of [
      `/${'a'.repeat(4096)}`,
      `/api/${'a'.repeat(5000)}`,
      `/assets/${'a'.repeat(4200)}`,
      `/${'a/'.repeat(2100)}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await visitor.request(method, path);
        expect(response.statusCode, `${method} ${path.length}`).toBe(414);
        expect(response.json()).toEqual({ status: 414, message: '请求地址过长', data: null });
      }
    }
    // An ordinary long-ish page address is still the app.
    expect((await visitor.request('GET', `/list_info/${'1'.repeat(300)}`)).statusCode).toBe(200);
  });
});

describe('an action whose body fields are all optional (order cancel)', () => {
  it('takes an empty form body, and no body at all, as no reason', async () => {
    const buyer = new Browser(t.app);
    await buyer.login('13800138000', 'demo1234');
    const { buyer: party } = await orderParties(t.database.db);
    const { inStock } = await orderGoods(t.database.db);
    const line = { goodsId: inStock, name: '阿莫西林胶囊', priceFen: 1000, number: 5 };
    for (const body of [
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.alloc(0) },
      {},
    ]) {
      const order = await insertOrder(t.database.db, { ...party, lines: [line] });
      const cancelled = await buyer.request('POST', `/api/order/${order.id}/cancel`, body);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const row = await one<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM orders WHERE id = ${order.id}`,
      );
      expect(row.status).toBe('cancelled');
    }
  });
});
