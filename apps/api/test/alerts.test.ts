import { alertItem, alertPage } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireGoodsAlerts } from '../src/alerts';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { buyerByPhone } from './orders.fixtures';

/*
 * Goods alerts (issue #23 §1): 降价提醒 fires once when the price this buyer pays drops below the price at
 * subscription (a rise does not), 到货提醒 when the goods is back in stock; each alert is its login's own.
 */

let t: TestApp;
let renxin: Browser;
let kangning: Browser;
/** Two goods sold online, not controlled, not 含麻, without a ladder. */
let goodsA = 0;
let goodsB = 0;

const db = () => t.database.db;
const setGoods = (id: number, set: { priceFen?: number; stock?: number }) =>
  db().execute(sql`
    UPDATE goods SET price_fen = coalesce(${set.priceFen ?? null}::int, price_fen),
      stock = coalesce(${set.stock ?? null}::int, stock)
    WHERE id = ${id}`);
const alertMessages = async (phone: string) =>
  (
    await db().execute<{ title: string; body: string; link: string }>(sql`
      SELECT m.title, m.body, m.link FROM messages m JOIN users u ON u.id = m.user_id
      WHERE u.phone = ${phone} AND m.dedupe_key LIKE 'goods-alert:%' ORDER BY m.id`)
  ).rows;

beforeAll(async () => {
  t = await build({ goodsAlertIntervalMs: 0 });
  const picked = await db().execute<{ id: number }>(sql`
    SELECT id FROM goods g
    WHERE NOT banned_online AND NOT is_controlled AND regulatory_class <> 'ephedrine_compound'
      AND NOT EXISTS (SELECT 1 FROM goods_ladder_prices l WHERE l.goods_id = g.id)
      AND NOT EXISTS (SELECT 1 FROM negotiated_prices n WHERE n.goods_id = g.id)
    ORDER BY id LIMIT 2`);
  [goodsA, goodsB] = picked.rows.map((row) => row.id) as [number, number];
  await setGoods(goodsA, { priceFen: 2000, stock: 50 });
  await setGoods(goodsB, { priceFen: 1500, stock: 0 });
  renxin = new Browser(t.app);
  await renxin.login('13800138000', 'demo1234');
  kangning = new Browser(t.app);
  await kangning.login('13900139000', 'demo1234');
});
afterAll(async () => t.close());

const subscribe = (who: Browser, goodsId: number, kind: 'restock' | 'price') =>
  who.request('POST', '/api/user/alerts', { json: { goods_id: goodsId, kind } });

describe('降价提醒', () => {
  it('keeps the price this buyer pays, fires once on a drop and never on a rise', async () => {
    const made = await subscribe(renxin, goodsA, 'price');
    expect(made.statusCode, made.body).toBe(200);
    const alert = alertItem.parse(made.json().data);
    expect(alert).toMatchObject({ kind: 'price', status: 'active', subscribed_price: '20.00' });
    // Subscribing again answers the active alert.
    expect((await subscribe(renxin, goodsA, 'price')).json().data.id).toBe(alert.id);

    await setGoods(goodsA, { priceFen: 2300 });
    expect(await fireGoodsAlerts(db())).toBe(0);
    await setGoods(goodsA, { priceFen: 1800 });
    expect(await fireGoodsAlerts(db())).toBe(1);
    expect(await fireGoodsAlerts(db())).toBe(0);
    await setGoods(goodsA, { priceFen: 1500 });
    expect(await fireGoodsAlerts(db())).toBe(0);

    const messages = await alertMessages('13800138000');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.title).toContain('降价提醒');
    expect(messages[0]?.body).toContain('¥20.00 → ¥18.00');
    expect(messages[0]?.link).toBe(`/list_info/${goodsA}`);
    const listed = alertPage.parse(
      (await renxin.request('GET', `/api/user/alerts?goods_id=${goodsA}`)).json().data,
    );
    expect(listed.list[0]).toMatchObject({ id: alert.id, status: 'fired', fired_price: '18.00' });
  });

  it('compares the price of this buyer: an agreed price for one company fires that company only', async () => {
    await setGoods(goodsA, { priceFen: 1500 });
    const mine = await subscribe(renxin, goodsA, 'price');
    const theirs = await subscribe(kangning, goodsA, 'price');
    expect([mine.json().data.subscribed_price, theirs.json().data.subscribed_price]).toEqual([
      '15.00',
      '15.00',
    ]);
    const { companyId } = await buyerByPhone(db(), '13900139000');
    await db().execute(
      sql`INSERT INTO negotiated_prices (company_id, goods_id, price_fen) VALUES (${companyId}, ${goodsA}, 1200)`,
    );
    expect(await fireGoodsAlerts(db())).toBe(1);
    expect(await alertMessages('13900139000')).toHaveLength(1);
    expect(await alertMessages('13800138000')).toHaveLength(1);
    await db().execute(
      sql`DELETE FROM negotiated_prices WHERE company_id = ${companyId} AND goods_id = ${goodsA}`,
    );
  });
});

describe('到货提醒', () => {
  it('is refused on goods in stock and fires once when the goods comes back', async () => {
    const inStock = await subscribe(renxin, goodsA, 'restock');
    expect(inStock.statusCode).toBe(422);
    const made = await subscribe(renxin, goodsB, 'restock');
    expect(made.statusCode, made.body).toBe(200);
    expect(await fireGoodsAlerts(db())).toBe(0);
    await setGoods(goodsB, { stock: 7 });
    expect(await fireGoodsAlerts(db())).toBe(1);
    expect(await fireGoodsAlerts(db())).toBe(0);
    const restock = (await alertMessages('13800138000')).filter((m) => m.title.includes('到货提醒'));
    expect(restock).toHaveLength(1);
    expect(restock[0]?.body).toContain('现有库存7');
  });

  it('does not fire a cancelled alert', async () => {
    await setGoods(goodsB, { stock: 0 });
    const made = await subscribe(renxin, goodsB, 'restock');
    const id = made.json().data.id as number;
    const cancelled = await renxin.request('POST', `/api/user/alerts/${id}/cancel`, { json: {} });
    expect(cancelled.json().data.status).toBe('cancelled');
    await setGoods(goodsB, { stock: 3 });
    expect(await fireGoodsAlerts(db())).toBe(0);
  });
});

describe("someone else's alert", () => {
  it('is 404 to cancel and absent from their list, and stays active', async () => {
    await setGoods(goodsB, { stock: 0 });
    const id = (await subscribe(renxin, goodsB, 'restock')).json().data.id as number;
    const answer = await kangning.request('POST', `/api/user/alerts/${id}/cancel`, { json: {} });
    expect(answer.statusCode).toBe(404);
    const theirs = alertPage.parse((await kangning.request('GET', '/api/user/alerts')).json().data);
    expect(theirs.list.map((alert) => alert.id)).not.toContain(id);
    const mine = alertPage.parse((await renxin.request('GET', '/api/user/alerts?status=active')).json().data);
    expect(mine.list.map((alert) => alert.id)).toContain(id);
  });

  it('answers 404 for goods banned online and 401 to a visitor', async () => {
    const banned = await db().execute<{ id: number }>(sql`SELECT id FROM goods WHERE banned_online LIMIT 1`);
    expect((await subscribe(renxin, banned.rows[0]?.id as number, 'price')).statusCode).toBe(404);
    expect((await new Browser(t.app).request('GET', '/api/user/alerts')).statusCode).toBe(401);
  });
});
