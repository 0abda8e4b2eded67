import { consoleGoodsDetail, consoleWarehouseList } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * 仓库管理 (issue #26 §2 Goods, docs/console.md): warehouses listed, added, edited and deactivated by 仓储, each write
 * one audit row; a product's stock per warehouse beside its sellable stock; a batch put in the warehouse chosen.
 * Shipping from a warehouse: warehouse-shipping.test.ts.
 */

let t: TestApp;
let cangchu: Browser;
let yunying: Browser;
let target: number;

const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;
const list = async () =>
  consoleWarehouseList.parse((await cangchu.request('GET', '/api/console/warehouses')).json().data).list;

beforeAll(async () => {
  t = await build();
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.210');
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.211');
  const [found] = await rows<{ id: number }>(sql`
    SELECT g.id FROM goods g WHERE NOT g.banned_online
      AND EXISTS (SELECT 1 FROM goods_batches b WHERE b.goods_id = g.id) ORDER BY g.id LIMIT 1`);
  if (!found) throw new Error('no goods with batches in the seed');
  target = found.id;
});
afterAll(async () => t.close());

describe('the warehouses', () => {
  it('are 武汉一号仓 (the default, holding every seeded batch) and 广州仓', async () => {
    expect((await list()).map((w) => [w.code, w.name, w.is_default, w.active])).toEqual([
      ['WH-WUHAN-1', '武汉一号仓', 1, 1],
      ['WH-GUANGZHOU', '广州仓', 0, 1],
    ]);
    const [elsewhere] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM goods_batches b JOIN warehouses w ON w.id = b.warehouse_id
      WHERE NOT w.is_default`);
    expect(elsewhere?.n).toBe(0);
  });

  it('are added and edited by 仓储, one audit row each; a code in use is a 422; 运营 is refused', async () => {
    const mark = await lastAuditId(db());
    const body = {
      code: 'WH-CD',
      name: '成都仓',
      address: '成都市双流区物流大道1号',
      region: '四川省成都市',
    };
    const added = await cangchu.request('POST', '/api/console/warehouses', { json: body });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id as number;
    expect(added.json().data).toMatchObject({ ...body, active: 1, is_default: 0 });
    const twice = await cangchu.request('POST', '/api/console/warehouses', {
      json: { ...body, name: '成都二仓' },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().data.errors.code).toEqual(['仓库编码 WH-CD 已被使用']);
    const sameName = await cangchu.request('POST', '/api/console/warehouses', {
      json: { ...body, code: 'WH-CD2' },
    });
    expect(sameName.json().data.errors.name).toEqual(['仓库名称「成都仓」已被使用']);
    const edited = await cangchu.request('PATCH', `/api/console/warehouses/${id}`, {
      json: { name: '成都一号仓', active: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ code: 'WH-CD', name: '成都一号仓', active: 0 });
    expect(
      (await cangchu.request('PATCH', '/api/console/warehouses/99999', { json: { active: true } }))
        .statusCode,
    ).toBe(404);
    const audit = await auditSince(db(), mark);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([
      ['warehouse-add', true],
      ['warehouse-add', false],
      ['warehouse-add', false],
      ['warehouse-edit', true],
      ['warehouse-edit', false],
    ]);
    expect(audit[3]?.before).toMatchObject({ name: '成都仓', active: 1 });
    expect(audit[3]?.after).toMatchObject({ name: '成都一号仓', active: 0 });
    expect((await yunying.request('GET', '/api/console/warehouses')).statusCode).toBe(403);
    expect(
      (await yunying.request('POST', '/api/console/warehouses', { json: { ...body, code: 'WH-X' } }))
        .statusCode,
    ).toBe(403);
    expect((await list()).map((w) => w.code)).toEqual(['WH-WUHAN-1', 'WH-CD', 'WH-GUANGZHOU']);
  });

  it('keeps the default warehouse active (409, nothing changes)', async () => {
    const [wuhan] = await list();
    const mark = await lastAuditId(db());
    const refused = await cangchu.request('PATCH', `/api/console/warehouses/${wuhan?.id}`, {
      json: { active: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('武汉一号仓是默认仓库，不能停用');
    expect((await list())[0]).toMatchObject({ code: 'WH-WUHAN-1', active: 1 });
    expect((await auditSince(db(), mark)).map((row) => [row.command, row.ok])).toEqual([
      ['warehouse-edit', false],
    ]);
  });
});

describe('a product in its warehouses', () => {
  it('shows stock per warehouse (its batches summed) beside the sellable stock; a batch goes to the chosen one', async () => {
    const detail = async () =>
      consoleGoodsDetail.parse((await yunying.request('GET', `/api/console/goods/${target}`)).json().data);
    const before = await detail();
    const [wuhan, guangzhou] = before.warehouses;
    expect(before.warehouses.map((w) => w.name)).toEqual(['武汉一号仓', '广州仓']);
    const recorded = before.batches.reduce((sum, batch) => sum + batch.quantity, 0);
    expect(before.stock_by_warehouse).toEqual([
      { warehouse_id: wuhan?.id, name: '武汉一号仓', quantity: recorded },
    ]);
    const [first] = before.batches;
    // The same 批号 may sit in two warehouses: each its own row and count.
    const saved = await yunying.request('PUT', `/api/console/goods/${target}/batches`, {
      json: {
        warehouse_id: guangzhou?.id,
        batch_no: first?.batch_no,
        production_date: first?.production_date,
        expiry_date: first?.expiry_date,
        quantity: 7,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await detail();
    expect(after.stock).toBe(before.stock);
    expect(after.stock_by_warehouse).toEqual([
      { warehouse_id: wuhan?.id, name: '武汉一号仓', quantity: recorded },
      { warehouse_id: guangzhou?.id, name: '广州仓', quantity: 7 },
    ]);
    expect(
      after.batches.filter((batch) => batch.batch_no === first?.batch_no).map((b) => b.warehouse),
    ).toEqual(['武汉一号仓', '广州仓']);
    // Without a warehouse: the default one's batch of that number is the one changed.
    await yunying.request('PUT', `/api/console/goods/${target}/batches`, {
      json: {
        ...first,
        id: undefined,
        warehouse: undefined,
        report_url: undefined,
        warehouse_id: undefined,
        quantity: 3,
      },
    });
    expect((await detail()).stock_by_warehouse.map((w) => w.quantity)).toEqual([
      recorded - (first?.quantity ?? 0) + 3,
      7,
    ]);
  });

  it('refuses a batch for a deactivated warehouse (422, nothing stored)', async () => {
    const closed = (await list()).find((w) => w.code === 'WH-CD');
    const response = await yunying.request('PUT', `/api/console/goods/${target}/batches`, {
      json: {
        warehouse_id: closed?.id,
        batch_no: 'CD1',
        production_date: '2026-01-01',
        expiry_date: '2028-01-01',
        quantity: 1,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors.warehouse_id).toEqual(['成都一号仓已停用']);
    expect(await rows(sql`SELECT 1 FROM goods_batches WHERE batch_no = 'CD1'`)).toEqual([]);
  });
});
