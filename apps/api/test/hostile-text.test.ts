import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { one } from './orders-create.fixtures';
import { insertOrder, orderGoods, orderParties } from './orders-read.fixtures';
import { imageId, newAccount, PNG, pharmacyBody } from './qualifications.fixtures';

/*
 * Issue #20 §4: a NUL byte anywhere in a request was a 500 (PostgreSQL refuses it, and the log held the SQL with
 * its parameters), and control characters were stored. Now: a NUL anywhere → 422 in the envelope; ESC, DEL, C1,
 * and CR/LF in one-line fields → 422; a multi-line field (the order remark) keeps LF. Nothing is stored.
 */

let t: TestApp;
let buyer: Browser;
let addressId: number;
const logged: string[] = [];

beforeAll(async () => {
  t = await build();
  // Everything the server logs, to show that no SQL with its parameters reaches it.
  t.app.log.level = 'info';
  const original = t.app.log.error.bind(t.app.log);
  t.app.log.error = ((...args: unknown[]) => {
    logged.push(
      JSON.stringify(args, (_key, value) =>
        value instanceof Error ? { ...value, message: value.message } : value,
      ),
    );
    return original(...(args as [string]));
  }) as typeof t.app.log.error;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  addressId = (
    await one<{ id: number }>(
      t.database.db,
      sql`SELECT a.id FROM addresses a JOIN users u ON u.company_id = a.company_id WHERE u.phone = '13800138000' ORDER BY a.id LIMIT 1`,
    )
  ).id;
});
afterAll(async () => t.close());

const address = (extra: Record<string, unknown> = {}) => ({
  consignee: '张三',
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路88号',
  ...extra,
});

const count = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(t.database.db, query)).n;
const addressCount = () => count(sql`SELECT count(*)::int AS n FROM addresses`);

function expect422(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ status: 422, data: { errors: expect.any(Object) } });
}

describe('a NUL byte anywhere', () => {
  it('in any address field, added or edited, is a 422 and stores nothing', async () => {
    const before = await addressCount();
    for (const field of ['consignee', 'province', 'city', 'district', 'detail', 'phone']) {
      expect422(
        await buyer.request('POST', '/api/user/address', { json: address({ [field]: `北\u0000京` }) }),
      );
      expect422(
        await buyer.request('POST', `/api/user/address/${addressId}/edit`, {
          form: new URLSearchParams(address({ [field]: '\u0000' })).toString(),
        }),
      );
    }
    expect(await addressCount()).toBe(before);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM addresses WHERE detail LIKE '%' || chr(1) || '%'`),
    ).toBe(0);
  });

  it('in the order list keywords, the cancel reason and the order remark is a 422', async () => {
    expect422(await buyer.request('GET', '/api/order?keywords=%00'));
    expect422(await buyer.request('GET', '/api/order?keywords=%E9%98%BF%00'));
    const { buyer: party } = await orderParties(t.database.db);
    const { inStock } = await orderGoods(t.database.db);
    const order = await insertOrder(t.database.db, {
      ...party,
      lines: [{ goodsId: inStock, name: '阿莫西林胶囊', priceFen: 1000, number: 5 }],
    });
    const cancel = await buyer.request('POST', `/api/order/${order.id}/cancel`, {
      json: { reason: '不要了\u0000' },
    });
    expect422(cancel);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM orders WHERE id = ${order.id} AND status = 'unpaid'`),
    ).toBe(1);

    await buyer.request('POST', `/api/cart/quick_add/${inStock}`, { json: {} });
    const orders = () => count(sql`SELECT count(*)::int AS n FROM orders`);
    const before = await orders();
    const created = await buyer.request('POST', '/api/order', {
      json: { address_id: addressId, remark: '请尽快\u0000发货' },
      headers: { 'idempotency-key': 'nul-remark' },
    });
    expect422(created);
    expect(await orders()).toBe(before);
  });

  it('in the company form, a certificate and the certificate image path is a 422 and stores nothing', async () => {
    await newAccount(t.database.db, '13700000020');
    const newcomer = new Browser(t.app);
    await newcomer.login('13700000020', 'demo1234');
    const images = [
      await imageId(newcomer),
      await imageId(newcomer),
      await imageId(newcomer),
      await imageId(newcomer),
    ];
    const companies = () => count(sql`SELECT count(*)::int AS n FROM companies`);
    const before = await companies();
    const body = pharmacyBody('仁和\u0000大药房', images);
    expect422(await newcomer.request('POST', '/api/user/company', { json: body }));
    const badCertificate = pharmacyBody('仁和大药房', images);
    (badCertificate.certificates[0] as { issuer: string }).issuer = '北京\u0000药监局';
    expect422(await newcomer.request('POST', '/api/user/company', { json: badCertificate }));
    expect(await companies()).toBe(before);

    const certificates = () => count(sql`SELECT count(*)::int AS n FROM certificates`);
    const held = await certificates();
    const renewal = {
      type: 'drug_licence',
      number: 'NO-1\u0000',
      issuer: '北京市药品监督管理局',
      valid_from: '2025-01-01',
      valid_until: '2030-01-01',
      images: [await imageId(buyer)],
    };
    expect422(await buyer.request('POST', '/api/user/zizhi', { json: renewal }));
    expect(await certificates()).toBe(held);

    expect422(await buyer.request('GET', '/api/user/zizhi/image/%00'));
    expect422(await buyer.request('GET', `/api/user/zizhi/image/${images[0]}%00`));
  });

  it('in a multipart field is a 422 and stores nothing', async () => {
    const boundary = 'nul-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n\u0000\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploads = () => count(sql`SELECT count(*)::int AS n FROM uploads`);
    const before = await uploads();
    const response = await buyer.request('POST', '/api/user/zizhi/image', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: response.statusCode });
    expect(await uploads()).toBe(before);
  });

  it('leaves no SQL or parameters in the server log', () => {
    expect(logged.filter((line) => /Failed query|params:|INSERT|SELECT|UPDATE/.test(line))).toEqual([]);
  });
});

describe('control characters', () => {
  it('ESC, DEL, C1, tab and CR/LF in a one-line field are refused; nothing is stored', async () => {
    const before = await addressCount();
    for (const value of [
      '\u001b[31m张三',
      '张\u007f三',
      '张\u0085三',
      '张\u009b三',
      '张\r\n三',
      '张\n三',
      '张\t三',
    ]) {
      expect422(await buyer.request('POST', '/api/user/address', { json: address({ consignee: value }) }));
      expect422(
        await buyer.request('POST', '/api/user/address', { json: address({ detail: `建国路${value}` }) }),
      );
    }
    expect(await addressCount()).toBe(before);
    expect422(await buyer.request('GET', '/api/order?keywords=%1B%5B2J'));
    expect422(await buyer.request('POST', '/api/user/updateUserInfo', { json: { name: '张\u001b三' } }));
  });

  it('a multi-line field (the order remark) keeps its line feeds and refuses other controls', async () => {
    const { inStock } = await orderGoods(t.database.db);
    await buyer.request('POST', `/api/cart/quick_add/${inStock}`, { json: {} });
    const refused = await buyer.request('POST', '/api/order', {
      json: { address_id: addressId, remark: '请尽快\u001b[2J发货' },
      headers: { 'idempotency-key': 'esc-remark' },
    });
    expect422(refused);
    const created = await buyer.request('POST', '/api/order', {
      json: { address_id: addressId, remark: '第一行\r\n第二行' },
      headers: { 'idempotency-key': 'lf-remark' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.order_id;
    const stored = await one<{ remark: string }>(
      t.database.db,
      sql`SELECT remark FROM orders WHERE id = ${id}`,
    );
    expect(stored.remark).toBe('第一行\n第二行');
  });
});
