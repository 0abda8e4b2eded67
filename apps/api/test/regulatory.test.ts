import {
  cartState,
  combinationList,
  everydayPriceData,
  goodsDetail,
  goods as goodsSchema,
  pageOf,
  type RegulatoryClass,
  recommendationData,
  siteConfig,
  spikeData,
  wordList,
} from '@yaocai/domain';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { main } from '../src/cli/ops';
import {
  brands,
  combinationParts,
  combinations,
  controlledProgrammeGoods,
  controlledProgrammes,
  goods,
  hotWords,
  manufacturers,
  promotionGoods,
  promotions,
  searchLogs,
} from '../src/db/schema/index';
import { bannedOnlineRefusal } from '../src/lib/errors';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { newBuyers, sessionBrowser } from './orders-create.fixtures';

/*
 * Issue 20 §5: goods of a class banned online (药品网络销售禁止清单) never reach a listing, search, suggestion,
 * hot word, zone, promotion or favourites list, and cannot be added, ordered or put on sale. The seed keeps its
 * two psychotropics (艾司唑仑片, 右佐匹克隆片) as 第二类精神药品; the other paths are shown by reclassing a product
 * that is on the path, as when a drug joins the psychotropic list (docs/regulatory.md).
 */

const goodsPage = pageOf(goodsSchema);
const PSYCHOTROPIC_REASON = '第二类精神药品禁止网络销售，不能购买或上架';

let t: TestApp;
let db: TestApp['database']['db'];
let buyer: Browser;
let psychotropics: { id: number; name: string; pzwh: string; barcode: string; manufacturerId: number }[];

beforeAll(async () => {
  t = await build();
  db = t.database.db;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  psychotropics = await db
    .select({
      id: goods.id,
      name: goods.name,
      pzwh: goods.pzwh,
      barcode: goods.barcode,
      manufacturerId: goods.manufacturerId,
    })
    .from(goods)
    .where(inArray(goods.name, ['艾司唑仑片', '右佐匹克隆片']));
});
afterAll(async () => t.close());

/** The server's display caches, forgotten: their lifetimes are not the point here (see docs/regulatory.md). */
function forgetCaches() {
  const cache = t.app.catalogueCache;
  for (const part of [cache.rows, cache.detail, cache.searchHits, cache.suggestions, cache.visitorPages])
    part.clear();
}

/** Reclasses `ids` as an operator would. */
async function reclass(ids: readonly number[], regulatoryClass: RegulatoryClass) {
  await db
    .update(goods)
    .set({ regulatoryClass })
    .where(inArray(goods.id, [...ids]));
  forgetCaches();
}

async function data<T>(schema: z.ZodType<T>, url: string, browser: Browser = buyer): Promise<T> {
  const response = await browser.request('GET', url);
  expect(response.statusCode, url).toBe(200);
  return schema.parse(response.json().data);
}

const idsOf = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('the seed', () => {
  it('keeps 艾司唑仑片 and 右佐匹克隆片 as 第二类精神药品, banned online, and in no promotion or programme', async () => {
    expect(psychotropics.length).toBeGreaterThanOrEqual(2);
    const ids = idsOf(psychotropics);
    const rows = await db
      .select({ regulatoryClass: goods.regulatoryClass, bannedOnline: goods.bannedOnline })
      .from(goods)
      .where(inArray(goods.id, ids));
    for (const row of rows) expect(row).toEqual({ regulatoryClass: 'psychotropic_2', bannedOnline: true });
    const promoted = await db.select().from(promotionGoods).where(inArray(promotionGoods.goodsId, ids));
    const programmed = await db
      .select()
      .from(controlledProgrammeGoods)
      .where(inArray(controlledProgrammeGoods.goodsId, ids));
    expect([...promoted, ...programmed]).toEqual([]);
  });
});

describe('listings, zones and the detail page', () => {
  it('lists every goods sold online and none banned, across all pages, with a total that counts only the former', async () => {
    const seen: number[] = [];
    let total = 0;
    for (let page = 1; page === 1 || seen.length < total; page++) {
      const result = await data(goodsPage, `/api/goods/list?per_page=100&page=${page}`);
      total = result.total;
      seen.push(...idsOf(result.list));
      if (result.list.length === 0) break;
    }
    const [sold] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(not(goods.bannedOnline));
    expect(total).toBe(sold?.n);
    for (const { id } of psychotropics) expect(seen).not.toContain(id);
  });

  it('leaves out of the controlled-sale zone the psychotropics that were controlled goods', async () => {
    const zone = await data(goodsPage, '/api/goods/list?zone=kxzq&per_page=100');
    const [controlled] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(and(goods.isControlled, not(goods.bannedOnline)));
    expect(zone.total).toBe(controlled?.n);
    for (const { id } of psychotropics) expect(idsOf(zone.list)).not.toContain(id);
  });

  it('drops a reclassed product from the premium zone and its total, and answers its detail page with 404', async () => {
    const before = await data(goodsPage, '/api/goods/list?zone=yx&per_page=100');
    const target = before.list[0]?.id as number;
    expect((await buyer.request('GET', `/api/goods/detail/${target}`)).statusCode).toBe(200);
    await reclass([target], 'narcotic');
    const after = await data(goodsPage, '/api/goods/list?zone=yx&per_page=100');
    expect(after.total).toBe(before.total - 1);
    expect(idsOf(after.list)).not.toContain(target);
    const detail = await buyer.request('GET', `/api/goods/detail/${target}`);
    expect(detail.statusCode).toBe(404);
    expect((await buyer.request('GET', `/api/goods/activities?goods_id=${target}`)).statusCode).toBe(404);
    await reclass([target], 'prescription');
    expect((await buyer.request('GET', `/api/goods/detail/${target}`)).statusCode).toBe(200);
  });

  it('counts only goods sold online on a brand page', async () => {
    const [brand] = await db
      .select({ id: brands.id, n: sql<number>`count(*)::int` })
      .from(brands)
      .innerJoin(goods, eq(goods.brandId, brands.id))
      .groupBy(brands.id)
      .having(sql`count(*) > 1`)
      .limit(1);
    const [one] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.brandId, brand?.id as number));
    await reclass([one?.id as number], 'vaccine');
    const page = (await buyer.request('GET', `/api/focus/brand/${brand?.id}`)).json().data;
    expect(page.goods_count).toBe((brand?.n as number) - 1);
    await reclass([one?.id as number], 'prescription');
  });

  it('prints the class on the detail page and flags an ephedrine compound preparation', async () => {
    const [ephedrine] = await db.select({ id: goods.id }).from(goods).where(eq(goods.name, '酚麻美敏片'));
    const flagged = await data(goodsDetail, `/api/goods/detail/${ephedrine?.id}`);
    expect(flagged).toMatchObject({ regulatory_class: 'ephedrine_compound', is_ephedrine: 1 });
    // Sold to licensed buyers only within their scope: the seed files it under 含特殊药品复方制剂, which the demo
    // pharmacies hold (issue #21 §4: they may buy it, under the 含麻 payment, limit and receipt rules).
    expect(flagged.buy_reason).toBe('');
    const [ordinary] = await db
      .select({ id: goods.id, regulatoryClass: goods.regulatoryClass })
      .from(goods)
      .where(eq(goods.regulatoryClass, 'otc_a'))
      .limit(1);
    const plain = await data(goodsDetail, `/api/goods/detail/${ordinary?.id}`);
    expect(plain).toMatchObject({ regulatory_class: 'otc_a', is_ephedrine: 0 });
  });
});

describe('search, suggestions and hot words', () => {
  it('finds no psychotropic by name, pinyin, approval number or barcode', async () => {
    const [first] = psychotropics;
    for (const keywords of ['艾司唑仑片', '艾司唑仑', '右佐匹克隆', 'aszl', first?.pzwh, first?.barcode]) {
      const page = await data(goodsPage, `/api/goods/search?keywords=${encodeURIComponent(keywords ?? '')}`);
      for (const { id } of psychotropics) expect(idsOf(page.list), keywords).not.toContain(id);
      if (keywords !== 'aszl') expect(page.total, keywords).toBe(0);
    }
  });

  it('leaves banned goods out of a manufacturer search and its total', async () => {
    const [first] = psychotropics;
    const [maker] = await db
      .select({ name: manufacturers.name })
      .from(manufacturers)
      .where(eq(manufacturers.id, first?.manufacturerId as number));
    const page = await data(
      goodsPage,
      `/api/goods/search?type=1&per_page=100&keywords=${encodeURIComponent(maker?.name ?? '')}`,
    );
    const [sold] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(and(eq(goods.manufacturerId, first?.manufacturerId as number), not(goods.bannedOnline)));
    expect(page.total).toBe(sold?.n);
    for (const { id } of psychotropics) expect(idsOf(page.list)).not.toContain(id);
  });

  it('suggests no banned name, and stops suggesting a name once its goods are reclassed', async () => {
    expect(await data(wordList, '/api/goods/suggest?keywords=艾司')).toEqual([]);
    expect(await data(wordList, '/api/goods/suggest?keywords=右佐')).toEqual([]);
    expect(await data(wordList, '/api/goods/suggest?keywords=重感灵')).toContain('重感灵片');
    const named = await db.select({ id: goods.id }).from(goods).where(eq(goods.name, '重感灵片'));
    await reclass(idsOf(named), 'psychotropic_1');
    expect(await data(wordList, '/api/goods/suggest?keywords=重感灵')).toEqual([]);
    expect((await data(goodsPage, '/api/goods/search?keywords=重感灵片')).total).toBe(0);
    await reclass(idsOf(named), 'otc_a');
    expect(await data(wordList, '/api/goods/suggest?keywords=重感灵')).toContain('重感灵片');
  });

  it('shows no hot word that leads only to banned goods, pinned or searched', async () => {
    await db.insert(hotWords).values({ word: '艾司唑仑', pinned: 1, sort: 0 });
    await db
      .insert(searchLogs)
      .values(Array.from({ length: 30 }, () => ({ keywords: '右佐匹克隆', type: '0', resultCount: 4 })));
    const hot = await data(wordList, '/api/goods/hot');
    expect(hot).not.toContain('艾司唑仑');
    expect(hot).not.toContain('右佐匹克隆');
    expect(hot).toContain('阿莫西林');
    const site = await data(siteConfig, '/api/site');
    expect(site.hot_words).not.toContain('艾司唑仑');
    expect(site.hot_words).toContain('阿莫西林');
  });
});

describe('promotions, recommendations, combinations, favourites', () => {
  it('drops a reclassed product from the flash sale and the everyday specials', async () => {
    const spike = await data(spikeData, '/api/index/spike');
    const everyday = await data(everydayPriceData, '/api/activity/everyday_price');
    const [inSpike, inEveryday] = [spike.list[0]?.id as number, everyday.list[0]?.id as number];
    await reclass([inSpike, inEveryday], 'psychotropic_2');
    const spikeAfter = await data(spikeData, '/api/index/spike');
    const everydayAfter = await data(everydayPriceData, '/api/activity/everyday_price');
    expect(idsOf(spikeAfter.list)).not.toContain(inSpike);
    expect(spikeAfter.list).toHaveLength(spike.list.length - 1);
    expect(idsOf(everydayAfter.list)).not.toContain(inEveryday);
    expect(everydayAfter.list).toHaveLength(everyday.list.length - 1);
    await reclass([inSpike, inEveryday], 'prescription');
  });

  it('recommends no banned product', async () => {
    const visitor = new Browser(t.app);
    const before = await data(recommendationData, '/api/index_wntj/1', visitor);
    const target = before.list[0]?.id as number;
    await reclass([target], 'radioactive');
    const after = await data(recommendationData, '/api/index_wntj/1', visitor);
    expect(idsOf(after.list)).not.toContain(target);
    expect(after.list.length).toBe(before.list.length);
    await reclass([target], 'prescription');
  });

  it('takes a combination with a banned part off sale', async () => {
    const [cold] = await db.select().from(combinations).where(eq(combinations.code, 'cold-care'));
    const before = await data(combinationList, '/api/cart/combinations');
    expect(idsOf(before.list)).toContain(cold?.id);
    const [part] = await db
      .select({ goodsId: combinationParts.goodsId })
      .from(combinationParts)
      .where(eq(combinationParts.combinationId, cold?.id as number));
    await reclass([part?.goodsId as number], 'blood_product');
    expect(idsOf((await data(combinationList, '/api/cart/combinations')).list)).not.toContain(cold?.id);
    await reclass([part?.goodsId as number], 'otc_a');
  });

  it('leaves a reclassed favourite out of the list and its total, and refuses to favourite a banned product', async () => {
    const [a, b] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(not(goods.bannedOnline))
      .orderBy(goods.id)
      .limit(2);
    const added = await buyer.request('POST', '/api/favorite', { form: `goods_ids=${a?.id},${b?.id}` });
    expect(added.statusCode).toBe(200);
    const before = await data(goodsPage, '/api/favorite?per_page=100');
    await reclass([a?.id as number], 'medical_toxic');
    const after = await data(goodsPage, '/api/favorite?per_page=100');
    expect(after.total).toBe(before.total - 1);
    expect(idsOf(after.list)).not.toContain(a?.id);
    expect(idsOf(after.list)).toContain(b?.id);

    const refused = await buyer.request('POST', '/api/favorite', {
      form: `goods_ids=${psychotropics[0]?.id}`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors.goods_ids).toEqual([PSYCHOTROPIC_REASON]);
    await reclass([a?.id as number], 'prescription');
  });
});

describe('the controlled-sale programme page', () => {
  it('leaves a reclassed member out of the page and its total', async () => {
    const [member] = await db
      .select({ url: controlledProgrammes.url, goodsId: controlledProgrammeGoods.goodsId })
      .from(controlledProgrammeGoods)
      .innerJoin(controlledProgrammes, eq(controlledProgrammes.id, controlledProgrammeGoods.programmeId))
      .limit(1);
    const url = `/api/kxzq/goods/${member?.url}?per_page=100`;
    const before = (await buyer.request('GET', url)).json().data;
    await reclass([member?.goodsId as number], 'drug_precursor');
    const after = (await buyer.request('GET', url)).json().data;
    expect(after.total).toBe(before.total - 1);
    expect(idsOf(after.list)).not.toContain(member?.goodsId);
    await reclass([member?.goodsId as number], 'prescription');
  });
});

describe('cart and orders', () => {
  it('refuses to add a banned product to the cart, with the reason, and stores nothing', async () => {
    const [first] = psychotropics;
    const response = await buyer.request('POST', '/api/cart', {
      json: { params: [{ goods_id: first?.id, number: 1 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().data.errors)).toContain(PSYCHOTROPIC_REASON);
    const [stored] = await db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM cart_items WHERE goods_id = ${first?.id as number}`,
      )
      .then((result) => result.rows);
    expect(stored?.n).toBe(0);
  });

  it('refuses an order whose cart holds a product reclassed since, naming it and the reason', async () => {
    const [someone] = await newBuyers(db, 1, 7100);
    const csrf = new Browser(t.app);
    await csrf.fetchCsrf();
    const browser = await sessionBrowser(t.app, db, someone?.userId as number, csrf);
    const [product] = await db
      .select({ id: goods.id, name: goods.name, zbz: goods.zbz })
      .from(goods)
      .where(and(not(goods.bannedOnline), sql`${goods.stock} > 100`))
      .limit(1);
    const added = await browser.request('POST', '/api/cart', {
      json: { params: [{ goods_id: product?.id, number: product?.zbz }] },
    });
    expect(added.statusCode).toBe(200);
    await reclass([product?.id as number], 'psychotropic_2');
    // The line stays in the cart (the buyer deletes it), not counted, with the reason.
    const cart = await data(cartState, '/api/cart/list', browser);
    expect(cart.data).toHaveLength(1);
    expect(cart.data[0]).toMatchObject({ is_buy: 0, buy_reason: PSYCHOTROPIC_REASON, counted: 0 });
    expect(cart.totals.lines).toBe(1);
    const ordered = await browser.request('POST', '/api/order', {
      json: { address_id: someone?.addressId },
      headers: { 'idempotency-key': 'regulatory-order-1' },
    });
    expect(ordered.statusCode).toBe(422);
    expect(ordered.json().message).toBe(`${product?.name}：${PSYCHOTROPIC_REASON}`);
    const [orders] = await db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE company_id = ${someone?.companyId}`,
      )
      .then((result) => result.rows);
    expect(orders?.n).toBe(0);
  });
});

describe('putting on sale', () => {
  it('refuses a banned product in a promotion, whoever writes it, with the reason an operator reads', async () => {
    const [promotion] = await db.select({ id: promotions.id }).from(promotions).limit(1);
    const [first] = psychotropics;
    const refused = await db
      .insert(promotionGoods)
      .values({ promotionId: promotion?.id as number, goodsId: first?.id as number, priceFen: 100 })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toMatchObject({ cause: { constraint: 'goods_banned_online' } });
    expect(bannedOnlineRefusal(refused)).toMatchObject({
      httpStatus: 422,
      message: PSYCHOTROPIC_REASON,
      data: { errors: { goods_id: [PSYCHOTROPIC_REASON] } },
    });
  });

  it('lets an operator reclass a product with ops: a banned class takes it off sale, audited', async () => {
    const spike = await data(spikeData, '/api/index/spike');
    const target = spike.list[0]?.id as number;
    const lines: string[] = [];
    const run = (...argv: string[]) =>
      main([...argv, '--operator', '张三'], { db, out: (text) => lines.push(text) });
    expect(await run('reclass', String(target), '第二类精神药品')).toBe(0);
    expect(lines.join('\n')).toMatch(/：处方药 → 第二类精神药品\n.*已移出 1 项/);
    expect(await db.select().from(promotionGoods).where(eq(promotionGoods.goodsId, target))).toEqual([]);
    forgetCaches();
    expect(idsOf((await data(spikeData, '/api/index/spike')).list)).not.toContain(target);
    expect(await run('reclass', String(target), 'prescription')).toBe(0);
    expect(await run('reclass', String(target), '保健品')).toBe(2);
    const [audit] = (
      await db.execute<{ command: string; args: string[] }>(
        sql`SELECT command, args FROM ops_audit ORDER BY id DESC LIMIT 1`,
      )
    ).rows;
    expect(audit).toMatchObject({ command: 'reclass', args: [String(target), '保健品'] });
  });
});
