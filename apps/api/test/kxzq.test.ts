import {
  advertList,
  controlledApplicationPage,
  controlledApplyResult,
  controlledGoodsAccess,
  controlledProgrammeList,
  controlledProgrammePage,
  goodsDetail,
  goods as goodsSchema,
  pageOf,
} from '@yaocai/domain';
import { asc, count, eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KXZQ_POSITIONS } from '../src/content/focus-service';
import { DecisionError, decideApplication, operatorList } from '../src/controlled-sale/operator';
import {
  adverts,
  companies,
  controlledApplications,
  controlledProgrammeGoods,
  controlledProgrammes,
  goods,
  users,
} from '../src/db/schema/index';
import { Browser } from './browser';
import { build, PICTURE_URL, type TestApp } from './helper';

const RENXIN = '13800138000'; // 仁心大药房, 北京市
const KANGNING = '13900139000'; // 康宁诊所, 河北省

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

async function signedIn(phone: string): Promise<Browser> {
  const browser = new Browser(t.app);
  await browser.login(phone, 'demo1234');
  return browser;
}

async function programmes(browser: Browser) {
  const response = await browser.request('GET', '/api/kxzq');
  expect(response.statusCode).toBe(200);
  const { list } = controlledProgrammeList.parse(response.json().data);
  return new Map(list.map((programme) => [programme.url, programme]));
}

/** A controlled product of the programme, by its url. */
async function goodsOf(url: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: controlledProgrammeGoods.goodsId })
    .from(controlledProgrammeGoods)
    .innerJoin(controlledProgrammes, eq(controlledProgrammes.id, controlledProgrammeGoods.programmeId))
    .where(eq(controlledProgrammes.url, url))
    .orderBy(asc(controlledProgrammeGoods.goodsId))
    .limit(1);
  if (!row) throw new Error(`programme ${url} has no goods in the test seed`);
  return row.id;
}

async function detail(browser: Browser, id: number) {
  const response = await browser.request('GET', `/api/goods/detail/${id}`);
  expect(response.statusCode).toBe(200);
  return goodsDetail.parse(response.json().data);
}

async function applicationCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(controlledApplications);
  return row?.n ?? 0;
}

async function companyId(phone: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: companies.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.phone, phone));
  if (!row) throw new Error(`no company for ${phone}`);
  return row.id;
}

describe('programmes', () => {
  it('put every controlled product in exactly one programme, and no other product', async () => {
    const db = t.database.db;
    const [controlled] = await db.select({ n: count() }).from(goods).where(eq(goods.isControlled, true));
    const [members] = await db.select({ n: count() }).from(controlledProgrammeGoods);
    const [strays] = await db
      .select({ n: count() })
      .from(controlledProgrammeGoods)
      .innerJoin(goods, eq(goods.id, controlledProgrammeGoods.goodsId))
      .where(not(goods.isControlled));
    expect(controlled?.n).toBeGreaterThan(0);
    expect(members?.n).toBe(controlled?.n);
    expect(strays?.n).toBe(0);
    const listed = await programmes(new Browser(t.app));
    expect([...listed.values()].reduce((sum, p) => sum + p.goods_count, 0)).toBe(controlled?.n);
  });

  it('shows visitors the programmes with no authorisation', async () => {
    const listed = await programmes(new Browser(t.app));
    expect(listed.get('tongrentang')).toMatchObject({
      title: '北京同仁堂控销计划',
      manufacturer: '北京同仁堂股份有限公司同仁堂制药厂',
      regions: ['北京市', '天津市'],
    });
    for (const programme of listed.values()) {
      expect(programme).toMatchObject({ auth_status: 'none', is_authorised: 0, application: null });
    }
  });

  it("authorises by the company's region, and by an approved application", async () => {
    const renxin = await programmes(await signedIn(RENXIN));
    expect(renxin.get('tongrentang')).toMatchObject({ auth_status: 'region', is_authorised: 1 });
    expect(renxin.get('hayao')).toMatchObject({ auth_status: 'none', is_authorised: 0 });
    expect(renxin.get('bozhou-yinpian')).toMatchObject({
      auth_status: 'approved',
      is_authorised: 1,
      application: { status: 'approved' },
    });
    expect(renxin.get('rx-western')).toMatchObject({ auth_status: 'pending', is_authorised: 0 });

    const kangning = await programmes(await signedIn(KANGNING));
    expect(kangning.get('hayao')).toMatchObject({ auth_status: 'region', is_authorised: 1 });
    expect(kangning.get('tongrentang')).toMatchObject({
      auth_status: 'rejected',
      is_authorised: 0,
      application: { status: 'rejected', note: '同仁堂控销仅面向京津地区合作客户' },
    });
  });

  it('lists a programme with its goods, paged, and 404/422 for unknown or malformed urls', async () => {
    const response = await t.app.inject({ url: '/api/kxzq/goods/tongrentang?page=1&per_page=1' });
    expect(response.statusCode).toBe(200);
    const data = controlledProgrammePage.parse(response.json().data);
    expect(data.programme.url).toBe('tongrentang');
    expect(data.total).toBe(data.programme.goods_count);
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ price: null, is_buy: 0, buy_reason: '登录后可购买' });

    expect((await t.app.inject({ url: '/api/kxzq/goods/no-such-plan' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/kxzq/goods/Bad%20Url' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/kxzq/goods/tongrentang?page=0' })).statusCode).toBe(422);
  });
});

describe('controlled goods in the goods payloads', () => {
  it('lets an authorised buyer order and tells the others why not, prices shown to both', async () => {
    const trt = await goodsOf('tongrentang');
    const renxin = await detail(await signedIn(RENXIN), trt);
    expect(renxin).toMatchObject({ is_controlled: 1, is_buy: 1, buy_reason: '' });
    expect(renxin.price).not.toBeNull();

    const kangning = await detail(await signedIn(KANGNING), trt);
    expect(kangning).toMatchObject({ is_buy: 0, buy_reason: '控销授权申请未通过，可重新申请' });
    expect(kangning.price).toBe(renxin.price);

    const hayao = await goodsOf('hayao');
    expect(await detail(await signedIn(RENXIN), hayao)).toMatchObject({
      is_buy: 0,
      buy_reason: '控销商品，需申请授权后购买',
    });
    expect(await detail(await signedIn(KANGNING), hayao)).toMatchObject({ is_buy: 1 });
    expect(await detail(await signedIn(RENXIN), await goodsOf('rx-western'))).toMatchObject({
      is_buy: 0,
      buy_reason: '控销授权审核中，通过后可购买',
    });
    expect(await detail(await signedIn(RENXIN), await goodsOf('bozhou-yinpian'))).toMatchObject({
      is_buy: 1,
    });
    expect(await detail(new Browser(t.app), trt)).toMatchObject({
      is_buy: 0,
      price: null,
      buy_reason: '登录后可购买',
    });
  });

  it('applies the same rule to the zone list, and leaves uncontrolled goods alone', async () => {
    const browser = await signedIn(RENXIN);
    const authorised = new Set(
      [...(await programmes(browser)).values()].filter((p) => p.is_authorised === 1).map((p) => p.id),
    );
    const response = await browser.request('GET', '/api/goods/list?zone=kxzq&per_page=100');
    const page = pageOf(goodsSchema).parse(response.json().data);
    const membership = new Map(
      (
        await t.database.db
          .select()
          .from(controlledProgrammeGoods)
          .where(
            inArray(
              controlledProgrammeGoods.goodsId,
              page.list.map((item) => item.id),
            ),
          )
      ).map((row) => [row.goodsId, row.programmeId]),
    );
    expect(page.list.length).toBeGreaterThan(1);
    for (const item of page.list) {
      expect(item.is_buy).toBe(authorised.has(membership.get(item.id) ?? -1) ? 1 : 0);
    }
    const plain = pageOf(goodsSchema).parse(
      (await browser.request('GET', '/api/goods/list?zone=yx&per_page=5')).json().data,
    );
    expect(plain.list.every((item) => item.is_buy === 1)).toBe(true);
  });
});

describe('POST /api/kxzq/apply', () => {
  it('answers visitors with 401 and a request without CSRF with 403, storing nothing', async () => {
    const before = await applicationCount();
    const visitor = new Browser(t.app);
    await visitor.fetchCsrf();
    expect((await visitor.request('POST', '/api/kxzq/apply', { form: 'url=yinpian' })).statusCode).toBe(401);
    const browser = await signedIn(KANGNING);
    const response = await browser.request('POST', '/api/kxzq/apply', {
      form: 'url=yinpian',
      headers: { 'x-csrf-token': '' },
    });
    expect(response.statusCode).toBe(403);
    expect(await applicationCount()).toBe(before);
  });

  it('rejects unknown targets and bad bodies with 422, storing nothing', async () => {
    const before = await applicationCount();
    const browser = await signedIn(KANGNING);
    const [plain] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.isControlled, false))
      .limit(1);
    const bodies = [
      'url=no-such-plan',
      `goods_id=${plain?.id}`,
      'goods_id=99999999',
      'url=yinpian&goods_id=1',
      '',
      'url=yinpian&extra=1',
    ];
    for (const form of bodies) {
      const response = await browser.request('POST', '/api/kxzq/apply', { form });
      expect(response.statusCode, form).toBe(422);
      expect(response.json().status).toBe(422);
    }
    expect(await applicationCount()).toBe(before);
  });

  it('creates one pending application, returns it again while pending, and lists it', async () => {
    const browser = await signedIn(KANGNING);
    const first = await browser.request('POST', '/api/kxzq/apply', { form: 'url=yinpian' });
    expect(first.statusCode).toBe(200);
    const created = controlledApplyResult.parse(first.json().data);
    expect(created).toMatchObject({
      auth_status: 'pending',
      is_authorised: 0,
      programme: { url: 'yinpian' },
    });
    const again = controlledApplyResult.parse(
      (await browser.request('POST', '/api/kxzq/apply', { json: { url: 'yinpian' } })).json().data,
    );
    expect(again.application?.id).toBe(created.application?.id);
    const [live] = await t.database.db
      .select({ n: count() })
      .from(controlledApplications)
      .where(eq(controlledApplications.companyId, await companyId(KANGNING)));
    // The seeded rejection plus this one.
    expect(live?.n).toBe(2);

    const mine = controlledApplicationPage.parse(
      (await browser.request('GET', '/api/kxzq/applications')).json().data,
    );
    expect(mine.list[0]).toMatchObject({ id: created.application?.id, programme: { url: 'yinpian' } });
    expect(mine.list.map((item) => item.programme.url)).not.toContain('rx-western');
    expect((await new Browser(t.app).request('GET', '/api/kxzq/applications')).statusCode).toBe(401);
  });

  it('applies by a product of the programme, and answers a region-authorised buyer without storing', async () => {
    const browser = await signedIn(RENXIN);
    const hayao = await goodsOf('hayao');
    const response = await browser.request('POST', '/api/kxzq/apply', { form: `goods_id=${hayao}` });
    expect(controlledApplyResult.parse(response.json().data)).toMatchObject({
      auth_status: 'pending',
      programme: { url: 'hayao' },
    });
    const before = await applicationCount();
    const region = await browser.request('POST', '/api/kxzq/apply', { form: 'url=tongrentang' });
    expect(region.json()).toMatchObject({
      message: '您所在地区已获授权，无需申请',
      data: { auth_status: 'region', is_authorised: 1 },
    });
    expect(await applicationCount()).toBe(before);
  });

  it('creates a single application under concurrent requests', async () => {
    const browser = await signedIn(KANGNING);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => browser.request('POST', '/api/kxzq/apply', { form: 'url=devices' })),
    );
    const ids = new Set(responses.map((r) => controlledApplyResult.parse(r.json().data).application?.id));
    expect(ids.size).toBe(1);
  });
});

describe('operator decisions', () => {
  it('approving authorises the company at once; rejecting lets it apply again', async () => {
    const browser = await signedIn(KANGNING);
    const tcm = await goodsOf('tcm-patent');
    const applied = controlledApplyResult.parse(
      (await browser.request('POST', '/api/kxzq/apply', { form: `goods_id=${tcm}` })).json().data,
    );
    const id = applied.application?.id ?? 0;
    expect((await operatorList(t.database.db)).map((line) => line.id)).toContain(id);
    expect(await detail(browser, tcm)).toMatchObject({ is_buy: 0 });

    const rejected = await decideApplication(t.database.db, id, 'rejected', '请补充GSP证书');
    expect(rejected).toMatchObject({ status: 'rejected', note: '请补充GSP证书', company: '康宁诊所' });
    const access = controlledGoodsAccess.parse(
      (await browser.request('GET', `/api/kxzq/goods_access/${tcm}`)).json().data,
    );
    expect(access).toMatchObject({
      is_controlled: 1,
      auth_status: 'rejected',
      application: { note: '请补充GSP证书' },
      programme: { url: 'tcm-patent' },
    });
    await expect(decideApplication(t.database.db, id, 'approved')).rejects.toBeInstanceOf(DecisionError);

    const reapplied = controlledApplyResult.parse(
      (await browser.request('POST', '/api/kxzq/apply', { form: 'url=tcm-patent' })).json().data,
    );
    expect(reapplied.application?.id).not.toBe(id);
    await decideApplication(t.database.db, reapplied.application?.id ?? 0, 'approved', '同意');
    expect(await detail(browser, tcm)).toMatchObject({ is_buy: 1, buy_reason: '' });
    expect((await programmes(browser)).get('tcm-patent')).toMatchObject({
      auth_status: 'approved',
      application: { id: reapplied.application?.id },
    });
    // Other companies gain nothing from it.
    expect(await detail(await signedIn(RENXIN), tcm)).toMatchObject({ is_buy: 0 });
  });

  it('refuses to decide an unknown application', async () => {
    await expect(decideApplication(t.database.db, 99999999, 'approved')).rejects.toThrow('不存在');
  });

  it('answers goods_access for an uncontrolled product, and 404 for an unknown one', async () => {
    const browser = await signedIn(RENXIN);
    const [plain] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.isControlled, false))
      .limit(1);
    const access = controlledGoodsAccess.parse(
      (await browser.request('GET', `/api/kxzq/goods_access/${plain?.id}`)).json().data,
    );
    expect(access).toMatchObject({ is_controlled: 0, is_authorised: 1, programme: null });
    expect((await browser.request('GET', '/api/kxzq/goods_access/99999999')).statusCode).toBe(404);
    expect((await new Browser(t.app).request('GET', `/api/kxzq/goods_access/${plain?.id}`)).statusCode).toBe(
      401,
    );
  });
});

describe('zone banners', () => {
  it('serves the kxzq and new_kxzq banners', async () => {
    for (const name of ['kxzq', 'new_kxzq']) {
      const response = await t.app.inject({ url: `/api/focus/${name}` });
      expect(response.statusCode).toBe(200);
      const { list } = advertList.parse(response.json().data);
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]?.image).toMatch(PICTURE_URL);
    }
  });

  it('returns kxzq adverts by ids in that order, leaving out other positions and unknown ids', async () => {
    const db = t.database.db;
    const own = await db
      .select({ id: adverts.id })
      .from(adverts)
      .where(eq(adverts.positionId, KXZQ_POSITIONS.programmes))
      .orderBy(asc(adverts.id));
    const [carousel] = await db
      .select({ id: adverts.id })
      .from(adverts)
      .where(eq(adverts.positionId, 1))
      .limit(1);
    const [a, b] = own.map((row) => row.id);
    const response = await t.app.inject({ url: `/api/focus/kxzq_ad?ids=${b},${carousel?.id},${a},99999` });
    expect(response.statusCode).toBe(200);
    expect(advertList.parse(response.json().data).list.map((ad) => ad.id)).toEqual([b, a]);

    for (const query of [
      '',
      '?ids=',
      '?ids=abc',
      '?ids=1,-2',
      `?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const bad = await t.app.inject({ url: `/api/focus/kxzq_ad${query}` });
      expect(bad.statusCode, query).toBe(422);
    }
  });
});
