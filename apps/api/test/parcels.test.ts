import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { recordProviderEvents, type TrackingProvider } from '../src/orders';
import { Browser } from './browser';
import { auditSince as auditSinceIn, lastAuditId as lastAuditIdIn, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { insertOrder, orderGoods, orderParties, type Party } from './orders-read.fixtures';

/*
 * Parcels (issue #21 §2, #26 §2, docs/logistics.md): an order ships in several parcels covering its lines
 * whole, each with its batches and trace codes, a tracking timeline operators enter, and a 随货同行单 PDF the
 * warehouse prints and the buyer downloads.
 */

let t: TestApp;
let dataDir: string;
let buyer: Browser;
let stranger: Browser;
let me: Party;
let goods: { inStock: number; soldOut: number };
let cangchu: Browser;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

/** What a shipment changes: the order's row, its parcels, batches, tracking and history. */
const stateOf = async (orderId: number) =>
  rows(sql`SELECT o.status, o.carrier, o.tracking_no, o.shipped_at,
      (SELECT count(*)::int FROM order_parcels p WHERE p.order_id = o.id) AS parcels,
      (SELECT count(*)::int FROM order_line_batches b JOIN order_lines l ON l.id = b.order_line_id
        WHERE l.order_id = o.id) AS batches,
      (SELECT count(*)::int FROM parcel_tracking k JOIN order_parcels p ON p.id = k.parcel_id
        WHERE p.order_id = o.id) AS tracking,
      (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
    FROM orders o WHERE o.id = ${orderId}`);

const paidOrder = () =>
  insertOrder(t.database.db, {
    ...me,
    status: 'paid',
    paid: true,
    lines: [
      { goodsId: goods.inStock, name: '阿莫西林胶囊', number: 5, priceFen: 2500, pzwh: '国药准字H20003263' },
      { goodsId: goods.inStock, name: '医用口罩', number: 2, priceFen: 800 },
    ],
  });

const batch = (lineId: number, batchNo: string, number: number, codes: string[] = []) => ({
  line_id: lineId,
  batch_no: batchNo,
  production_date: '2025-06-01',
  expiry_date: '2027-05-31',
  number,
  trace_codes: codes,
});

/** Two parcels: the pills split across them in two batches, the masks in the second. */
const twoParcels = (pills: number, masks: number, prefix: string) => ({
  parcels: [
    {
      carrier: '顺丰速运',
      tracking_no: `${prefix}1`,
      batches: [batch(pills, `${prefix}-A`, 3, [`${prefix}0001`, `${prefix}0002`, `${prefix}0003`])],
    },
    {
      carrier: '京东物流',
      tracking_no: `${prefix}2`,
      batches: [batch(pills, `${prefix}-B`, 2, [`${prefix}0004`]), batch(masks, `${prefix}-M`, 2)],
    },
  ],
});

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** Runs `ops …` as operator 张三. */
async function ops(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await main([...argv, '--operator', '张三'], {
    db: t.database.db,
    out: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yaocai-parcels-'));
  t = await build({ dataDir });
  me = (await orderParties(t.database.db)).buyer;
  goods = await orderGoods(t.database.db);
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  stranger = new Browser(t.app);
  expect((await stranger.login('13900139000', 'demo1234')).statusCode).toBe(200);
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.140');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('shipping in several parcels', () => {
  it('ships two parcels in one audited call; the buyer sees each parcel with its batches and codes', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    const since = await lastAuditIdIn(t.database.db);
    const shipped = await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, {
      json: twoParcels(pills, masks, 'P1'),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().message).toBe(
      `已发货：订单 ${order.orderSn}，2 个包裹（顺丰速运 P11；京东物流 P12），3 个批次`,
    );
    const audit = await auditSinceIn(t.database.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ command: 'ship', ok: true, after: { status: 'shipped' } });

    const seen = (await buyer.request('GET', `/api/order/${order.id}`)).json().data;
    expect(seen.status).toBe('shipped');
    expect(seen.logistics).toMatchObject({ carrier: '顺丰速运', tracking_no: 'P11' });
    expect(
      seen.parcels.map(
        (p: { seq: number; delivery_note_no: string; carrier: string; tracking_no: string }) => [
          p.seq,
          p.delivery_note_no,
          p.carrier,
          p.tracking_no,
        ],
      ),
    ).toEqual([
      [1, `${order.orderSn}-1`, '顺丰速运', 'P11'],
      [2, `${order.orderSn}-2`, '京东物流', 'P12'],
    ]);
    expect(seen.parcels[1].batches).toEqual([
      expect.objectContaining({
        line_id: pills,
        name: '阿莫西林胶囊',
        batch_no: 'P1-B',
        number: 2,
        trace_codes: ['P10004'],
      }),
      expect.objectContaining({
        line_id: masks,
        name: '医用口罩',
        batch_no: 'P1-M',
        number: 2,
        trace_codes: [],
      }),
    ]);
    // The line still lists every batch it shipped in, whichever parcel carried it.
    expect(seen.lines[0].batches.map((b: { batch_no: string }) => b.batch_no)).toEqual(['P1-A', 'P1-B']);
    expect(seen.history.at(-1)).toMatchObject({ status: 'shipped', note: '顺丰速运 P11；京东物流 P12' });

    // The medical-insurance export names each batch's own delivery note.
    const csv = (await buyer.request('GET', `/api/order/${order.id}/export`)).body;
    expect(csv).toContain(`${order.orderSn}-1,`);
    expect(csv).toMatch(new RegExp(`${order.orderSn}-2,[^\\n]*P1-M`));
  });

  it('refuses parcels that do not cover every line whole, or repeat a waybill, changing nothing', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    const before = await stateOf(order.id);
    const good = twoParcels(pills, masks, 'P2');
    const [first, second] = good.parcels as [(typeof good.parcels)[0], (typeof good.parcels)[0]];
    const cases: [object, string][] = [
      [{ parcels: [first] }, '订购 5，各批次数量合计 3，应相等'],
      [
        { parcels: [first, { ...second, carrier: '顺丰速运', tracking_no: 'P21' }] },
        '运单 顺丰速运 P21 重复',
      ],
      [{ parcels: [first, { ...second, carrier: '' }] }, '请填写承运商'],
      [{ ...good, carrier: '顺丰速运' }, '请只用包裹列表'],
      [
        { parcels: [first, { ...second, batches: [batch(pills, 'X', 2, ['P20001'])] }] },
        '追溯码 P20001 重复',
      ],
    ];
    for (const [json, message] of cases) {
      const response = await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, { json });
      expect(response.statusCode, JSON.stringify(json)).toBe(422);
      expect(JSON.stringify(response.json().data.errors)).toContain(message);
    }
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('ships several parcels with ops (--parcel, 2@) and records tracking with ops track', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    const shipped = await ops(
      'ship',
      order.orderSn,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'OPS1',
      '--parcel',
      '中通快递:OPS2',
      '--line',
      `${pills}:OB1:2025-01-01:2027-01-01:5:OPSC1,OPSC2`,
      '--line',
      `2@${masks}:OB2:2025-01-01:2027-01-01:2`,
    );
    expect(shipped).toEqual({
      code: 0,
      output: `已发货：订单 ${order.orderSn}，2 个包裹（顺丰速运 OPS1；中通快递 OPS2），2 个批次`,
    });
    const parcels = await rows<{ seq: number; tracking_no: string; batches: string }>(sql`
      SELECT p.seq, p.tracking_no, string_agg(b.batch_no, ',') AS batches FROM order_parcels p
      JOIN order_line_batches b ON b.parcel_id = p.id WHERE p.order_id = ${order.id} GROUP BY p.id ORDER BY p.seq`);
    expect(parcels).toEqual([
      { seq: 1, tracking_no: 'OPS1', batches: 'OB1' },
      { seq: 2, tracking_no: 'OPS2', batches: 'OB2' },
    ]);
    const tracked = await ops(
      'track',
      order.orderSn,
      '--parcel',
      '2',
      '--at',
      nowMinute(),
      '--text',
      '已揽收',
    );
    expect(tracked.code, tracked.output).toBe(0);
    expect(tracked.output).toBe(`已记录物流：订单 ${order.orderSn} 包裹 2（中通快递 OPS2） 已揽收`);
    expect(
      (await ops('track', order.orderSn, '--parcel', '3', '--at', nowMinute(), '--text', 'x')).code,
    ).toBe(1);
    expect(
      (await ops('track', order.orderSn, '--parcel', '1', '--at', '2026-02-30 10:00', '--text', 'x')).code,
    ).toBe(2);
  });
});

/** Now as a Beijing minute, the way an operator types it. */
const nowMinute = (offsetMs = 0) =>
  new Date(Date.now() + offsetMs + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('tracking timeline', () => {
  it('takes an operator entry per parcel, audited; the buyer sees it; refuses the future and foreign parcels', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, {
      json: twoParcels(pills, masks, 'P3'),
    });
    const seen = (await buyer.request('GET', `/api/order/${order.id}`)).json().data;
    const [one, two] = seen.parcels as [{ id: number }, { id: number }];
    const url = (pid: number, id = order.id) => `/api/console/orders/${id}/parcels/${pid}/tracking`;

    const since = await lastAuditIdIn(t.database.db);
    const at = nowMinute();
    const added = await cangchu.request('POST', url(two.id), {
      json: { at, description: '已揽收', location: '广州白云区' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const audit = await auditSinceIn(t.database.db, since);
    expect(audit).toEqual([expect.objectContaining({ command: 'track', ok: true, operator: 'cangchu' })]);
    // The same entry twice is one entry.
    expect(
      (await cangchu.request('POST', url(two.id), { json: { at, description: '已揽收' } })).statusCode,
    ).toBe(200);

    const after = (await buyer.request('GET', `/api/order/${order.id}`)).json().data;
    expect(after.parcels[0].tracking).toEqual([]);
    expect(after.parcels[1].tracking).toEqual([
      { at: expect.any(Number), description: '已揽收', location: '广州白云区', source: 'operator' },
    ]);

    const before = await stateOf(order.id);
    const future = await cangchu.request('POST', url(one.id), {
      json: { at: nowMinute(3600_000), description: '派送中' },
    });
    expect(future.statusCode).toBe(422);
    expect(JSON.stringify(future.json().data.errors)).toContain('时间不能晚于现在');
    const early = await cangchu.request('POST', url(one.id), {
      json: { at: '2020-01-01 08:00', description: '派送中' },
    });
    expect(JSON.stringify(early.json().data.errors)).toContain('时间不能早于包裹发出的时间');
    const bad = await cangchu.request('POST', url(one.id), { json: { at: '明天', description: '派送中' } });
    expect(bad.statusCode).toBe(422);
    // A parcel of another order under this order's id: absent.
    const other = await paidOrder();
    expect(
      (await cangchu.request('POST', url(one.id, other.id), { json: { at, description: 'x' } })).statusCode,
    ).toBe(404);
    expect(await stateOf(order.id)).toEqual(before);
  });

  it("stores a provider's events once each, beside the operators' entries", async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, {
      json: twoParcels(pills, masks, 'P4'),
    });
    const [parcel] = (await buyer.request('GET', `/api/order/${order.id}`)).json().data.parcels as [
      { id: number },
    ];
    const events = [
      { at: Date.now() - 60_000, description: '已揽收', location: '广州' },
      { at: Date.now(), description: '运输中', location: '长沙' },
    ];
    // A test-only provider object: the interface a real carrier-tracking client implements (none is configured).
    const provider: TrackingProvider = { name: 'kuaidi-test', track: async () => events };
    const fetched = await provider.track('顺丰速运', 'P41');
    expect(await recordProviderEvents(t.database.db, provider, parcel.id, fetched)).toBe(2);
    expect(await recordProviderEvents(t.database.db, provider, parcel.id, fetched)).toBe(0);
    const seen = (await buyer.request('GET', `/api/order/${order.id}`)).json().data.parcels[0].tracking;
    expect(seen.map((e: { description: string; source: string }) => `${e.description}@${e.source}`)).toEqual([
      '已揽收@kuaidi-test',
      '运输中@kuaidi-test',
    ]);
  });
});

describe('delivery note (随货同行单)', () => {
  it('is a PDF of the parcel: its batches, dates, approval number and codes, for the warehouse and the buyer', async () => {
    const order = await paidOrder();
    const [pills, masks] = order.lineIds as [number, number];
    await cangchu.request('POST', `/api/console/orders/${order.id}/ship`, {
      json: twoParcels(pills, masks, 'P5'),
    });
    const [one, two] = (await buyer.request('GET', `/api/order/${order.id}`)).json().data.parcels as [
      { id: number },
      { id: number },
    ];
    const printed = await cangchu.request(
      'GET',
      `/api/console/orders/${order.id}/parcels/${two.id}/delivery_note`,
    );
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(printed.rawPayload);
    for (const expected of [
      '随货同行单',
      `${order.orderSn}-2`,
      'P5-B',
      'P5-M',
      '2027-05-31',
      '国药准字H20003263',
      'P50004',
      '京东物流',
      '仁心大药房',
      '发货仓库：武汉一号仓',
    ])
      expect(text).toContain(expected);
    // The other parcel's batch is on the other note, not this one.
    expect(text).not.toContain('P5-A');

    const downloaded = await buyer.request('GET', `/api/order/${order.id}/parcels/${one.id}/delivery_note`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toContain(
      encodeURIComponent(`随货同行单${order.orderSn}-1.pdf`),
    );
    expect(await pdfText(downloaded.rawPayload)).toContain('P5-A');

    // Another company's order, a parcel of another order, no parcel: 404, as absent as a missing one.
    expect(
      (await stranger.request('GET', `/api/order/${order.id}/parcels/${one.id}/delivery_note`)).statusCode,
    ).toBe(404);
    const other = await paidOrder();
    expect(
      (await buyer.request('GET', `/api/order/${other.id}/parcels/${one.id}/delivery_note`)).statusCode,
    ).toBe(404);
    expect(
      (await cangchu.request('GET', `/api/console/orders/${other.id}/parcels/${one.id}/delivery_note`))
        .statusCode,
    ).toBe(404);
  });
});
