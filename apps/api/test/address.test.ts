import { ADDRESS_MAX, type Address, addressList, Messages } from '@yaocai/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

let t: TestApp;
let buyer: Browser;
let other: Browser;
let companyId: number;

beforeAll(async () => {
  t = await build();
  // From no addresses, so the first-address rule is observable (the seed gives every demo company one).
  await t.database.db.delete(addresses);
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  other = new Browser(t.app);
  await other.login('13900139000', 'demo1234');
  const [user] = await t.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.phone, '13800138000'));
  companyId = user?.companyId ?? 0;
});
afterAll(async () => t.close());

const body = (consignee: string, extra: Record<string, unknown> = {}) => ({
  consignee,
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路88号',
  ...extra,
});

async function list(browser = buyer): Promise<Address[]> {
  const response = await browser.request('GET', '/api/user/address');
  expect(response.statusCode).toBe(200);
  return addressList.parse(response.json().data).list;
}

async function add(consignee: string, extra: Record<string, unknown> = {}): Promise<Address> {
  const response = await buyer.request('POST', '/api/user/address', { json: body(consignee, extra) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const defaults = (rows: Address[]) => rows.filter((row) => row.is_default === 1).map((row) => row.consignee);

describe('delivery addresses', () => {
  it('answers visitors with 401 on reading and writing', async () => {
    const visitor = new Browser(t.app);
    expect((await visitor.request('GET', '/api/user/address')).statusCode).toBe(401);
    await visitor.fetchCsrf();
    const write = await visitor.request('POST', '/api/user/address', { json: body('张三') });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toMatchObject({ status: 10001, message: Messages.notSignedIn });
  });

  it('makes the first address the default, moves it on request and on deleting it, lists the default first', async () => {
    const first = await add('张一');
    expect(first.is_default).toBe(1);
    const second = await add('张二', { phone: '010-12345678' });
    expect(second).toMatchObject({ is_default: 0, phone: '010-12345678' });
    const third = await add('张三', { is_default: 1 });
    expect(third.is_default).toBe(1);
    expect((await list()).map((row) => [row.consignee, row.is_default])).toEqual([
      ['张三', 1],
      ['张二', 0],
      ['张一', 0],
    ]);

    const edited = await buyer.request('POST', `/api/user/address/${second.id}/edit`, {
      json: body('李二', { detail: '光华路1号' }),
    });
    expect(edited.json().data).toMatchObject({ consignee: '李二', detail: '光华路1号', is_default: 0 });
    // Unticking the default on edit keeps it: a company with addresses always has one.
    await buyer.request('POST', `/api/user/address/${third.id}/edit`, { json: body('张三') });
    expect(defaults(await list())).toEqual(['张三']);

    const chosen = await buyer.request('POST', `/api/user/address/${first.id}/default`);
    expect(chosen.json().data).toMatchObject({ id: first.id, is_default: 1 });
    expect(defaults(await list())).toEqual(['张一']);

    // Deleting the default hands it to the newest remaining address (张三 over 李二).
    const deleted = await buyer.request('POST', `/api/user/address/${first.id}/delete`);
    expect(deleted.json()).toMatchObject({ status: 10000, message: '地址已删除' });
    expect((await list()).map((row) => [row.consignee, row.is_default])).toEqual([
      ['张三', 1],
      ['李二', 0],
    ]);
    // Soft: the row stays for the orders that copied it.
    const [kept] = await t.database.db.select().from(addresses).where(eq(addresses.id, first.id));
    expect(kept?.deletedAt).not.toBeNull();
    expect((await buyer.request('POST', `/api/user/address/${first.id}/default`)).statusCode).toBe(404);
  });

  it('refuses a bad phone, an empty field and a 21st address with 422, changing nothing', async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [body('王五', { phone: '12345' }), '请填写正确的手机号码或固定电话（区号-号码）'],
      [body(' '), '请填写收货人'],
      [body('王五', { detail: '' }), '请填写详细地址'],
    ];
    for (const [json, message] of cases) {
      const response = await buyer.request('POST', '/api/user/address', { json });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
    }
    const edit = await buyer.request('POST', `/api/user/address/${before[0]?.id}/edit`, {
      json: body('王五', { phone: '12345' }),
    });
    expect(edit.statusCode).toBe(422);

    await t.database.db.insert(addresses).values(
      Array.from({ length: ADDRESS_MAX - before.length }, () => ({
        companyId,
        ...body('批量'),
        detail: '批量',
      })),
    );
    const over = await buyer.request('POST', '/api/user/address', { json: body('王五') });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(`最多保存${ADDRESS_MAX}个收货地址，请先删除不用的地址`);
    await t.database.db.delete(addresses).where(eq(addresses.detail, '批量'));
    expect(await list()).toEqual(before);
  });

  it('keeps exactly one default when "set default" races on two addresses', async () => {
    const a = await add('并发甲');
    const b = await add('并发乙');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buyer.request('POST', `/api/user/address/${(i % 2 === 0 ? a : b).id}/default`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const [row] = await t.database.db
      .select({ n: count() })
      .from(addresses)
      .where(
        and(eq(addresses.companyId, companyId), eq(addresses.isDefault, true), isNull(addresses.deletedAt)),
      );
    expect(row?.n).toBe(1);
    expect(defaults(await list())).toHaveLength(1);
  });

  it("answers 404 for another company's address on edit, delete and default, changing nothing", async () => {
    const before = await list();
    const target = before[0];
    for (const action of ['edit', 'delete', 'default']) {
      const response = await other.request('POST', `/api/user/address/${target?.id}/${action}`, {
        ...(action === 'edit' ? { json: body('冒名') } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await list()).toEqual(before);
    expect(await list(other)).toEqual([]);
  });
});
