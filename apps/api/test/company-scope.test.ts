import { randomUUID } from 'node:crypto';
import { ApiStatus, Messages } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { newAccount } from './qualifications.fixtures';

/*
 * Issue #20 §1: "the signed-in buyer's company, else 404" is one helper (`request.requireCompany()`), so every
 * route acting on a company's orders, money, contract or addresses answers a login without a company alike:
 * 404 in the envelope, the same message — before, the wallet and the contract said 404 and an address write 403
 * with its own text. Lists stay lists: a login without a company has no addresses and no orders (the member
 * centre shows 暂无订单 to a buyer still in review).
 */

let t: TestApp;
let companyless: Browser;

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 });
  await newAccount(t.database.db, '13512340000');
  companyless = new Browser(t.app);
  expect((await companyless.login('13512340000', 'demo1234')).statusCode).toBe(200);
});
afterAll(async () => t.close());

const address = {
  consignee: '张三',
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路88号',
};

const calls: [string, 'GET' | 'POST', string, unknown?][] = [
  ['an order', 'GET', '/api/order/1'],
  ['cancelling an order', 'POST', '/api/order/1/cancel', { reason: '' }],
  ['the balance', 'GET', '/api/user/user_money'],
  ['the credit line', 'GET', '/api/user/user_credit'],
  ['the payment options', 'GET', '/api/pay/options?order_id=1'],
  ['a bank transfer', 'POST', '/api/pay/transfer', { order_id: 1 }],
  ['a credit payment', 'POST', '/api/pay/user_credit_create', { order_id: 1 }],
  ['the e-contract', 'GET', '/api/user/contract'],
  ['signing the e-contract', 'POST', '/api/user/contract/sign', {}],
  ['adding an address', 'POST', '/api/user/address', address],
];

describe('a signed-in login without a company', () => {
  it.each(calls)('gets 404 for %s, like anything that is not theirs', async (_name, method, url, json) => {
    const response = await companyless.request(method, url, json === undefined ? {} : { json });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ status: ApiStatus.notFound, message: Messages.notFound });
  });

  it('gets 404 for placing an order', async () => {
    const response = await companyless.request('POST', '/api/order', {
      json: { address_id: 1 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ status: ApiStatus.notFound, message: Messages.notFound });
  });

  it.each([
    ['address', '/api/user/address'],
    ['order', '/api/order'],
  ])('still sees its (empty) %s list', async (_name, url) => {
    const response = await companyless.request('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.list).toEqual([]);
  });
});

describe('a visitor', () => {
  it('gets 401 before any company is asked for', async () => {
    const visitor = new Browser(t.app);
    const response = await visitor.request('GET', '/api/user/user_money');
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(ApiStatus.notSignedIn);
  });
});
