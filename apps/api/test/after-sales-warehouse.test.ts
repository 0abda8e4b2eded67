import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfterSale } from '../src/after-sales/create';
import { approveAfterSale, shipBackAfterSale } from '../src/after-sales/service';
import { main } from '../src/cli/ops';
import { deliveredOrder } from './after-sales.fixtures';
import type { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { type Buyer, buyerByPhone, setWallet, stockOf } from './orders.fixtures';

/*
 * Returns back into a warehouse (docs/after-sales.md): a saleable 收货 puts the units back in goods.stock and in
 * the receiving warehouse's record of the batches the line shipped in (earliest expiry first); the page
 * preselects the warehouse the parcel left from; unsaleable units change nothing anywhere.
 */

let t: TestApp;
let me: Buyer;
let cangchu: Browser;
let goodsId: number;
let guangzhou: number;
let wuhan: number;
const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;

/** Every batch record of the goods: `<warehouse code> <批号> <quantity>`, sorted. */
const records = async () =>
  (
    await rows<{ code: string; batch_no: string; quantity: number }>(sql`
      SELECT w.code, b.batch_no, b.quantity FROM goods_batches b JOIN warehouses w ON w.id = b.warehouse_id
      WHERE b.goods_id = ${goodsId} ORDER BY w.code, b.batch_no`)
  ).map((row) => `${row.code} ${row.batch_no} ${row.quantity}`);

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 });
  me = await buyerByPhone(db(), '13800138000');
  await setWallet(db(), me.companyId, { balanceFen: 10_000_000, creditLimitFen: 0, billingDay: 28 });
  const picked = await rows<{ id: number }>(sql`
    SELECT id FROM goods WHERE NOT banned_online AND NOT is_controlled AND scope_category <> 'device_iii'
    ORDER BY id LIMIT 1`);
  goodsId = picked[0]?.id as number;
  await db().execute(sql`UPDATE goods SET stock = 1000 WHERE id = ${goodsId}`);
  await db().execute(sql`DELETE FROM goods_batches WHERE goods_id = ${goodsId}`);
  const found = await rows<{ id: number; code: string }>(sql`SELECT id, code FROM warehouses`);
  guangzhou = found.find((w) => w.code === 'WH-GUANGZHOU')?.id as number;
  wuhan = found.find((w) => w.code === 'WH-WUHAN-1')?.id as number;
  await db().execute(sql`
    INSERT INTO goods_batches (goods_id, warehouse_id, batch_no, production_date, expiry_date, quantity)
    VALUES (${goodsId}, ${guangzhou}, 'GZ-A', '2026-01-05', '2027-12-31', 100),
      (${goodsId}, ${guangzhou}, 'GZ-B', '2026-03-01', '2028-12-31', 100)`);
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.230');
}, 120_000);
afterAll(async () => t.close());

/**
 * An order of 5 shipped from 广州仓 in two parcels (GZ-A ×2, GZ-B ×3), and a 退货退款 of `units` of it sent back:
 * the request id.
 */
async function returnedFromGuangzhou(units: number): Promise<number> {
  const order = await deliveredOrder(
    db(),
    me,
    'balance',
    [{ goodsId, number: 5, priceFen: 1200 }],
    'shipped',
  );
  await db().execute(sql`UPDATE orders SET status = 'paid' WHERE id = ${order.id}`);
  const line = order.lineIds[0] as number;
  const batch = (batchNo: string, expiry: string, number: number) => ({
    line_id: line,
    batch_no: batchNo,
    production_date: batchNo === 'GZ-A' ? '2026-01-05' : '2026-03-01',
    expiry_date: expiry,
    number,
  });
  const shipped = await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, {
    json: {
      parcels: [
        {
          carrier: '顺丰速运',
          tracking_no: `SFR${order.id}A`,
          warehouse_id: guangzhou,
          batches: [batch('GZ-B', '2028-12-31', 3)],
        },
        {
          carrier: '顺丰速运',
          tracking_no: `SFR${order.id}B`,
          warehouse_id: guangzhou,
          batches: [batch('GZ-A', '2027-12-31', 2)],
        },
      ],
    },
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const buyer = { userId: me.userId, companyId: me.companyId };
  const { id } = await createAfterSale(db(), buyer, order.id, {
    type: 'return',
    reason: 'damaged',
    description: '',
    lines: [{ line_id: line, number: units }],
    image_ids: [],
  });
  await db().transaction(async (tx) => {
    await approveAfterSale(
      tx,
      id,
      { returnAddress: '广州市白云区药采广州仓退货组', deadlineDays: 7 },
      'operator:t',
    );
    await shipBackAfterSale(tx, id, me.companyId, { carrier: '顺丰速运', trackingNo: `SFB${id}` }, 'buyer');
  });
  return id;
}

const receive = (id: number, body: Record<string, unknown>) =>
  cangchu.request('POST', `/api/console/after_sales/${id}/receive`, { json: body });

describe('receiving a return into a warehouse', () => {
  it('preselects the warehouse the parcel left from and credits the shipped batches there, earliest expiry first', async () => {
    const id = await returnedFromGuangzhou(4);
    expect(await records()).toEqual(['WH-GUANGZHOU GZ-A 98', 'WH-GUANGZHOU GZ-B 97']);
    const page = (await cangchu.request('GET', `/api/console/after_sales/${id}`)).json().data;
    expect(page.receive_warehouse_id).toBe(guangzhou);
    expect(page.receive_warehouses.map((w: { name: string }) => w.name)).toEqual(['武汉一号仓', '广州仓']);
    const stockBefore = await stockOf(db(), goodsId);
    const mark = await lastAuditId(db());

    const received = await receive(id, { saleable: 1, warehouse_id: guangzhou });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().message).toBe('已收货，已入库（广州仓：批号 GZ-A +2，批号 GZ-B +2）');
    expect(await stockOf(db(), goodsId)).toBe(stockBefore + 4);
    expect(await records()).toEqual(['WH-GUANGZHOU GZ-A 100', 'WH-GUANGZHOU GZ-B 99']);
    const audit = await auditSince(db(), mark);
    expect(audit.map((row) => [row.command, row.ok, row.before, row.after])).toEqual([
      ['after-sale-receive', true, { status: 'shipped_back' }, { status: 'received' }],
    ]);
    const args = await rows<{ args: unknown; result: string }>(
      sql`SELECT args, result FROM ops_audit WHERE id > ${mark}`,
    );
    expect(args).toEqual([
      {
        args: { id, saleable: 1, warehouse_id: guangzhou },
        result: '已收货，已入库（广州仓：批号 GZ-A +2，批号 GZ-B +2）',
      },
    ]);
    const note = await rows<{ note: string }>(sql`
      SELECT note FROM after_sale_events WHERE request_id = ${id} ORDER BY id DESC LIMIT 1`);
    expect(note[0]?.note).toBe('仓库已收货，验收合格，已重新入库（广州仓）');
  });

  it('without a warehouse puts them in the default one, recorded with the shipped dates', async () => {
    const id = await returnedFromGuangzhou(1);
    const before = await records();
    const received = await receive(id, { saleable: 1 });
    expect(received.statusCode, received.body).toBe(200);
    expect(await records()).toEqual([...before, 'WH-WUHAN-1 GZ-A 1'].sort());
    const dates = await rows<{ production_date: string; expiry_date: string }>(sql`
      SELECT production_date::text, expiry_date::text FROM goods_batches
      WHERE goods_id = ${goodsId} AND warehouse_id = ${wuhan}`);
    expect(dates).toEqual([{ production_date: '2026-01-05', expiry_date: '2027-12-31' }]);
  });

  it('unsaleable units change neither the stock nor any warehouse', async () => {
    const id = await returnedFromGuangzhou(3);
    const before = await records();
    const stockBefore = await stockOf(db(), goodsId);
    const received = await receive(id, { saleable: 0, warehouse_id: guangzhou });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().message).toBe('已收货');
    expect(await stockOf(db(), goodsId)).toBe(stockBefore);
    expect(await records()).toEqual(before);
  });

  it('refuses an unknown or deactivated warehouse with a 422 and receives nothing', async () => {
    const id = await returnedFromGuangzhou(2);
    const before = await records();
    const stockBefore = await stockOf(db(), goodsId);
    const unknown = await receive(id, { saleable: 1, warehouse_id: 999_999 });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().data.errors).toEqual({ warehouse_id: ['仓库不存在'] });
    await db().execute(sql`UPDATE warehouses SET active = false WHERE id = ${guangzhou}`);
    try {
      const closed = await receive(id, { saleable: 1, warehouse_id: guangzhou });
      expect(closed.statusCode, closed.body).toBe(422);
      // A closed warehouse is not preselected: the default one is.
      const page = (await cangchu.request('GET', `/api/console/after_sales/${id}`)).json().data;
      expect(page.receive_warehouse_id).toBe(wuhan);
    } finally {
      await db().execute(sql`UPDATE warehouses SET active = true WHERE id = ${guangzhou}`);
    }
    const status = await rows<{ status: string }>(
      sql`SELECT status FROM after_sale_requests WHERE id = ${id}`,
    );
    expect(status[0]?.status).toBe('shipped_back');
    expect(await stockOf(db(), goodsId)).toBe(stockBefore);
    expect(await records()).toEqual(before);
  });
});

describe('ops after-sale-receive --warehouse', () => {
  const ops = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await main([...argv, '--operator', '张三'], { db: db(), out: (text) => lines.push(text) });
    return { code, output: lines.join('\n') };
  };

  it('receives into the warehouse with that code; an unknown code is a usage error', async () => {
    const id = await returnedFromGuangzhou(2);
    const wrong = await ops('after-sale-receive', String(id), '--saleable', '--warehouse', 'WH-NOWHERE');
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('仓库 WH-NOWHERE 不存在');
    const before = await records();
    const done = await ops('after-sale-receive', String(id), '--saleable', '--warehouse', 'WH-GUANGZHOU');
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain(`售后 #${id} 已收货，已入库（广州仓：批号 GZ-A +2）`);
    const after = await records();
    expect(after).not.toEqual(before);
    expect(after.find((row) => row.startsWith('WH-GUANGZHOU GZ-A'))).toBe(
      `WH-GUANGZHOU GZ-A ${Number(before.find((row) => row.startsWith('WH-GUANGZHOU GZ-A'))?.split(' ')[2]) + 2}`,
    );
  });
});
