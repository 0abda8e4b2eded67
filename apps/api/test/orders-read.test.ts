import { orderDetail, orderList, orderRebuyResult } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from '../src/lib/interval-job';
import { completeShippedOrders } from '../src/orders/complete';
import { orderCompletionJob } from '../src/orders/completion-job';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { clearOrders } from './orders.fixtures';
import { insertOrder, orderGoods, orderParties, type Party } from './orders-read.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let buyer: Browser;
let colleague: Browser;
let other: Browser;
let me: Party;
let theirs: Party;
let goods: { inStock: number; soldOut: number };
/** Orders of 仁心大药房 by creation: paid (Beijing 2026-03-01 09:00), shipped with batches, unpaid, cancelled. */
const ids = { paid: 0, shipped: 0, unpaid: 0, cancelled: 0, foreign: 0 };
let shippedSn = '';

beforeAll(async () => {
  t = await build();
  const parties = await orderParties(t.database.db);
  me = parties.buyer;
  theirs = parties.other;
  goods = await orderGoods(t.database.db);
  const db = t.database.db;
  await clearOrders(db);
  // 2026-03-01 01:00 UTC = 09:00 Beijing; 2026-03-01 17:00 UTC = 2026-03-02 01:00 Beijing.
  ids.paid = (
    await insertOrder(db, {
      ...me,
      status: 'paid',
      createdAt: new Date('2026-03-01T01:00:00Z'),
      lines: [{ goodsId: goods.inStock, name: '阿莫西林胶囊', number: 10, priceFen: 2500 }],
    })
  ).id;
  const shipped = await insertOrder(db, {
    ...me,
    status: 'shipped',
    createdAt: new Date('2026-03-01T17:00:00Z'),
    shippedAt: new Date(Date.now() - 2 * DAY),
    lines: [
      {
        goodsId: goods.inStock,
        name: '=HYPERLINK("http://x")',
        number: 3,
        priceFen: 1000,
        discountFen: 100,
        batches: [
          {
            batchNo: 'B2401',
            production: '2025-01-10',
            expiry: '2027-01-09',
            number: 2,
            codes: ['81234567890123456789', '81234567890123456790'],
          },
          {
            batchNo: 'B2402',
            production: '2025-02-10',
            expiry: '2027-02-09',
            number: 1,
            codes: ['81234567890123456791'],
          },
        ],
      },
      { goodsId: goods.soldOut, name: '布洛芬缓释胶囊', number: 2, priceFen: 1800 },
      { goodsId: goods.inStock, name: '赠品维生素C', number: 1, priceFen: 0, isGift: true },
    ],
  });
  ids.shipped = shipped.id;
  shippedSn = shipped.orderSn;
  ids.unpaid = (
    await insertOrder(db, {
      ...me,
      createdAt: new Date('2026-03-05T04:00:00Z'),
      payDeadline: new Date(Date.now() + 10 * 60_000),
      lines: [{ goodsId: goods.inStock, name: '感冒灵颗粒', number: 1, priceFen: 1500 }],
    })
  ).id;
  ids.cancelled = (
    await insertOrder(db, {
      ...me,
      status: 'cancelled',
      createdAt: new Date('2026-03-06T04:00:00Z'),
      lines: [{ goodsId: goods.inStock, name: '感冒灵颗粒', number: 2, priceFen: 1500 }],
    })
  ).id;
  ids.foreign = (
    await insertOrder(db, {
      ...theirs,
      status: 'shipped',
      lines: [{ goodsId: goods.inStock, name: '阿莫西林胶囊', number: 1, priceFen: 2500 }],
    })
  ).id;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  colleague = new Browser(t.app);
  await colleague.login('13800138001', 'demo1234');
  other = new Browser(t.app);
  await other.login('13900139000', 'demo1234');
});
afterAll(async () => t.close());

async function list(query: string, browser = buyer) {
  const response = await browser.request('GET', `/api/order${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderList.parse(response.json().data);
}

async function detail(id: number, browser = buyer) {
  const response = await browser.request('GET', `/api/order/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderDetail.parse(response.json().data);
}

describe('GET /api/order', () => {
  it("lists the company's orders newest first with counts per tab, the same for two logins of the company", async () => {
    const all = await list('');
    expect(all.list.map((order) => order.id)).toEqual([ids.cancelled, ids.unpaid, ids.shipped, ids.paid]);
    expect(all.counts).toEqual({ all: 4, unpaid: 1, paid: 1, shipped: 1, completed: 0, cancelled: 1 });
    expect(all.list[1]).toMatchObject({ status_text: '待付款', can_pay: 1, can_cancel: 1, can_receive: 0 });
    expect(all.list[2]).toMatchObject({ lines_count: 3, units: 6, can_receive: 1, pay_deadline: null });
    expect(all.list[2]?.preview).toHaveLength(3);
    // Each preview line carries its goods' unit for the card's "× 10盒" (issue #20 §6).
    for (const line of all.list[2]?.preview ?? []) expect(line.bzdw).toMatch(/\S/);
    expect(all.list[2]?.amounts).toMatchObject({ goods_total: '66.00', discount: '1.00', total: '65.00' });
    expect(await list('', colleague)).toEqual(all);
    expect((await list('', other)).list.map((order) => order.id)).toEqual([ids.foreign]);
  });

  it('filters by tab, keywords over order number and goods names, Beijing dates, and pages', async () => {
    const shipped = await list('?status=shipped');
    expect(shipped.list.map((order) => order.id)).toEqual([ids.shipped]);
    expect(shipped.total).toBe(1);
    expect(shipped.counts.all).toBe(4);
    expect((await list(`?keywords=${encodeURIComponent('布洛芬')}`)).list.map((o) => o.id)).toEqual([
      ids.shipped,
    ]);
    expect((await list(`?keywords=${shippedSn.slice(-8)}`)).list.map((o) => o.id)).toEqual([ids.shipped]);
    expect((await list('?keywords=%25')).total).toBe(0);
    // 17:00 UTC on 1 March is already 2 March in Beijing.
    expect((await list('?start_date=2026-03-01&end_date=2026-03-01')).list.map((o) => o.id)).toEqual([
      ids.paid,
    ]);
    expect((await list('?start_date=2026-03-02&end_date=2026-03-05')).list.map((o) => o.id)).toEqual([
      ids.unpaid,
      ids.shipped,
    ]);
    const second = await list('?page=2&per_page=3');
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(second.list.map((o) => o.id)).toEqual([ids.paid]);
  });
});

describe('GET /api/order/{id}', () => {
  it('shows lines with final prices, batches and trace codes, payments, history and logistics', async () => {
    const order = await detail(ids.shipped, colleague);
    const [line, plain, gift] = order.lines;
    expect(line).toMatchObject({
      price: '10.00',
      amount: '30.00',
      discount: '1.00',
      payable: '29.00',
      final_price: '9.66',
    });
    expect(line?.batches).toEqual([
      {
        batch_no: 'B2401',
        production_date: '2025-01-10',
        expiry_date: '2027-01-09',
        number: 2,
        trace_codes: ['81234567890123456789', '81234567890123456790'],
      },
      {
        batch_no: 'B2402',
        production_date: '2025-02-10',
        expiry_date: '2027-02-09',
        number: 1,
        trace_codes: ['81234567890123456791'],
      },
    ]);
    expect(plain?.batches).toEqual([]);
    expect(gift?.is_gift).toBe(1);
    expect(order.payments).toMatchObject([{ method: 'balance', status: 'paid', amount: '65.00' }]);
    expect(order.history.map((event) => event.status)).toEqual(['unpaid']);
    expect(order.logistics).toMatchObject({ carrier: '顺丰速运', tracking_no: 'SF1234567890' });
    expect((await detail(ids.unpaid)).logistics).toBeNull();
  });

  it("answers another company's order, and a missing one, with 404 on every order route", async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/receive'],
      ['POST', '/rebuy'],
      ['GET', '/export'],
    ] as const) {
      const foreign = await buyer.request(method, `/api/order/${ids.foreign}${path}`);
      expect(foreign.statusCode, `${method} ${path}`).toBe(404);
      expect((await buyer.request(method, `/api/order/999999${path}`)).statusCode).toBe(404);
    }
    const [row] = (
      await t.database.db.execute<{ status: string }>(
        sql`SELECT status FROM orders WHERE id = ${ids.foreign}`,
      )
    ).rows;
    expect(row?.status).toBe('shipped');
  });
});

describe('receipt and auto-completion', () => {
  it('confirms receipt only of a shipped order, once, with a history entry', async () => {
    const early = await buyer.request('POST', `/api/order/${ids.paid}/receive`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('订单当前状态不能确认收货');
    const order = await insertOrder(t.database.db, {
      ...me,
      status: 'shipped',
      lines: [{ goodsId: goods.inStock, name: '板蓝根颗粒', number: 1, priceFen: 1200 }],
    });
    expect((await colleague.request('POST', `/api/order/${order.id}/receive`)).statusCode).toBe(200);
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: 'completed', can_receive: 0 });
    expect(after.history.map((event) => event.status)).toEqual(['unpaid', 'completed']);
    expect((await buyer.request('POST', `/api/order/${order.id}/receive`)).statusCode).toBe(409);
  });

  it('completes shipped orders N days after shipping, not before, exactly once', async () => {
    const now = new Date();
    const make = (daysAgo: number) =>
      insertOrder(t.database.db, {
        ...theirs,
        status: 'shipped',
        shippedAt: new Date(now.getTime() - daysAgo * DAY),
        lines: [{ goodsId: goods.inStock, name: '板蓝根颗粒', number: 1, priceFen: 1200 }],
      });
    const due = await make(7.01);
    const notYet = await make(6.99);
    expect(await completeShippedOrders(t.database.db, now, 7)).toBe(1);
    expect(await completeShippedOrders(t.database.db, now, 7)).toBe(0);
    const rows = await t.database.db.execute<{ id: number; status: string; events: string }>(sql`
      SELECT o.id, o.status, (SELECT count(*) FROM order_events e WHERE e.order_id = o.id AND e.status = 'completed') AS events
      FROM orders o WHERE o.id IN (${due.id}, ${notYet.id}) ORDER BY o.id`);
    expect(rows.rows.map((row) => [row.status, Number(row.events)])).toEqual([
      ['completed', 1],
      ['shipped', 0],
    ]);
  });
});

describe('the auto-receive timer', () => {
  it('runs the completion every five minutes from ready until close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = Fastify({ logger: false });
      app.decorate('db', t.database.db);
      app.decorate('config', {
        orderAutoReceiveDays: 3,
        orderCompletionIntervalMs: 5 * 60 * 1000,
      } as TestApp['app']['config']);
      startIntervalJob(app, orderCompletionJob(app));
      const ship = (daysAgo: number) =>
        insertOrder(t.database.db, {
          ...theirs,
          status: 'shipped',
          shippedAt: new Date(Date.now() - daysAgo * DAY),
          lines: [{ goodsId: goods.inStock, name: '板蓝根颗粒', number: 1, priceFen: 1200 }],
        });
      const statusOf = async (id: number) =>
        (await t.database.db.execute<{ status: string }>(sql`SELECT status FROM orders WHERE id = ${id}`))
          .rows[0]?.status;
      const first = await ship(4);
      await app.ready();
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
      await vi.waitUntil(async () => (await statusOf(first.id)) === 'completed', { timeout: 5000 });
      await app.close();
      const second = await ship(4);
      await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
      expect(await statusOf(second.id)).toBe('shipped');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/order/{id}/rebuy', () => {
  it("puts the non-gift lines back through the cart's add rules and lists what it could not add", async () => {
    await t.database.db.execute(sql`DELETE FROM cart_items`);
    const response = await colleague.request('POST', `/api/order/${ids.shipped}/rebuy`);
    expect(response.statusCode, response.body).toBe(200);
    const result = orderRebuyResult.parse(response.json().data);
    expect(result).toEqual({ added: 1, skipped: [{ name: '布洛芬缓释胶囊', reason: '商品已售罄' }] });
    const cart = await t.database.db.execute<{ goods_id: number; number: number }>(
      sql`SELECT goods_id, number FROM cart_items WHERE user_id = ${(await orderParties(t.database.db)).colleague.userId}`,
    );
    // The gift (same goods) is not bought again: only the 3 ordered units.
    expect(cart.rows).toEqual([{ goods_id: goods.inStock, number: 3 }]);
  });
});

describe('GET /api/order/{id}/export', () => {
  it('gives a UTF-8 CSV with BOM, one row per shipped batch, formula cells escaped', async () => {
    const response = await buyer.request('GET', `/api/order/${ids.shipped}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${shippedSn}.csv"`);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const rows = body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      '随货同行单号,供货单位,许可证号,商品名称,规格,生产厂家,批准文号,批号,生产日期,有效期至,数量,单位,最终单价,金额,发票号,是否赠品,追溯码',
    );
    expect(rows).toHaveLength(5);
    expect(rows[1]).toBe(
      `${shippedSn}-1,药采（北京）医药有限公司,京AA0100123,"'=HYPERLINK(""http://x"")",0.25g*24粒,华北制药股份有限公司,国药准字H13023964,B2401,2025-01-10,2027-01-09,2,盒,9.66,19.32,,否,81234567890123456789;81234567890123456790`,
    );
    expect(rows[2]).toContain(',B2402,2025-02-10,2027-02-09,1,盒,9.66,9.66,,否,81234567890123456791');
    // Not shipped: one row for the line, batch fields empty.
    expect(rows[3]).toContain(
      '布洛芬缓释胶囊,0.25g*24粒,华北制药股份有限公司,国药准字H13023964,,,,2,盒,18.00,36.00,,否,',
    );
    expect(rows[4]).toContain('赠品维生素C');
    expect(rows[4]).toContain(',0.00,0.00,,是,');
  });
});
