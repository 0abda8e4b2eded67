import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince as auditSinceIn, lastAuditId as lastAuditIdIn, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { insertOrder, orderGoods, orderParties, type Party } from './orders-read.fixtures';

/*
 * 订单发货 in the console (issue #26 §2): the orders queue, an order's page, and the shipment `ops ship` makes —
 * the same rules, each call one audited row, the buyer seeing batches and trace codes on the order.
 */

let t: TestApp;
let dataDir: string;
let buyer: Browser;
let me: Party;
let goods: { inStock: number; soldOut: number };
let cangchu: Browser;
let shenhe: Browser;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

const signIn = (username: string, ip: string) => operatorBrowser(t.app, username, ip);

const lastAuditId = () => lastAuditIdIn(t.database.db);
const auditSince = (id: number) => auditSinceIn(t.database.db, id);

/** What a shipment changes: the order's row, its batches and its history. */
const stateOf = async (orderId: number) =>
  rows(sql`SELECT o.status, o.carrier, o.tracking_no, o.shipped_at,
      (SELECT count(*)::int FROM order_line_batches b JOIN order_lines l ON l.id = b.order_line_id
        WHERE l.order_id = o.id) AS batches,
      (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
    FROM orders o WHERE o.id = ${orderId}`);

const paidOrder = () =>
  insertOrder(t.database.db, {
    ...me,
    status: 'paid',
    paid: true,
    lines: [
      { goodsId: goods.inStock, name: '阿莫西林胶囊', number: 5, priceFen: 2500 },
      { goodsId: goods.inStock, name: '医用口罩', number: 1, priceFen: 800 },
    ],
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yaocai-console-orders-'));
  t = await build({ dataDir });
  me = (await orderParties(t.database.db)).buyer;
  goods = await orderGoods(t.database.db);
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  cangchu = await signIn('cangchu', '198.51.100.130');
  shenhe = await signIn('shenhe', '198.51.100.131');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the orders queue and page', () => {
  it('lists paid orders first, filtered by status, with the company; shows an order with its lines', async () => {
    const paid = await paidOrder();
    const unpaid = await insertOrder(t.database.db, {
      ...me,
      lines: [{ goodsId: goods.inStock, name: '感冒灵颗粒', number: 1, priceFen: 1500 }],
    });
    const queue = await cangchu.request('GET', '/api/console/orders?per_page=100');
    expect(queue.statusCode, queue.body).toBe(200);
    const list = queue.json().data.list as { id: number; status: string; company: { id: number } }[];
    expect(list.every((o) => o.status === 'paid')).toBe(true);
    const row = list.find((o) => o.id === paid.id);
    expect(row).toMatchObject({
      order_sn: paid.orderSn,
      status_text: '待发货',
      company: { id: me.companyId },
      total: '133.00',
      lines_count: 2,
      units: 6,
    });
    expect(list.map((o) => o.id)).not.toContain(unpaid.id);
    const all = (await cangchu.request('GET', '/api/console/orders?status=&per_page=100')).json().data
      .list as {
      id: number;
      status: string;
    }[];
    expect(all.map((o) => o.id)).toContain(unpaid.id);
    const firstOther = all.findIndex((o) => o.status !== 'paid');
    expect(all.slice(firstOther).some((o) => o.status === 'paid')).toBe(false);
    const bySn = (await cangchu.request('GET', `/api/console/orders?status=&keywords=${paid.orderSn}`)).json()
      .data;
    expect(bySn.list.map((o: { id: number }) => o.id)).toEqual([paid.id]);
    expect((await cangchu.request('GET', '/api/console/orders?status=bogus')).statusCode).toBe(422);
    const longAgo = await cangchu.request(
      'GET',
      '/api/console/orders?status=&start_date=2001-01-01&end_date=2001-01-31',
    );
    expect(longAgo.json().data).toMatchObject({ list: [], total: 0 });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const fromToday = await cangchu.request('GET', `/api/console/orders?start_date=${today}&per_page=100`);
    expect(fromToday.json().data.list.map((o: { id: number }) => o.id)).toContain(paid.id);

    const page = await cangchu.request('GET', `/api/console/orders/${paid.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const detail = page.json().data;
    expect(detail).toMatchObject({
      id: paid.id,
      can_ship: 1,
      company: { id: me.companyId },
      logistics: null,
    });
    expect(detail.lines.map((l: { name: string; number: number }) => `${l.name}×${l.number}`)).toEqual([
      '阿莫西林胶囊×5',
      '医用口罩×1',
    ]);
    expect(detail.payments).toHaveLength(1);
    expect((await cangchu.request('GET', '/api/console/orders/99999999')).statusCode).toBe(404);
  });
});

describe('shipping', () => {
  it('ships two batches on one line: one audit row, the buyer sees batches and codes; twice → 409', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    const body = {
      carrier: '顺丰速运',
      tracking_no: 'SF7001',
      batches: [
        {
          line_id: pills,
          batch_no: 'B2501',
          production_date: '2025-01-01',
          expiry_date: '2027-01-01',
          number: 3,
          trace_codes: ['81000000000000000001', '81000000000000000002', '81000000000000000003'],
        },
        {
          line_id: pills,
          batch_no: 'B2502',
          production_date: '2025-02-01',
          expiry_date: '2027-02-01',
          number: 2,
          trace_codes: ['81000000000000000004'],
        },
        {
          line_id: masks,
          batch_no: 'M1',
          production_date: '2025-03-01',
          expiry_date: '2028-03-01',
          number: 1,
        },
      ],
    };
    const since = await lastAuditId();
    const shipped = await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, { json: body });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().message).toBe(`已发货：订单 ${order.orderSn}，顺丰速运 SF7001，3 个批次`);
    const audit = await auditSince(since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: 'cangchu',
      source: 'console',
      command: 'ship',
      ok: true,
      before: { status: 'paid' },
      after: { status: 'shipped', carrier: '顺丰速运', tracking_no: 'SF7001' },
    });

    const seen = (await buyer.request('GET', `/api/order/${order.id}`)).json().data;
    expect(seen.status).toBe('shipped');
    expect(seen.logistics).toMatchObject({ carrier: '顺丰速运', tracking_no: 'SF7001' });
    expect(seen.lines[0].batches).toEqual([
      {
        batch_no: 'B2501',
        production_date: '2025-01-01',
        expiry_date: '2027-01-01',
        number: 3,
        trace_codes: ['81000000000000000001', '81000000000000000002', '81000000000000000003'],
      },
      {
        batch_no: 'B2502',
        production_date: '2025-02-01',
        expiry_date: '2027-02-01',
        number: 2,
        trace_codes: ['81000000000000000004'],
      },
    ]);
    expect(seen.history.at(-1)).toMatchObject({ status: 'shipped', note: '顺丰速运 SF7001' });

    const before = await stateOf(order.id);
    const again = await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, {
      json: { ...body, tracking_no: 'SF7002' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `订单 ${order.orderSn} 当前为「已发货」，只有已付款待发货的订单可以发货`,
    );
    expect(await stateOf(order.id)).toEqual(before);
    const page = (await cangchu.request('GET', `/api/console/orders/${order.id}`)).json().data;
    expect(page.can_ship).toBe(0);
  });

  it('ships once when two operators send the same shipment at the same moment', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    const other = await signIn('cangchu', '198.51.100.132');
    const json = {
      carrier: '京东物流',
      tracking_no: 'JD7301',
      batches: [
        {
          line_id: pills,
          batch_no: 'B1',
          production_date: '2025-01-01',
          expiry_date: '2027-01-01',
          number: 5,
        },
        {
          line_id: masks,
          batch_no: 'M1',
          production_date: '2025-01-01',
          expiry_date: '2027-01-01',
          number: 1,
        },
      ],
    };
    const answers = await Promise.all(
      [cangchu, other].map((operator) =>
        operator.request('POST', `/api/console/orders/${order.id}/ship`, { json }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stateOf(order.id)).toEqual([
      expect.objectContaining({ status: 'shipped', tracking_no: 'JD7301', batches: 2 }),
    ]);
  });

  it('refuses an operator without the 仓储 role (403) and changes nothing', async () => {
    const order = await paidOrder();
    const before = await stateOf(order.id);
    const since = await lastAuditId();
    const [pills, masks] = order.lineIds as [number, number];
    const refused = await shenhe.request('POST', `/api/console/orders/${order.id}/ship`, {
      json: {
        carrier: '顺丰速运',
        tracking_no: 'SF7101',
        batches: [
          {
            line_id: pills,
            batch_no: 'B1',
            production_date: '2025-01-01',
            expiry_date: '2027-01-01',
            number: 5,
          },
          {
            line_id: masks,
            batch_no: 'M1',
            production_date: '2025-01-01',
            expiry_date: '2027-01-01',
            number: 1,
          },
        ],
      },
    });
    expect(refused.statusCode).toBe(403);
    expect((await shenhe.request('GET', '/api/console/orders')).statusCode).toBe(403);
    expect(await stateOf(order.id)).toEqual(before);
    expect(await auditSince(since)).toEqual([]);
  });

  it('refuses bad input with 422 in the envelope: control characters, codes, quantities, dates', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    const good = {
      carrier: '顺丰速运',
      tracking_no: 'SF7201',
      batches: [
        {
          line_id: pills,
          batch_no: 'B1',
          production_date: '2025-01-01',
          expiry_date: '2027-01-01',
          number: 5,
        },
        {
          line_id: masks,
          batch_no: 'M1',
          production_date: '2025-01-01',
          expiry_date: '2027-01-01',
          number: 1,
        },
      ],
    };
    const [first, second] = good.batches as [(typeof good.batches)[0], (typeof good.batches)[0]];
    const before = await stateOf(order.id);
    const cases: [object, string][] = [
      // NUL and other control characters are refused before any rule runs (the body plugin's one check).
      [{ ...good, carrier: '顺丰\u0000速运' }, '不能包含控制字符'],
      [{ ...good, tracking_no: 'SF\u001b[31m' }, '不能包含控制字符'],
      [{ ...good, batches: [{ ...first, batch_no: 'B\u00001' }, second] }, '不能包含控制字符'],
      [{ ...good, batches: [{ ...first, trace_codes: ['8100\u0000'] }, second] }, '不能包含控制字符'],
      [
        { ...good, batches: [{ ...first, trace_codes: ['8100 0001'] }, second] },
        '追溯码应为 1–40 位字母或数字',
      ],
      [{ ...good, carrier: '  ' }, '请填写承运商'],
      [
        { ...good, batches: [{ ...first, number: 1, trace_codes: ['A1', 'A2'] }, second] },
        '追溯码 2 个，多于数量 1',
      ],
      [{ ...good, batches: [{ ...first, expiry_date: '2024-01-01' }, second] }, '有效期至必须晚于生产日期'],
      [{ ...good, batches: [{ ...first, number: 4 }, second] }, '订购 5，各批次数量合计 4，应相等'],
      [
        {
          ...good,
          batches: [
            { ...first, trace_codes: ['A1'] },
            { ...second, trace_codes: ['A1'] },
          ],
        },
        '追溯码 A1 重复',
      ],
    ];
    for (const [json, message] of cases) {
      const response = await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, { json });
      expect(response.statusCode, JSON.stringify(json)).toBe(422);
      expect(response.json().status).toBe(422);
      expect(JSON.stringify(response.json().data.errors)).toContain(message);
    }
    expect(await stateOf(order.id)).toEqual(before);
  });
});
