import { randomUUID } from 'node:crypto';
import {
  activityPageData,
  activityPageList,
  cartState,
  consoleActivityPageRow,
  consoleStoreWideRow,
  goodsActivitiesData,
  welfareData,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * 全场94折 (issue #22 §1, `/welfare`) on PostgreSQL: the page, the cart and the order through the engine, the
 * goods' activities, the operators' editing (audited, permission-checked), and the clinics' page (/yyh).
 * docs/pricing.md "全场94折", docs/promotions.md.
 */

let t: TestApp;
let buyer: Browser;
let clinic: Browser;
/** 布洛芬-like goods at ¥12.80, no promotion, ladder or negotiated price, in stock. */
let plain: number;
/** A goods with a 每日特价 running all day. */
let onSale: number;
let controlled: number;
let offerId: number;

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  clinic = new Browser(t.app);
  await clinic.login('13900139000', 'demo1234');
  const inScope = sql`NOT banned_online AND NOT is_controlled AND scope_category = 'chemical'`;
  plain = (await one<{ id: number }>(sql`SELECT id FROM goods WHERE ${inScope} ORDER BY id LIMIT 1`)).id;
  onSale = (
    await one<{ id: number }>(
      sql`SELECT id FROM goods WHERE ${inScope} AND id <> ${plain} ORDER BY id LIMIT 1`,
    )
  ).id;
  controlled = (
    await one<{ id: number }>(sql`SELECT id FROM goods WHERE NOT banned_online AND is_controlled LIMIT 1`)
  ).id;
  await db.execute(sql`DELETE FROM promotion_goods WHERE goods_id IN (${plain}, ${onSale})`);
  await db.execute(sql`DELETE FROM goods_ladder_prices WHERE goods_id = ${plain}`);
  await db.execute(sql`DELETE FROM negotiated_prices WHERE goods_id = ${plain}`);
  await db.execute(sql`DELETE FROM gift_rules WHERE goods_id = ${plain}`);
  await db.execute(sql`UPDATE goods SET price_fen = 1280, stock = 1000, zbz = 1 WHERE id = ${plain}`);
  await db.execute(sql`UPDATE goods SET stock = 1000, zbz = 1 WHERE id = ${onSale}`);
  const sale = await one<{ id: number }>(sql`
    INSERT INTO promotions (code, kind, title, starts_at, ends_at)
    VALUES ('welfare-test', 'everyday', '每日特价', now() - interval '1 day', now() + interval '1 day') RETURNING id`);
  await db.execute(
    sql`INSERT INTO promotion_goods (promotion_id, goods_id, price_fen) VALUES (${sale.id}, ${onSale}, 100)`,
  );
  offerId = (await one<{ id: number }>(sql`SELECT id FROM store_wide_offers ORDER BY id LIMIT 1`)).id;
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM cart_items`);
  // Every buyer gets it unless a test narrows it.
  await t.database.db.execute(
    sql`UPDATE store_wide_offers SET enterprise_types = '{}', regions = '{}', paused = false WHERE id = ${offerId}`,
  );
});

async function cartWith(goodsId: number, number: number) {
  const added = await buyer.request('POST', '/api/cart', {
    json: { params: [{ goods_id: goodsId, number }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  const response = await buyer.request('GET', '/api/cart/list');
  return cartState.parse(response.json().data);
}

describe('GET /api/welfare', () => {
  it('shows the running 94折 with its window on the server clock and each goods at what one unit costs in it', async () => {
    const response = await buyer.request('GET', '/api/welfare?per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    const data = welfareData.parse(response.json().data);
    expect([data.rate_percent, data.label, data.in_audience, data.status]).toEqual([
      94,
      '94折',
      1,
      'ongoing',
    ]);
    expect(data.start).toBeLessThanOrEqual(data.timestamp);
    expect(data.rules).toContain('94折');
    const list = data.floors[0]?.list ?? [];
    const item = list.find((goods) => goods.id === plain);
    // ¥12.80 less 6% rounded down (¥0.768 → ¥0.76): ¥12.04.
    expect(item?.store_wide_price).toBe('12.04');
    expect(item?.tags[0]?.name).toBe('94折');
    const ids = list.map((goods) => goods.id);
    expect(ids).not.toContain(controlled);
    expect(ids).not.toContain(onSale);
    expect(data.total).toBeGreaterThan(list.length - 1);
  });

  it('shows a visitor the offer without prices, and is 404 once no offer runs', async () => {
    const data = welfareData.parse((await t.app.inject({ url: '/api/welfare' })).json().data);
    expect(data.in_audience).toBe(0);
    expect(data.floors[0]?.list.every((goods) => goods.store_wide_price === null)).toBe(true);
    await t.database.db.execute(sql`UPDATE store_wide_offers SET paused = true WHERE id = ${offerId}`);
    expect((await t.app.inject({ url: '/api/welfare' })).statusCode).toBe(404);
  });
});

describe('the 94折 in the cart and the order', () => {
  it('takes 6% off the line, shows it in the line, the activity data and the totals', async () => {
    const cart = await cartWith(plain, 10);
    const line = cart.data.find((candidate) => candidate.goods?.id === plain);
    // 10 × ¥12.80 = ¥128.00, 6% = ¥7.68.
    expect([line?.amount, line?.store_wide_amount, line?.payable]).toEqual(['128.00', '7.68', '120.32']);
    expect(cart.activity_data.store_wide).toMatchObject({
      label: '94折',
      discount: '7.68',
      eligible: '128.00',
    });
    expect(cart.totals).toMatchObject({ goods_total: '128.00', store_wide: '7.68' });
  });

  it('gives nothing to goods under an excluded category, named by an ancestor', async () => {
    const { category } = await one<{ category: number }>(sql`
      SELECT coalesce(c.parent_id, c.id) AS category FROM goods_categories gc
      JOIN categories c ON c.id = gc.category_id WHERE gc.goods_id = ${plain} LIMIT 1`);
    await t.database.db.execute(sql`UPDATE store_wide_offers
      SET exclude = jsonb_set(exclude, '{categoryIds}', jsonb_build_array(${category}::int)) WHERE id = ${offerId}`);
    try {
      expect((await cartWith(plain, 10)).totals.store_wide).toBe('0.00');
    } finally {
      await t.database.db.execute(sql`UPDATE store_wide_offers
        SET exclude = jsonb_set(exclude, '{categoryIds}', '[]') WHERE id = ${offerId}`);
    }
    expect((await cartWith(plain, 10)).totals.store_wide).not.toBe('0.00');
  });

  it('gives nothing to a buyer outside its audience, for goods on sale, or while paused', async () => {
    await t.database.db.execute(
      sql`UPDATE store_wide_offers SET enterprise_types = '{pharmacy}' WHERE id = ${offerId}`,
    );
    expect((await cartWith(plain, 10)).totals.store_wide).toBe('0.00');
    await t.database.db.execute(sql`UPDATE store_wide_offers SET enterprise_types = '{}', paused = true`);
    expect((await cartWith(plain, 10)).totals.store_wide).toBe('0.00');
    await t.database.db.execute(sql`UPDATE store_wide_offers SET paused = false`);
    await t.database.db.execute(sql`DELETE FROM cart_items`);
    expect((await cartWith(onSale, 3)).totals.store_wide).toBe('0.00');
  });

  it('charges the discounted total and writes the share into the order line', async () => {
    await cartWith(plain, 10);
    const address = await one<{ id: number }>(sql`
      SELECT a.id FROM addresses a JOIN users u ON u.company_id = a.company_id
      WHERE u.phone = '13800138000' ORDER BY a.id LIMIT 1`);
    const created = await buyer.request('POST', '/api/order', {
      json: { address_id: address.id },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = await one<{ id: number; discount_fen: string; goods_total_fen: string; total_fen: string }>(
      sql`SELECT id, discount_fen, goods_total_fen, total_fen FROM orders ORDER BY id DESC LIMIT 1`,
    );
    expect([Number(order.goods_total_fen), Number(order.discount_fen)]).toEqual([12800, 768]);
    const line = await one<{ discount_fen: string; payable_fen: string }>(
      sql`SELECT discount_fen, payable_fen FROM order_lines WHERE order_id = ${order.id} AND goods_id = ${plain}`,
    );
    expect([Number(line.discount_fen), Number(line.payable_fen)]).toEqual([768, 12032]);
  });
});

describe('GET /api/goods/activities', () => {
  it('lists the 94折 for a goods in it with its price, and not for one it excludes', async () => {
    const inIt = goodsActivitiesData.parse(
      (await buyer.request('GET', `/api/goods/activities?goods_id=${plain}`)).json().data,
    );
    expect(inIt.list.find((activity) => activity.kind === 'store_wide')).toMatchObject({
      promo_price: '12.04',
    });
    const excluded = goodsActivitiesData.parse(
      (await buyer.request('GET', `/api/goods/activities?goods_id=${onSale}`)).json().data,
    );
    expect(excluded.list.some((activity) => activity.kind === 'store_wide')).toBe(false);
  });
});

describe('operators', () => {
  const offerBody = () => ({
    title: '全场9折 · 周年庆',
    rate_percent: 90,
    starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    ends_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    rules: '全场9折',
    exclude: { controlled: true, promotions: true, discounted: true, goods_ids: [plain], category_ids: [] },
  });

  it('运营 creates, edits, pauses and ends a 94折, each audited; 仓储 may not', async () => {
    const body = offerBody();
    const yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.61');
    const cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.62');
    expect((await cangchu.request('POST', '/api/console/welfare', { json: body })).statusCode).toBe(403);
    const since = await lastAuditId(t.database.db);
    const created = await yunying.request('POST', '/api/console/welfare', { json: body });
    expect(created.statusCode, created.body).toBe(200);
    const row = consoleStoreWideRow.parse(created.json().data);
    expect([row.label, row.status, row.exclude.goods_ids]).toEqual(['9折', 'upcoming', [plain]]);
    const edited = await yunying.request('PUT', `/api/console/welfare/${row.id}`, {
      json: { ...body, rate_percent: 88 },
    });
    expect(consoleStoreWideRow.parse(edited.json().data).label).toBe('88折');
    const paused = await yunying.request('POST', `/api/console/welfare/${row.id}/status`, {
      json: { action: 'pause' },
    });
    expect(consoleStoreWideRow.parse(paused.json().data).status).toBe('paused');
    const ended = await yunying.request('POST', `/api/console/welfare/${row.id}/status`, {
      json: { action: 'end' },
    });
    expect(consoleStoreWideRow.parse(ended.json().data).status).toBe('ended');
    const again = await yunying.request('POST', `/api/console/welfare/${row.id}/status`, {
      json: { action: 'end' },
    });
    expect(again.statusCode).toBe(409);
    // An ended offer is history: editing it is refused and changes nothing.
    const late = await yunying.request('PUT', `/api/console/welfare/${row.id}`, { json: body });
    expect(late.statusCode).toBe(409);
    const audit = await auditSince(t.database.db, since);
    expect(audit.map((entry) => [entry.command, entry.ok])).toEqual([
      ['welfare-create', true],
      ['welfare-edit', true],
      ['welfare-status', true],
      ['welfare-status', true],
      ['welfare-status', false],
      ['welfare-edit', false],
    ]);
    expect(audit[0]?.operator).toBe('yunying');
  });

  it('运营 creates, pauses and resumes an activity page; a paused page leaves the buyers’ list', async () => {
    const yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.63');
    const page = {
      url: 'spring-clinic',
      title: '春季诊所专场',
      rules: '1. 活动时间以倒计时为准。',
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      floors: [{ title: '常备西药', goods_ids: [plain] }],
    };
    const created = await yunying.request('POST', '/api/console/activity-pages', { json: page });
    expect(created.statusCode, created.body).toBe(200);
    const row = consoleActivityPageRow.parse(created.json().data);
    const listed = async () =>
      activityPageList
        .parse((await t.app.inject({ url: '/api/activity/pages' })).json().data)
        .list.map((p) => p.url);
    expect(await listed()).toContain('spring-clinic');
    const taken = await yunying.request('POST', '/api/console/activity-pages', { json: page });
    expect(taken.statusCode).toBe(422);
    await yunying.request('POST', `/api/console/activity-pages/${row.id}/status`, {
      json: { action: 'pause' },
    });
    expect(await listed()).not.toContain('spring-clinic');
    expect((await t.app.inject({ url: `/api/activity/${row.id}` })).statusCode).toBe(404);
    await yunying.request('POST', `/api/console/activity-pages/${row.id}/status`, {
      json: { action: 'resume' },
    });
    expect(await listed()).toContain('spring-clinic');
  });

  it('refuses NUL and control characters in the typed texts with 422, storing nothing', async () => {
    const yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.64');
    const count = async (table: 'store_wide_offers' | 'activity_pages') =>
      (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).n;
    const offers = await count('store_wide_offers');
    const pages = await count('activity_pages');
    for (const json of [
      { ...offerBody(), title: '全场\u00009折' },
      { ...offerBody(), rules: '全场\u001b9折' },
      { ...offerBody(), regions: ['北京\u0000'] },
    ]) {
      const refused = await yunying.request('POST', '/api/console/welfare', { json });
      expect(refused.statusCode, refused.body).toBe(422);
    }
    const page = {
      url: 'control-chars',
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    for (const json of [
      { ...page, title: '专场\u0000', rules: '规则', floors: [{ title: '西药', goods_ids: [plain] }] },
      { ...page, title: '专场', rules: '规则\u0007', floors: [{ title: '西药', goods_ids: [plain] }] },
      { ...page, title: '专场', rules: '规则', floors: [{ title: '西\u0000药', goods_ids: [plain] }] },
    ]) {
      const refused = await yunying.request('POST', '/api/console/activity-pages', { json });
      expect(refused.statusCode, refused.body).toBe(422);
    }
    expect([await count('store_wide_offers'), await count('activity_pages')]).toEqual([offers, pages]);
  });
});

describe('ops welfare and ops page', () => {
  it('list, pause and resume over the console’s services, each command audited; a bad id is wrong usage', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await main([...argv, '--operator', '张三'], {
        db: t.database.db,
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      });
      return { code, output: lines.join('\n') };
    };
    const before = await lastAuditId(t.database.db);
    expect((await run('welfare', 'list')).output).toContain(
      `#${offerId} 全场94折 · 药采福利季  94折  进行中`,
    );
    expect(await run('welfare', 'pause', String(offerId))).toEqual({
      code: 0,
      output: `全场折扣 #${offerId}：进行中 → 已暂停`,
    });
    expect((await t.app.inject({ url: '/api/welfare' })).statusCode).toBe(404);
    expect((await run('welfare', 'resume', String(offerId))).code).toBe(0);
    expect((await run('welfare', 'resume', String(offerId))).code).toBe(1);
    expect((await run('page', 'list')).output).toContain('/activity/yyh');
    expect((await run('page', 'pause', 'x')).code).toBe(2);
    const audit = await auditSince(t.database.db, before);
    expect(audit.map((row) => [row.command, row.source, row.ok])).toEqual([
      ['welfare', 'ops', true],
      ['welfare', 'ops', true],
      ['welfare', 'ops', true],
      ['welfare', 'ops', false],
      ['page', 'ops', true],
      ['page', 'ops', false],
    ]);
  });
});

describe("GET /api/activity/clinic (the clinics' page, /yyh)", () => {
  it("narrows each floor to the clinic's approved business scope", async () => {
    const response = await clinic.request('GET', '/api/activity/clinic');
    expect(response.statusCode, response.body).toBe(200);
    const page = activityPageData.parse(response.json().data);
    expect(page.url).toBe('yyh');
    const scope = (
      await t.database.db.execute<{ category: string }>(sql`
        SELECT s.category FROM company_scopes s JOIN users u ON u.company_id = s.company_id
        WHERE u.phone = '13900139000' AND s.status = 'approved'`)
    ).rows.map((row) => row.category);
    const ids = page.floors.flatMap((floor) => floor.list.map((goods) => goods.id));
    expect(ids.length).toBeGreaterThan(0);
    const scopes = (
      await t.database.db.execute<{ scope_category: string }>(
        sql`SELECT scope_category FROM goods WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).rows.map((row) => row.scope_category);
    for (const category of scopes) expect(scope).toContain(category);
  });
});
