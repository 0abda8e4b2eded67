import { fenToYuan, goodsDetail, goods as goodsSchema, pageOf, wordList, yuanToFen } from '@yaocai/domain';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  companies,
  goods,
  goodsCategories,
  goodsLadderPrices,
  manufacturers,
  searchLogs,
  users,
} from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

const goodsPage = pageOf(goodsSchema);

let t: TestApp;
let buyer: Browser;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

async function get(url: string, browser = new Browser(t.app)) {
  const response = await browser.request('GET', url);
  return { statusCode: response.statusCode, body: response.json() };
}

async function search(keywords: string, type = 0, browser?: Browser) {
  const { statusCode, body } = await get(
    `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}&per_page=100`,
    browser,
  );
  expect(statusCode).toBe(200);
  return goodsPage.parse(body.data);
}

describe('goods search (type 0: drugs)', () => {
  it('finds 阿莫西林 products first by their pinyin initials (amxl), in stock before out of stock', async () => {
    const page = await search('amxl');
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((item) => item.name.startsWith('阿莫西林'))).toBe(true);
    const stock = page.list.map((item) => (item.number > 0 ? 1 : 0));
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
  });

  it('trims the keywords: "  阿莫西林  " answers exactly like "阿莫西林"', async () => {
    const padded = await get(
      '/api/goods/search?keywords=%20%20%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97%20%20&type=0',
    );
    const plain = await get(`/api/goods/search?keywords=${encodeURIComponent('阿莫西林')}&type=0`);
    expect(padded.statusCode).toBe(200);
    expect(padded.body).toEqual(plain.body);
    expect(plain.body.data.list[0].name).toMatch(/^阿莫西林/);
  });

  it('rejects keywords that are empty after trimming with 422 and a Chinese message', async () => {
    for (const url of ['/api/goods/search?keywords=%20%20&type=0', '/api/goods/search?type=0']) {
      const { statusCode, body } = await get(url);
      expect(statusCode).toBe(422);
      expect(body).toMatchObject({ status: 422, data: { errors: { keywords: ['请输入搜索关键词'] } } });
    }
  });

  it('rejects unknown query fields and a type other than 0 or 1', async () => {
    expect((await get('/api/goods/search?keywords=a&foo=1')).statusCode).toBe(422);
    const { statusCode, body } = await get('/api/goods/search?keywords=a&type=2');
    expect(statusCode).toBe(422);
    expect(body.data.errors.type).toEqual(['搜索类型只能是0或1']);
  });

  it('finds a polyphone name by every reading: zgl and cgl both find 重感灵片', async () => {
    for (const initials of ['zgl', 'cgl', 'zhongganling', 'chongganling']) {
      const page = await search(initials);
      expect(page.list[0]?.name).toBe('重感灵片');
    }
  });

  it('finds goods by approval number (with or without 国药准字) and by barcode, exact matches first', async () => {
    const [sample] = await t.database.db
      .select({ id: goods.id, pzwh: goods.pzwh, barcode: goods.barcode })
      .from(goods)
      .where(sql`${goods.pzwh} LIKE '国药准字H%' AND NOT ${goods.bannedOnline}`)
      .limit(1);
    if (!sample) throw new Error('seed has no approval numbers');
    for (const keywords of [sample.pzwh, sample.pzwh.replace('国药准字', '')]) {
      const page = await search(keywords);
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((item) => item.pzwh === sample.pzwh)).toBe(true);
    }
    const byBarcode = await search(sample.barcode);
    expect(byBarcode.list.map((item) => item.id)).toEqual([sample.id]);
  });

  it('finds a two-character substring inside a name (西林 → 阿莫西林…)', async () => {
    const page = await search('西林');
    expect(page.list.some((item) => item.name.startsWith('阿莫西林'))).toBe(true);
    expect(page.list.every((item) => item.name.includes('西林'))).toBe(true);
  });
});

describe('goods search (type 1: manufacturers)', () => {
  it('returns only goods of manufacturers whose name contains 华润, all of them', async () => {
    const page = await search('华润', 1);
    const [expected] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(sql`${manufacturers.name} LIKE '%华润%'`);
    expect(page.total).toBe(expected?.n);
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((item) => item.sccj.includes('华润'))).toBe(true);
  });

  it('does not match product names when searching manufacturers', async () => {
    expect((await search('阿莫西林', 1)).total).toBe(0);
  });
});

describe('search log', () => {
  it('logs every search with keywords, type, result count and the signed-in user', async () => {
    const visitorPage = await search('  zgl ');
    await search('金水宝', 0, buyer);
    await t.app.searchLog.flush();
    const rows = await t.database.db
      .select()
      .from(searchLogs)
      .where(inArray(searchLogs.keywords, ['zgl', '金水宝']));
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '13800138000'));
    expect(rows.find((row) => row.keywords === 'zgl')).toMatchObject({
      type: '0',
      resultCount: visitorPage.total,
      userId: null,
    });
    expect(rows.find((row) => row.keywords === '金水宝')?.userId).toBe(user?.id);
  });
});

describe('suggestions', () => {
  it('suggests distinct product names for "am", at most 10', async () => {
    const { body } = await get('/api/goods/suggest?keywords=am');
    const words = wordList.parse(body.data);
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words).size).toBe(words.length);
    expect(words).toContain('阿莫西林胶囊');
  });

  it('suggests manufacturer names for type 1 and nothing for empty keywords', async () => {
    const makers = wordList.parse(
      (await get('/api/goods/suggest?keywords=%E5%8D%8E%E6%B6%A6&type=1')).body.data,
    );
    expect(makers.length).toBeGreaterThan(0);
    expect(makers.every((name) => name.includes('华润'))).toBe(true);
    expect((await get('/api/goods/suggest?keywords=%20%20')).body).toMatchObject({ status: 10000, data: [] });
  });
});

describe('hot words', () => {
  it('lists pinned words first, then the most searched words of 30 days that found something', async () => {
    for (let i = 0; i < 6; i++) await search('重感灵片');
    for (let i = 0; i < 8; i++) await search('没有这种药qq');
    await t.app.searchLog.flush();
    await t.database.db.insert(searchLogs).values(
      Array.from({ length: 20 }, () => ({
        keywords: '去年热词',
        type: '0',
        resultCount: 5,
        at: sql`now() - interval '40 days'`,
      })),
    );
    const words = wordList.parse((await get('/api/goods/hot')).body.data);
    expect(words.slice(0, 4)).toEqual(['阿莫西林', '连花清瘟', '口罩', '血压计']);
    expect(words[4]).toBe('重感灵片');
    expect(words).not.toContain('没有这种药qq');
    expect(words).not.toContain('去年热词');
    expect(words.length).toBeLessThanOrEqual(10);
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('prices and buying by viewer', () => {
  it('never shows prices to visitors: price, base_price and ladder prices are null, is_buy 0', async () => {
    const page = await search('阿莫西林');
    for (const item of page.list) {
      expect(item).toMatchObject({ price: null, base_price: null, ladder_price: null, is_buy: 0 });
      expect(item.buy_reason).toBe('登录后可购买');
    }
    const list = goodsPage.parse((await get('/api/goods/list?per_page=50')).body.data);
    expect(list.list.every((item) => item.price === null && item.ladder_price === null)).toBe(true);
  });

  it('shows prices to a qualified buyer, who may buy', async () => {
    const page = await search('阿莫西林', 0, buyer);
    expect(page.list[0]).toMatchObject({ is_buy: 1, buy_reason: '' });
    expect(page.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('lets a buyer whose qualification is under review see prices but not buy', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '13900139000'));
    await t.database.db
      .update(companies)
      .set({ qualificationPassed: false })
      .where(eq(companies.id, user?.companyId ?? 0));
    const pending = new Browser(t.app);
    await pending.login('13900139000', 'demo1234');
    const page = await search('阿莫西林', 0, pending);
    expect(page.list[0]).toMatchObject({ is_buy: 0, buy_reason: '资质审核中，暂不能购买' });
    expect(page.list[0]?.price).not.toBeNull();
  });
});

describe('goods list', () => {
  it('filters by a top category including its descendants', async () => {
    const [top] = await t.database.db.select().from(categories).where(eq(categories.code, 'kgr'));
    const [expected] = await t.database.db
      .execute<{ n: number }>(sql`
      WITH RECURSIVE tree AS (SELECT id FROM categories WHERE id = ${top?.id}
        UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
      SELECT count(DISTINCT goods_id)::int AS n FROM ${goodsCategories} WHERE category_id IN (SELECT id FROM tree)`)
      .then((result) => result.rows);
    const page = goodsPage.parse((await get(`/api/goods/list?category_id=${top?.id}`)).body.data);
    expect(page.total).toBe(expected?.n);
    expect(page.total).toBeGreaterThan(0);
  });

  it('filters by zone, price range and stock, and sorts by price', async () => {
    const devices = goodsPage.parse((await get('/api/goods/list?zone=qxzq&per_page=100')).body.data);
    const kinds = await t.database.db
      .selectDistinct({ kind: goods.kind })
      .from(goods)
      .where(
        inArray(
          goods.id,
          devices.list.map((item) => item.id),
        ),
      );
    expect(kinds).toEqual([{ kind: 'device' }]);

    const cheap = goodsPage.parse(
      (await get('/api/goods/list?price_min=5&price_max=20.5&in_stock=1&sort=price_asc&per_page=100', buyer))
        .body.data,
    );
    expect(cheap.total).toBeGreaterThan(0);
    const prices = cheap.list.map((item) => yuanToFen(item.price ?? ''));
    expect(prices.every((price) => price >= 500 && price <= 2050)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.list.every((item) => item.number > 0)).toBe(true);
  });

  it('ignores price filters and price sorts for visitors, who see no prices, and says so', async () => {
    const [priced] = await t.database.db
      .select({ priceFen: goods.priceFen })
      .from(goods)
      .orderBy(goods.id)
      .limit(1);
    const yuan = fenToYuan(priced?.priceFen ?? 0);
    const everything = await get('/api/goods/list?per_page=100');
    const exact = await get(`/api/goods/list?price_min=${yuan}&price_max=${yuan}&per_page=100`);
    expect(exact.statusCode).toBe(200);
    expect(exact.body.data).toEqual(everything.body.data);
    expect(exact.body.message).toBe('登录后可按价格筛选和排序，已按默认条件显示');

    const sorted = await get('/api/goods/list?sort=price_desc&per_page=100');
    expect(sorted.body.data).toEqual(everything.body.data);
    expect(sorted.body.message).toBe('登录后可按价格筛选和排序，已按默认条件显示');
    expect(everything.body.message).toBe('success');

    const forBuyer = goodsPage.parse(
      (await get(`/api/goods/list?price_min=${yuan}&price_max=${yuan}&per_page=100`, buyer)).body.data,
    );
    expect(forBuyer.list.every((item) => item.price === yuan)).toBe(true);
    expect(forBuyer.total).toBeLessThan(goodsPage.parse(everything.body.data).total);
  });

  it('rejects unknown fields, unknown zones and an inverted price range with 422', async () => {
    for (const query of ['foo=1', 'zone=abc', 'price_min=9&price_max=1', 'sort=sales']) {
      const { statusCode, body } = await get(`/api/goods/list?${query}`);
      expect(statusCode).toBe(422);
      expect(Object.keys(body.data.errors).length).toBeGreaterThan(0);
    }
  });
});

describe('goods detail', () => {
  it('shows approval number, storage, manufacturer, category path and flags; ladder id for buyers', async () => {
    const [laddered] = await t.database.db
      .select({ goodsId: goodsLadderPrices.goodsId, id: goodsLadderPrices.id })
      .from(goodsLadderPrices)
      .innerJoin(goods, eq(goods.id, goodsLadderPrices.goodsId))
      .where(not(goods.bannedOnline))
      .orderBy(goodsLadderPrices.goodsId, goodsLadderPrices.minNumber)
      .limit(1);
    const { statusCode, body } = await get(`/api/goods/detail/${laddered?.goodsId}?is_jxq=0`, buyer);
    expect(statusCode).toBe(200);
    const detail = goodsDetail.parse(body.data);
    expect(detail.pzwh).not.toBe('');
    expect(detail.category_path.length).toBeGreaterThan(0);
    expect(detail.ladder_price?.length).toBeGreaterThan(0);
    expect(detail).toMatchObject({ ladder_price_id: laddered?.goodsId, is_favorite: 0 });

    const visitor = goodsDetail.parse((await get(`/api/goods/detail/${laddered?.goodsId}`)).body.data);
    expect(visitor).toMatchObject({ price: null, base_price: null, ladder_price: null, is_buy: 0 });
  });

  it('marks near-expiry goods with is_jxq and their expiry date', async () => {
    const [nearExpiry] = await t.database.db
      .select({ id: goods.id, expiryDate: goods.expiryDate })
      .from(goods)
      .where(and(sql`${goods.expiryDate} IS NOT NULL`, not(goods.bannedOnline)))
      .limit(1);
    const detail = goodsDetail.parse((await get(`/api/goods/detail/${nearExpiry?.id}`)).body.data);
    expect(detail).toMatchObject({ is_jxq: 1, expiry_date: nearExpiry?.expiryDate });
  });

  it('answers an unknown id with a 404 envelope and a non-numeric id with 422', async () => {
    const missing = await get('/api/goods/detail/99999999');
    expect(missing).toMatchObject({ statusCode: 404, body: { status: 404, data: null } });
    expect((await get('/api/goods/detail/abc')).statusCode).toBe(422);
  });

  it('documents every goods route in the OpenAPI reference', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/goods/search',
      '/api/goods/suggest',
      '/api/goods/hot',
      '/api/goods/list',
      '/api/goods/detail/{id}',
      '/api/favorite',
      '/api/favorite/cancel',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('search dictionary (goods_names)', () => {
  const amxlIds = async (page: number, perPage: number) => {
    const { body } = await get(`/api/goods/search?keywords=amxl&page=${page}&per_page=${perPage}`);
    return goodsPage.parse(body.data);
  };

  it('pages through the ranking consistently and counts what a scan of goods counts', async () => {
    const whole = await amxlIds(1, 100);
    const pages = [];
    for (let page = 1; page <= 5; page++)
      pages.push(...(await amxlIds(page, 20)).list.map((item) => item.id));
    expect(pages).toEqual(whole.list.slice(0, 100).map((item) => item.id));
    const [scanned] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(sql`${goods.pinyinInitials} LIKE 'amxl%' OR ${goods.pinyinInitials} LIKE '% amxl%'
        OR ${goods.pinyinFull} LIKE 'amxl%' OR ${goods.pinyinFull} LIKE '% amxl%'`);
    expect(whole.total).toBe(scanned?.n);
  });

  it('follows goods as they are added, renamed and removed', async () => {
    const [maker] = await t.database.db.select({ id: manufacturers.id }).from(manufacturers).limit(1);
    const product = {
      kind: 'western' as const,
      regulatoryClass: 'prescription' as const,
      manufacturerId: maker?.id as number,
      priceFen: 1250,
      basePriceFen: 1500,
      stock: 5,
      pinyinInitials: 'cswy',
      pinyinFull: 'ceshiwanyao',
    };
    await t.database.db.insert(goods).values([
      { ...product, sku: 'dict-1', name: '测试丸药' },
      { ...product, sku: 'dict-2', name: '测试丸药', stock: 0 },
    ]);
    const added = await search('cswy');
    expect(added.total).toBe(2);
    expect(added.list.map((item) => item.number)).toEqual([5, 0]);

    await t.database.db
      .update(goods)
      .set({ name: '改名丸药', pinyinInitials: 'gmwy', pinyinFull: 'gaimingwanyao' })
      .where(eq(goods.sku, 'dict-2'));
    // The read caches may serve the old ranking and row for 30 s / 5 s; this is about the database.
    t.app.catalogueCache.searchHits.clear();
    t.app.catalogueCache.rows.clear();
    expect((await search('cswy')).total).toBe(1);
    expect((await search('改名丸药')).list.map((item) => item.name)).toEqual(['改名丸药']);

    await t.database.db.delete(goods).where(inArray(goods.sku, ['dict-1', 'dict-2']));
    t.app.catalogueCache.searchHits.clear();
    expect((await search('cswy')).total).toBe(0);
    expect((await search('改名丸药')).total).toBe(0);
    expect(wordList.parse((await get('/api/goods/suggest?keywords=cswy')).body.data)).toEqual([]);
  });
});

describe('visitor micro-cache', () => {
  it('answers visitors from the bytes of the first answer, but never a signed-in buyer or an error', async () => {
    const first = await t.app.inject({ url: '/api/goods/detail/1' });
    await t.database.db.update(goods).set({ stock: 424_242 }).where(eq(goods.id, 1));
    t.app.catalogueCache.detail.clear();
    const second = await t.app.inject({ url: '/api/goods/detail/1' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);

    const signedIn = goodsDetail.parse((await get('/api/goods/detail/1', buyer)).body.data);
    expect(signedIn.number).toBe(424_242);
    expect(signedIn.price).not.toBeNull();

    const missing = await t.app.inject({ url: '/api/goods/detail/99999999' });
    expect(missing.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = goodsDetail.parse((await t.app.inject({ url: '/api/goods/detail/1' })).json().data);
    expect(later.number).toBe(424_242);
  });
});
