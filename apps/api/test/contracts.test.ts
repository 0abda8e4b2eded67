import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/** One past int4's largest value: ids are `integer` columns, so PostgreSQL refuses it. */
const TOO_BIG = 2 ** 31;
const CHINESE = /[\u4e00-\u9fff]/;

let t: TestApp;
let buyer: Browser;
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
});
afterAll(async () => t.close());

/** A refused request: 422 in the envelope, with a Chinese message for the named field. */
function expectRefused(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json();
  expect(body.status).toBe(422);
  expect(body.data.errors[field]?.[0], JSON.stringify(body.data)).toMatch(CHINESE);
}

describe('integer parameters stay within their column range', () => {
  const reads: [string, string][] = [
    [`/api/goods/detail/${TOO_BIG}`, 'id'],
    [`/api/goods/list?category_id=${TOO_BIG}`, 'category_id'],
    [`/api/goods/list?brand_id=${TOO_BIG}`, 'brand_id'],
    [`/api/goods/list?manufacturer_id=${TOO_BIG}`, 'manufacturer_id'],
    [`/api/goods/list?page=${TOO_BIG}`, 'page'],
    [`/api/goods/activities?goods_id=${TOO_BIG}`, 'goods_id'],
    [`/api/focus/demo?banner_id=${TOO_BIG}`, 'banner_id'],
    [`/api/focus/kxzq_ad?ids=1,${TOO_BIG}`, 'ids.1'],
    [`/api/focus/brand/${TOO_BIG}`, 'id'],
    [`/api/article/category?category_id=${TOO_BIG}`, 'category_id'],
    [`/api/index_wntj/${TOO_BIG}`, 'slot'],
    [`/api/kxzq/goods_access/${TOO_BIG}`, 'id'],
    [`/api/kxzq/applications?page=${TOO_BIG}`, 'page'],
    [`/api/pay/options?order_id=${TOO_BIG}`, 'order_id'],
    [`/api/order?page=${TOO_BIG}`, 'page'],
    [`/api/order/${TOO_BIG}`, 'id'],
    [`/api/order/${TOO_BIG}/export`, 'id'],
  ];
  it.each(reads)('refuses %s with a 422, not a 500', async (url, field) => {
    expectRefused(await buyer.request('GET', url), field);
  });

  const writes: [string, Record<string, unknown>, string][] = [
    ['/api/favorite', { goods_ids: [TOO_BIG] }, 'goods_ids.0'],
    ['/api/favorite/cancel', { goods_ids: [TOO_BIG] }, 'goods_ids.0'],
    ['/api/kxzq/apply', { goods_id: TOO_BIG }, 'goods_id'],
    ['/api/cart', { params: [{ goods_id: TOO_BIG }] }, 'params.0.goods_id'],
    [`/api/cart/${TOO_BIG}/edit`, { number: 1 }, 'id'],
    [`/api/cart/quick_add/${TOO_BIG}`, {}, 'id'],
    ['/api/cart/batch_delete', { ids: [TOO_BIG] }, 'ids.0'],
    ['/api/cart/batch_select', { ids: [1, TOO_BIG], is_selected: 1 }, 'ids.1'],
    ['/api/cart/copy', { ids: [1], other_user_ids: [TOO_BIG] }, 'other_user_ids.0'],
    ['/api/cart/checkout', { ids: [TOO_BIG] }, 'ids.0'],
    [`/api/user/address/${TOO_BIG}/default`, {}, 'id'],
    ['/api/pay/balance', { order_id: TOO_BIG }, 'order_id'],
    ['/api/pay/user_credit_create', { order_id: TOO_BIG }, 'order_id'],
    ['/api/pay/user_credit_pay', { payment_id: TOO_BIG }, 'payment_id'],
    ['/api/pay/user_credit_check', { payment_id: TOO_BIG }, 'payment_id'],
    ['/api/pay/transfer', { order_id: TOO_BIG }, 'order_id'],
    ['/api/pay/credit_repay', { bill_id: TOO_BIG }, 'bill_id'],
    [`/api/order/${TOO_BIG}/cancel`, {}, 'id'],
    [`/api/order/${TOO_BIG}/receive`, {}, 'id'],
    [`/api/order/${TOO_BIG}/rebuy`, {}, 'id'],
  ];
  it.each(writes)('refuses POST %s with an id past int4 with a 422', async (url, json, field) => {
    expectRefused(await buyer.request('POST', url, { json }), field);
  });

  it('still answers the largest int4 id as not found', async () => {
    const response = await t.app.inject({ url: `/api/goods/detail/${TOO_BIG - 1}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('free-text parameters refuse control characters', () => {
  const cases: [string, string][] = [
    ['/api/goods/search?keywords=a%00b', 'keywords'],
    ['/api/goods/search?keywords=%00', 'keywords'],
    ['/api/goods/suggest?keywords=a%00', 'keywords'],
    ['/api/goods/suggest?keywords=a%07b', 'keywords'],
    ['/api/goods/list?tag=%E7%83%AD%00', 'tag'],
    ['/api/goods/list?tag=a%7Fb', 'tag'],
    ['/api/goods/search?keywords=a%C2%85b', 'keywords'],
  ];
  it.each(cases)('refuses %s with a 422', async (url, field) => {
    expectRefused(await t.app.inject({ url }), field);
  });

  it('refuses a control character in the name of POST /api/user/updateUserInfo', async () => {
    expectRefused(
      await buyer.request('POST', '/api/user/updateUserInfo', { json: { name: '张\u0007三' } }),
      'name',
    );
  });

  it('still searches ordinary keywords with inner spaces', async () => {
    const response = await t.app.inject({ url: '/api/goods/search?keywords=%20阿莫西林%20胶囊%20' });
    expect(response.statusCode).toBe(200);
  });
});

describe('requests carry only the declared fields', () => {
  const queries = [
    '/api/csrf?x=1',
    '/api/health?x=1',
    '/api/site?x=1',
    '/api/user/base?x=1',
    '/api/user/phone/13800138000?x=1',
    '/api/goods/image/1.webp?x=1',
    '/api/focus/brand/1?x=1',
    '/api/index_wntj/1?x=1',
    '/api/cart/combinations?x=1',
    '/api/cart/list?x=1',
    '/api/cart/total?x=1',
    '/api/user/address?x=1',
    '/api/user/contract?x=1',
  ];
  it.each(queries)('refuses an unknown query field on %s', async (url) => {
    expectRefused(await buyer.request('GET', url), 'x');
  });

  it('refuses an unknown field in the body of DELETE /api/user/logout', async () => {
    const browser = new Browser(t.app);
    await browser.login('13800138000', 'demo1234');
    expectRefused(await browser.request('DELETE', '/api/user/logout', { json: { x: 1 } }), 'x');
    expectRefused(await browser.request('DELETE', '/api/user/logout', { form: 'x=1' }), 'x');
    // Refused means not signed out.
    expect((await browser.request('GET', '/api/user/base')).statusCode).toBe(200);
    expect((await browser.request('DELETE', '/api/user/logout')).statusCode).toBe(200);
  });

  const accountBodies: [string, Record<string, unknown>][] = [
    ['/api/user/create_code', { phone: '13700001111', purpose: 'register' }],
    ['/api/user/register', { phone: '13700001111', code: '123456', password: 'a1234567', agree: 1 }],
    ['/api/user/forget/verify', { phone: '13700001111', code: '123456' }],
    ['/api/user/forget', { phone: '13700001111', code: '123456', password: 'a1234567' }],
    ['/api/user/resetPassword', { old_password: 'demo1234', password: 'a1234567' }],
    ['/api/user/updateUserInfo', { name: '张三' }],
  ];
  it.each(accountBodies)('refuses an unknown field in the body of POST %s', async (url, json) => {
    expectRefused(await buyer.request('POST', url, { json: { ...json, x: 1 } }), 'x');
  });

  it('still answers the same routes without extra fields', async () => {
    for (const url of ['/api/csrf', '/api/health', '/api/site', '/api/focus/brand/1', '/api/index_wntj/1']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});

describe('integers are decimal digits', () => {
  const lenient: [string, string][] = [
    ['/api/goods/list?page=0x10', 'page'],
    ['/api/goods/list?page=', 'page'],
    ['/api/goods/list?per_page[0][0]=17', 'per_page'],
    ['/api/goods/list?per_page[]=17', 'per_page'],
    ['/api/goods/list?page=1e1', 'page'],
    ['/api/goods/list?page=%2B2', 'page'],
    ['/api/goods/list?page=2.0', 'page'],
    ['/api/goods/list?page=%202', 'page'],
    ['/api/goods/list?category_id=0b11', 'category_id'],
    ['/api/goods/list?in_stock=', 'in_stock'],
    ['/api/goods/list?in_stock=0x1', 'in_stock'],
    ['/api/goods/search?keywords=a&type=', 'type'],
    ['/api/goods/search?keywords[]=a', 'keywords'],
    ['/api/focus/demo?banner_id=0x79', 'banner_id'],
    ['/api/focus/brand/0x1', 'id'],
    ['/api/goods/detail/1e0', 'id'],
    ['/api/index_wntj/0x1', 'slot'],
    ['/api/article/category?category_id=3&per_page=', 'per_page'],
  ];
  it.each(lenient)('refuses %s', async (url, field) => {
    expectRefused(await t.app.inject({ url }), field);
  });

  it('refuses a nested array where a list of ids is expected', async () => {
    const response = await buyer.request('POST', '/api/favorite', { json: { goods_ids: [[17]] } });
    expectRefused(response, 'goods_ids.0');
  });

  it('refuses a fractional id in a JSON body', async () => {
    expectRefused(await buyer.request('POST', '/api/kxzq/apply', { json: { goods_id: 1.5 } }), 'goods_id');
  });

  it('reads decimal strings and JSON integers', async () => {
    const list = await t.app.inject({ url: '/api/goods/list?page=2&per_page=5&in_stock=1' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ page: 2, per_page: 5 });
  });
});
