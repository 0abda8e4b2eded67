import { consoleGoodsDetail, goodsDetail } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * Batches on the goods page (issue #26 §2 Goods): 运营 adds a batch or changes one by its 批号; the buyer's product
 * page shows the next batch to expire (FEFO) at once; one audit row per call; refusals change nothing.
 */

let t: TestApp;
let buyer: Browser;
let yunying: Browser;
let cangchu: Browser;
let target: number;
let soon: string;

const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;
const save = (as: Browser, id: number, body: Record<string, unknown>) =>
  as.request('PUT', `/api/console/goods/${id}/batches`, { json: body });
const batchesOf = async (id: number) =>
  rows(sql`SELECT batch_no, production_date::text, expiry_date::text, quantity FROM goods_batches
    WHERE goods_id = ${id} ORDER BY id`);

beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.190');
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.191');
  const [found] = await rows<{ id: number; soon: string }>(sql`
    SELECT g.id, (current_date + 40)::text AS soon FROM goods g
    WHERE NOT g.banned_online AND NOT g.is_controlled AND g.regulatory_class IN ('otc_a', 'otc_b')
      AND NOT EXISTS (SELECT 1 FROM goods_batches b WHERE b.goods_id = g.id AND b.expiry_date <= current_date + 40)
    ORDER BY g.id LIMIT 1`);
  if (!found) throw new Error('no goods in the seed');
  target = found.id;
  soon = found.soon;
});
afterAll(async () => t.close());

describe('batches', () => {
  it('adds a batch that expires first: the buyer sees it as the next batch; changing it is one more row', async () => {
    const page = consoleGoodsDetail.parse(
      (await yunying.request('GET', `/api/console/goods/${target}`)).json().data,
    );
    expect(page.batches.every((b) => b.expiry_date > soon)).toBe(true);
    const shown = await buyer.request('GET', `/api/goods/detail/${target}`);
    expect(goodsDetail.parse(shown.json().data).batch_no).not.toBe('TEST2611');
    const since = await lastAuditId(db());
    const added = await save(yunying, target, {
      batch_no: 'TEST2611',
      production_date: '2026-01-01',
      expiry_date: soon,
      quantity: 20,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      goodsDetail.parse((await buyer.request('GET', `/api/goods/detail/${target}`)).json().data),
    ).toMatchObject({ batch_no: 'TEST2611', production_date: '2026-01-01' });
    const changed = await save(yunying, target, {
      batch_no: 'TEST2611',
      production_date: '2026-01-01',
      expiry_date: soon,
      quantity: 5,
    });
    expect(changed.statusCode).toBe(200);
    const audit = await auditSince(db(), since);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([
      ['goods-batch', true],
      ['goods-batch', true],
    ]);
    expect(audit[0]?.before).toEqual({ batch: null });
    expect(audit[1]?.before).toMatchObject({ batch: { batch_no: 'TEST2611', quantity: 20 } });
    const after = consoleGoodsDetail.parse(
      (await yunying.request('GET', `/api/console/goods/${target}`)).json().data,
    );
    expect(after.batches[0]).toMatchObject({ batch_no: 'TEST2611', quantity: 5, expiry_date: soon });
  });

  it('refuses bad dates and fields (422, no row), another role (403) and an unknown product (404)', async () => {
    const before = await batchesOf(target);
    const since = await lastAuditId(db());
    const body = { batch_no: 'BAD1', production_date: '2026-05-01', expiry_date: '2026-04-01', quantity: 1 };
    expect((await save(yunying, target, body)).statusCode).toBe(422);
    expect((await save(yunying, target, { ...body, expiry_date: '2027-02-30' })).statusCode).toBe(422);
    expect(
      (await save(yunying, target, { ...body, expiry_date: '2028-01-01', quantity: -1 })).statusCode,
    ).toBe(422);
    expect(
      (await save(yunying, target, { ...body, expiry_date: '2028-01-01', report_url: 'x' })).statusCode,
    ).toBe(422);
    expect((await save(cangchu, target, { ...body, expiry_date: '2028-01-01' })).statusCode).toBe(403);
    expect((await save(yunying, 2147483647, { ...body, expiry_date: '2028-01-01' })).statusCode).toBe(404);
    expect(await batchesOf(target)).toEqual(before);
    expect((await auditSince(db(), since)).map((row) => [row.command, row.ok])).toEqual([
      ['goods-batch', false],
    ]);
  });
});
