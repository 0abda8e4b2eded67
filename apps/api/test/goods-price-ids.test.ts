import { fenToYuan, goodsDetail } from '@yaocai/domain';
import { and, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  fullAmountActivities,
  fullAmountGoods,
  fullAmountTiers,
  goods,
  goodsLadderPrices,
  negotiatedPrices,
  promotionGoods,
  promotions,
  users,
} from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/*
 * GET /api/goods/detail/{id} carries the price selection a detail link names (spec §2): the running promotion,
 * the ladder set, the full-amount activity and the buyer's negotiated price, each falling back when the link
 * names nothing running.
 */

let t: TestApp;
let buyer: Browser;
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

async function detail(id: number, query = '', browser = buyer) {
  const response = await browser.request('GET', `/api/goods/detail/${id}${query}`);
  expect(response.statusCode).toBe(200);
  return goodsDetail.parse(response.json().data);
}

async function firstGoodsNamed(name: string) {
  const [row] = await t.database.db
    .select()
    .from(goods)
    .where(eq(goods.name, name))
    .orderBy(goods.id)
    .limit(1);
  if (!row) throw new Error(`${name} is seeded`);
  return row;
}

async function promotionId(code: string) {
  const [row] = await t.database.db.select().from(promotions).where(eq(promotions.code, code));
  return row?.id ?? 0;
}

async function activityId(code: string) {
  const [row] = await t.database.db
    .select()
    .from(fullAmountActivities)
    .where(eq(fullAmountActivities.code, code));
  return row?.id ?? 0;
}

async function addPromotion(
  values: Partial<typeof promotions.$inferInsert> & { code: string },
  goodsId: number,
) {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(promotions)
    .values({
      kind: 'everyday',
      title: values.code,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
      ...values,
    })
    .returning({ id: promotions.id });
  await t.database.db.insert(promotionGoods).values({ promotionId: row?.id ?? 0, goodsId, priceFen: 100 });
  return row?.id ?? 0;
}

/** A daily session six hours away from now (Beijing time): the flash sale is valid today but not on. */
function sessionNotNow() {
  const beijingHour = new Date(Date.now() + 8 * 60 * 60 * 1000).getUTCHours();
  const start = (beijingHour + 6) % 24;
  const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return { dailyStart: pad(start), dailyEnd: start === 23 ? '23:59' : pad(start + 1) };
}

describe('goods_price_id: the running promotion the link names, else the first running one', () => {
  it('names the running 每日特价 of the goods, and 0 for goods without one', async () => {
    const everyday = await promotionId('everyday-price');
    const [promoted] = await t.database.db
      .select({ goodsId: promotionGoods.goodsId })
      .from(promotionGoods)
      .where(eq(promotionGoods.promotionId, everyday))
      .limit(1);
    expect((await detail(promoted?.goodsId ?? 0)).goods_price_id).toBe(everyday);
    const [plain] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(notInArray(goods.id, t.database.db.select({ id: promotionGoods.goodsId }).from(promotionGoods)))
      .limit(1);
    expect((await detail(plain?.id ?? 0, '?goods_price_id=0')).goods_price_id).toBe(0);
  });

  it('keeps the id the link names when it runs for the goods; falls back when it does not', async () => {
    const target = await firstGoodsNamed('维生素B1片');
    const first = await addPromotion({ code: 'test-first' }, target.id);
    const second = await addPromotion({ code: 'test-second' }, target.id);
    const ended = await addPromotion(
      { code: 'test-ended', startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - DAY) },
      target.id,
    );
    const spikeOff = await addPromotion(
      { code: 'test-spike-off', kind: 'spike', ...sessionNotNow() },
      target.id,
    );
    const everyday = await promotionId('everyday-price');
    const ids = await t.database.db
      .select({ id: promotionGoods.promotionId })
      .from(promotionGoods)
      .where(
        and(
          eq(promotionGoods.goodsId, target.id),
          inArray(promotionGoods.promotionId, [everyday, first, second]),
        ),
      );
    const lowest = Math.min(...ids.map((row) => row.id));
    expect((await detail(target.id)).goods_price_id).toBe(lowest);
    expect((await detail(target.id, `?goods_price_id=${second}`)).goods_price_id).toBe(second);
    for (const stale of [ended, spikeOff, 99999, 2147483647])
      expect((await detail(target.id, `?goods_price_id=${stale}`)).goods_price_id).toBe(lowest);
  });

  it('does not count a flash sale outside its daily session', async () => {
    const target = await firstGoodsNamed('复方维生素B族片');
    await t.database.db.delete(promotionGoods).where(eq(promotionGoods.goodsId, target.id));
    const spike = await addPromotion(
      { code: 'test-spike-only', kind: 'spike', ...sessionNotNow() },
      target.id,
    );
    expect((await detail(target.id, `?goods_price_id=${spike}`)).goods_price_id).toBe(0);
  });
});

describe('ladder_price_id: the goods id names its ladder set', () => {
  it('is the goods id when the goods has tiers, else 0', async () => {
    const [laddered] = await t.database.db
      .select({ goodsId: goodsLadderPrices.goodsId })
      .from(goodsLadderPrices)
      .innerJoin(goods, eq(goods.id, goodsLadderPrices.goodsId))
      .where(not(goods.bannedOnline))
      .limit(1);
    const id = laddered?.goodsId ?? 0;
    expect((await detail(id, '?ladder_price_id=12345')).ladder_price_id).toBe(id);
    const [flat] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(
        and(
          not(goods.bannedOnline),
          notInArray(
            goods.id,
            t.database.db.select({ id: goodsLadderPrices.goodsId }).from(goodsLadderPrices),
          ),
        ),
      )
      .limit(1);
    expect((await detail(flat?.id ?? 0)).ladder_price_id).toBe(0);
  });
});

describe('goods_manjian_id: the running full-amount activity covering the goods', () => {
  it('takes the 全场 activity by default and the named one when it covers the goods', async () => {
    const all = await activityId('all-1000-50');
    const cold = await activityId('cold-500-30');
    const remedy = await firstGoodsNamed('板蓝根颗粒');
    expect((await detail(remedy.id)).goods_manjian_id).toBe(all);
    expect((await detail(remedy.id, `?goods_manjian_id=${cold}`)).goods_manjian_id).toBe(cold);
    // 满500减30 does not cover a thermometer: the link's id falls back to the 全场 one.
    const thermometer = await firstGoodsNamed('电子体温计');
    expect((await detail(thermometer.id, `?goods_manjian_id=${cold}`)).goods_manjian_id).toBe(all);
    expect((await detail(thermometer.id, '?goods_manjian_id=77777')).goods_manjian_id).toBe(all);
  });

  it('ignores an ended activity and is 0 when none runs', async () => {
    const { db } = t.database;
    const remedy = await firstGoodsNamed('感冒灵颗粒');
    const [ended] = await db
      .insert(fullAmountActivities)
      .values({
        code: 'test-ended',
        title: '已结束',
        startsAt: new Date(Date.now() - 3 * DAY),
        endsAt: new Date(Date.now() - DAY),
      })
      .returning({ id: fullAmountActivities.id });
    await db
      .insert(fullAmountTiers)
      .values({ activityId: ended?.id ?? 0, amountFen: 10000, reductionFen: 500 });
    await db.insert(fullAmountGoods).values({ activityId: ended?.id ?? 0, goodsId: remedy.id });
    const all = await activityId('all-1000-50');
    expect((await detail(remedy.id, `?goods_manjian_id=${ended?.id}`)).goods_manjian_id).toBe(all);
    await db
      .update(fullAmountActivities)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(sql`${fullAmountActivities.code} <> 'test-ended'`);
    expect((await detail(remedy.id)).goods_manjian_id).toBe(0);
    await db
      .update(fullAmountActivities)
      .set({ endsAt: new Date(Date.now() + 300 * DAY) })
      .where(sql`${fullAmountActivities.code} <> 'test-ended'`);
  });
});

describe('is_yj: the buyer company’s negotiated price', () => {
  it('shows 13800138000 the agreed price of 阿莫西林胶囊 with is_yj 1; others the list price', async () => {
    const amoxicillin = await firstGoodsNamed('阿莫西林胶囊');
    const [agreed] = await t.database.db
      .select()
      .from(negotiatedPrices)
      .where(eq(negotiatedPrices.goodsId, amoxicillin.id));
    expect(agreed?.priceFen).toBeLessThan(amoxicillin.priceFen);
    const own = await detail(amoxicillin.id);
    expect(own).toMatchObject({ is_yj: 1, price: fenToYuan(agreed?.priceFen ?? 0) });

    const other = new Browser(t.app);
    await other.login('13900139000', 'demo1234');
    expect(await detail(amoxicillin.id, '?is_yj=1', other)).toMatchObject({
      is_yj: 0,
      price: fenToYuan(amoxicillin.priceFen),
    });
    expect(await detail(amoxicillin.id, '?is_yj=1', new Browser(t.app))).toMatchObject({
      is_yj: 0,
      price: null,
    });
  });

  it('replaces the ladder with the agreed price: no tiers shown and no ladder id', async () => {
    const [laddered] = await t.database.db
      .select({ goodsId: goodsLadderPrices.goodsId })
      .from(goodsLadderPrices)
      .innerJoin(goods, eq(goods.id, goodsLadderPrices.goodsId))
      .where(not(goods.bannedOnline))
      .limit(1);
    const goodsId = laddered?.goodsId ?? 0;
    const [head] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.phone, '13800138000'));
    await t.database.db
      .insert(negotiatedPrices)
      .values({ companyId: head?.companyId ?? 0, goodsId, priceFen: 123 });
    expect(await detail(goodsId)).toMatchObject({
      is_yj: 1,
      price: '1.23',
      ladder_price: [],
      ladder_price_type: 0,
      ladder_price_id: 0,
    });
  });
});
