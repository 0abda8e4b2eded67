import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { insertOrder, orderGoods, orderParties, type Party } from './orders-read.fixtures';

/*
 * Shipping from a warehouse (issue #26 §2 Goods, docs/console.md 仓库管理): each parcel records where it left from
 * (the default warehouse when the shipment names none); a parcel that names its warehouse ships batches that
 * warehouse holds, drawing their recorded quantities down — short is a 409 and nothing changes.
 */

let t: TestApp;
let me: Party;
let goods: { inStock: number; soldOut: number };
let cangchu: Browser;
let guangzhou: number;
let wuhan: number;

const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;

const paidOrder = () =>
  insertOrder(db(), {
    ...me,
    status: 'paid',
    paid: true,
    lines: [
      { goodsId: goods.inStock, name: '阿莫西林胶囊', number: 5, priceFen: 2500 },
      { goodsId: goods.inStock, name: '阿莫西林胶囊（赠）', number: 1, priceFen: 0 },
    ],
  });

const batch = (lineId: number, batchNo: string, number: number) => ({
  line_id: lineId,
  batch_no: batchNo,
  production_date: '2026-01-05',
  expiry_date: '2028-12-31',
  number,
});

const quantityOf = async (warehouseId: number, batchNo: string) =>
  (
    await rows<{ quantity: number }>(sql`SELECT quantity FROM goods_batches
      WHERE goods_id = ${goods.inStock} AND warehouse_id = ${warehouseId} AND batch_no = ${batchNo}`)
  )[0]?.quantity;

const statusOf = async (orderId: number) =>
  (await rows<{ status: string }>(sql`SELECT status FROM orders WHERE id = ${orderId}`))[0]?.status;

const ship = (orderId: number, body: Record<string, unknown>) =>
  cangchu.request('POST', `/api/console/orders/${orderId}/ship`, { json: body });

beforeAll(async () => {
  t = await build();
  me = (await orderParties(db())).buyer;
  goods = await orderGoods(db());
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.220');
  const found = await rows<{ id: number; code: string }>(sql`SELECT id, code FROM warehouses`);
  guangzhou = found.find((w) => w.code === 'WH-GUANGZHOU')?.id as number;
  wuhan = found.find((w) => w.code === 'WH-WUHAN-1')?.id as number;
  await db().execute(sql`
    INSERT INTO goods_batches (goods_id, warehouse_id, batch_no, production_date, expiry_date, quantity)
    VALUES (${goods.inStock}, ${guangzhou}, 'GZ2601', '2026-01-05', '2028-12-31', 4)`);
});
afterAll(async () => t.close());

describe('shipping from a named warehouse', () => {
  it('refuses more than the batch holds there with a 409 that says so; nothing changes', async () => {
    const order = await paidOrder();
    const [pills, gift] = order.lineIds as [number, number];
    const mark = await lastAuditId(db());
    const short = await ship(order.id, {
      carrier: '顺丰速运',
      tracking_no: 'SFWH1',
      warehouse_id: guangzhou,
      batches: [batch(pills, 'GZ2601', 5), batch(gift, 'GZ2601', 1)],
    });
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json().message).toBe('广州仓「阿莫西林胶囊」批号 GZ2601 库存记录 4 件，不足 6 件');
    expect(await quantityOf(guangzhou, 'GZ2601')).toBe(4);
    expect(await statusOf(order.id)).toBe('paid');
    expect((await auditSince(db(), mark)).map((row) => [row.command, row.ok])).toEqual([['ship', false]]);
  });

  it('refuses a batch the warehouse has no record of, or with other dates (422 on batches)', async () => {
    const order = await paidOrder();
    const [pills, gift] = order.lineIds as [number, number];
    const [seeded] = await rows<{ batch_no: string }>(
      sql`SELECT batch_no FROM goods_batches WHERE goods_id = ${goods.inStock} AND warehouse_id = ${wuhan} LIMIT 1`,
    );
    // A batch of 武汉一号仓 is not in 广州仓.
    const elsewhere = await ship(order.id, {
      carrier: '顺丰速运',
      tracking_no: 'SFWH2',
      warehouse_id: guangzhou,
      batches: [batch(pills, seeded?.batch_no ?? '', 5), batch(gift, 'GZ2601', 1)],
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().data.errors.batches).toEqual([
      `广州仓没有「阿莫西林胶囊」批号 ${seeded?.batch_no} 的库存记录`,
    ]);
    const dates = await ship(order.id, {
      carrier: '顺丰速运',
      tracking_no: 'SFWH2',
      warehouse_id: guangzhou,
      batches: [batch(pills, 'GZ2601', 5), batch(gift, 'GZ2601', 1)].map((b) => ({
        ...b,
        expiry_date: '2029-01-31',
      })),
    });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().data.errors.batches).toEqual([
      '「阿莫西林胶囊」批号 GZ2601 的库存记录为生产日期 2026-01-05、有效期至 2028-12-31',
    ]);
    const closed = await ship(order.id, {
      carrier: '顺丰速运',
      tracking_no: 'SFWH2',
      warehouse_id: 99999,
      batches: [batch(pills, 'GZ2601', 5), batch(gift, 'GZ2601', 1)],
    });
    expect(closed.json().data.errors.warehouse_id).toEqual(['仓库不存在']);
    expect(await quantityOf(guangzhou, 'GZ2601')).toBe(4);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('draws a batch down by what all its parcels take, and records the warehouse on each parcel', async () => {
    await db().execute(sql`UPDATE goods_batches SET quantity = 10 WHERE warehouse_id = ${guangzhou}
      AND goods_id = ${goods.inStock} AND batch_no = 'GZ2601'`);
    const order = await paidOrder();
    const [pills, gift] = order.lineIds as [number, number];
    const shipped = await ship(order.id, {
      parcels: [
        {
          carrier: '顺丰速运',
          tracking_no: 'SFWH3',
          warehouse_id: guangzhou,
          batches: [batch(pills, 'GZ2601', 3)],
        },
        {
          carrier: '顺丰速运',
          tracking_no: 'SFWH4',
          warehouse_id: guangzhou,
          batches: [batch(pills, 'GZ2601', 2)],
        },
        { carrier: '京东物流', tracking_no: 'JDWH3', batches: [batch(gift, 'TYPED01', 1)] },
      ],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await quantityOf(guangzhou, 'GZ2601')).toBe(5);
    expect(
      await rows(sql`SELECT p.seq, w.name FROM order_parcels p JOIN warehouses w ON w.id = p.warehouse_id
        WHERE p.order_id = ${order.id} ORDER BY p.seq`),
    ).toEqual([
      { seq: 1, name: '广州仓' },
      { seq: 2, name: '广州仓' },
      { seq: 3, name: '武汉一号仓' },
    ]);
  });
});

describe('ops ship --warehouse', () => {
  const ops = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await main([...argv, '--operator', '张三'], { db: db(), out: (text) => lines.push(text) });
    return { code, output: lines.join('\n') };
  };

  it('ships from the warehouse with that code, drawing its batch; an unknown code is a usage error', async () => {
    const order = await paidOrder();
    const [pills, gift] = order.lineIds as [number, number];
    const lines = [
      '--line',
      `${pills}:GZ2601:2026-01-05:2028-12-31:5`,
      '--line',
      `${gift}:GZ2601:2026-01-05:2028-12-31:1`,
    ];
    const unknown = await ops(
      'ship',
      order.orderSn,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'SFWH4',
      '--warehouse',
      'WH-NONE',
      ...lines,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('仓库 WH-NONE 不存在');
    const short = await ops(
      'ship',
      order.orderSn,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'SFWH4',
      '--warehouse',
      'WH-GUANGZHOU',
      ...lines,
    );
    expect(short.code).toBe(1);
    expect(short.output).toContain('库存记录 5 件，不足 6 件');
    await db().execute(sql`UPDATE goods_batches SET quantity = 6 WHERE warehouse_id = ${guangzhou}
      AND goods_id = ${goods.inStock} AND batch_no = 'GZ2601'`);
    const done = await ops(
      'ship',
      order.orderSn,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'SFWH4',
      '--warehouse',
      'WH-GUANGZHOU',
      ...lines,
    );
    expect(done.code, done.output).toBe(0);
    expect(await quantityOf(guangzhou, 'GZ2601')).toBe(0);
    expect(await statusOf(order.id)).toBe('shipped');
  });

  it('sends a --parcel 承运商:运单号@仓库编码 from its own warehouse; the others from --warehouse', async () => {
    const order = await paidOrder();
    const [pills, gift] = order.lineIds as [number, number];
    await db().execute(sql`UPDATE goods_batches SET quantity = 3 WHERE warehouse_id = ${guangzhou}
      AND goods_id = ${goods.inStock} AND batch_no = 'GZ2601'`);
    const shipWith = (parcel: string) =>
      ops(
        'ship',
        order.orderSn,
        '--carrier',
        '顺丰速运',
        '--tracking',
        'SFWH5',
        '--parcel',
        parcel,
        '--line',
        `${pills}:WH2601:2026-01-05:2028-12-31:5`,
        '--line',
        `2@${gift}:GZ2601:2026-01-05:2028-12-31:1`,
      );
    const empty = await shipWith('顺丰速运:SFWH6@');
    expect(empty.code).toBe(2);
    expect(empty.output).toContain('格式应为 <承运商>:<运单号>[@<仓库编码>]');
    const unknown = await shipWith('顺丰速运:SFWH6@WH-NONE');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('仓库 WH-NONE 不存在');
    const done = await shipWith('顺丰速运:SFWH6@WH-GUANGZHOU');
    expect(done.code, done.output).toBe(0);
    expect(await quantityOf(guangzhou, 'GZ2601')).toBe(2);
    const parcels = await rows<{ tracking_no: string; warehouse_id: number }>(sql`
      SELECT tracking_no, warehouse_id FROM order_parcels WHERE order_id = ${order.id} ORDER BY seq`);
    expect(parcels).toEqual([
      { tracking_no: 'SFWH5', warehouse_id: wuhan },
      { tracking_no: 'SFWH6', warehouse_id: guangzhou },
    ]);
    // 发货仓库 on the order page, by name and region (the buyer's order detail reads the same column), no code.
    const buyer = new Browser(t.app);
    await buyer.login('13800138000', 'demo1234');
    for (const page of [
      (await cangchu.request('GET', `/api/console/orders/${order.id}`)).json().data,
      (await buyer.request('GET', `/api/order/${order.id}`)).json().data,
    ])
      expect(page.parcels.map((parcel: { warehouse: unknown }) => parcel.warehouse)).toEqual([
        { name: '武汉一号仓', region: '湖北省武汉市' },
        { name: '广州仓', region: '广东省广州市' },
      ]);
  });
});
