import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { one } from './orders-create.fixtures';
import { insertOrder, orderGoods, orderParties } from './orders-read.fixtures';
import { imageId, multipart, PNG } from './qualifications.fixtures';

/*
 * The hostile corpus (issue #20 §4): every operation of the API reference, signed in as a demo buyer with a CSRF
 * token, gets NUL, control characters, oversize and malformed values in each parameter and body field (one at a
 * time, the rest filled with plausible values), and a handful of malformed bodies. Not one answer may be a 5xx,
 * and every answer is the envelope. Bounded: the corpus is small per field, so the file runs in seconds.
 */

interface Schema {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  default?: unknown;
  pattern?: string;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** Values a string field gets, written as they go on the wire in a query or path (percent-encoded by hand). */
const WIRE_STRINGS = [
  '%00',
  'a%00b',
  '%1B%5B31m%E7%BA%A2%1B%5B0m',
  'a%7Fb',
  'a%C2%85b',
  'a%0D%0Ab',
  '%09',
  '%ED%A0%80',
  '%FF%FE',
  '%25',
  '-1',
  '99999999999999999999999',
  '1e400',
  '0x10',
  '%5B%5D',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
];
/** The same idea for JSON bodies, plus the types a field does not expect. */
const JSON_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m红\u001b[0m',
  'a\u007fb',
  'a\u0085b',
  'a\r\nb',
  '\ud800',
  'x'.repeat(100_000),
  '',
  '-1',
  '99999999999999999999999',
  null,
  true,
  1.5,
  -1,
  2 ** 63,
  {},
  [],
  [[1]],
  { a: { b: { c: { d: 1 } } } },
  ['\u0000'],
  [{ '\u0000': '\u0000' }],
];
/** Whole bodies that are malformed in themselves. */
const MALFORMED_BODIES: { payload: string | Buffer; type: string }[] = [
  { payload: '{"a":', type: 'application/json' },
  { payload: '[1,2,3]', type: 'application/json' },
  { payload: '"\\u0000"', type: 'application/json' },
  { payload: '{"__proto__":{"x":1}}', type: 'application/json' },
  { payload: '', type: 'application/x-www-form-urlencoded' },
  { payload: 'a[b][c][d][e][f][g][h]=1&%00=%00', type: 'application/x-www-form-urlencoded' },
  { payload: '__proto__[x]=1&constructor[prototype][y]=2', type: 'application/x-www-form-urlencoded' },
  { payload: 'x=%ZZ&y=%', type: 'application/x-www-form-urlencoded' },
  { payload: '--b\r\n\r\n', type: 'multipart/form-data' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  { payload: Buffer.from([0, 1, 2, 255]), type: 'application/octet-stream' },
  { payload: '<x/>', type: 'text/xml' },
];

/** A plausible value for a schema: the first enum value, the default, the minimum, else a short text. */
function plausible(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) return plausible(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items)];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, plausible(schema.properties?.[key])]),
      );
    default:
      return schema.pattern === '^1[3-9]\\d{9}$' ? '13800138000' : 'x';
  }
}

/** Every field path of a body schema, nested objects and the first item of arrays included. */
function fieldPaths(schema: Schema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => [
      [...prefix, key],
      ...fieldPaths(child, [...prefix, key]),
    ]);
  }
  if (schema.type === 'array' && schema.items?.type === 'object')
    return fieldPaths(schema.items, [...prefix, 0]);
  return [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

let t: TestApp;
let buyer: Browser;
let sent = 0;
const faults: string[] = [];
/** Valid path values and bodies for the writes whose plausible filler would be refused before the hostile field. */
let known: Record<string, { path?: Record<string, string>; body?: unknown }> = {};

beforeAll(async () => {
  // WeChat is on (the development stand-in), so its routes are in the document and probed too.
  t = await build({ wechat: { driver: 'dev' } });
  buyer = new Browser(t.app);
  const signedIn = await buyer.login('13800138000', 'demo1234');
  if (signedIn.statusCode !== 200) throw new Error(signedIn.body);
  const db = t.database.db;
  const { inStock } = await orderGoods(db);
  const { buyer: party } = await orderParties(db);
  const unpaid = await insertOrder(db, {
    ...party,
    lines: [{ goodsId: inStock, name: '阿莫西林胶囊', priceFen: 1000, number: 5 }],
  });
  await buyer.request('POST', `/api/cart/quick_add/${inStock}`, { json: {} });
  const ids = async (query: ReturnType<typeof sql>) => String((await one<{ id: number }>(db, query)).id);
  const addressId = await ids(
    sql`SELECT id FROM addresses WHERE company_id = ${party.companyId} ORDER BY id LIMIT 1`,
  );
  const lineId = await ids(sql`SELECT id FROM cart_items ORDER BY id DESC LIMIT 1`);
  const address = {
    consignee: '张三',
    phone: '13800138000',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    detail: '建国路88号',
  };
  const image = await imageId(buyer);
  known = {
    'POST /api/user/address': { body: address },
    'POST /api/user/address/{id}/edit': { path: { id: addressId }, body: address },
    'POST /api/user/address/{id}/default': { path: { id: addressId } },
    'POST /api/user/zizhi': {
      body: {
        type: 'drug_licence',
        number: 'NO-1',
        issuer: '北京市药监局',
        valid_from: '2025-01-01',
        valid_until: '2030-01-01',
        images: [image],
      },
    },
    'POST /api/order': { body: { address_id: addressId, remark: '' } },
    'POST /api/order/{id}/cancel': { path: { id: String(unpaid.id) }, body: { reason: '' } },
    'GET /api/order/{id}': { path: { id: String(unpaid.id) } },
    'POST /api/cart': { body: { params: [{ goods_id: inStock, number: 5 }] } },
    'POST /api/cart/{id}/edit': { path: { id: lineId }, body: { number: 10 } },
    'POST /api/kxzq/apply': { body: { url: 'tongrentang' } },
    'POST /api/user/stores': {
      body: {
        company: '仁心大药房（西城店）',
        contact: '王五',
        phone: '13612345678',
        password: 'yaocai2026',
      },
    },
  };
});
afterAll(async () => t.close());

async function send(label: string, init: InjectOptions): Promise<void> {
  let response: LightMyRequestResponse;
  try {
    response = await t.app.inject({
      ...init,
      cookies: Object.fromEntries(buyer.cookies),
      headers: { 'x-csrf-token': buyer.csrfToken, ...init.headers },
    });
  } catch {
    return; // a request no HTTP client can send (an illegal header value): nothing reached the server
  }
  sent += 1;
  let enveloped = false;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const body = response.json();
    enveloped = typeof body?.status === 'number' && typeof body?.message === 'string';
  }
  if (response.statusCode >= 500 || (response.statusCode >= 400 && !enveloped))
    faults.push(`${label} → ${response.statusCode} ${response.body.slice(0, 160)}`);
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

describe('the hostile corpus over every operation of /api/openapi.json', () => {
  it('never answers 5xx, and answers every refusal in the envelope', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        operation,
      })),
    );
    // Signing out would end the probe's session: it goes last.
    operations.sort((a, b) => Number(a.path === '/api/user/logout') - Number(b.path === '/api/user/logout'));

    for (const { path, method, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const baseQuery: Record<string, string> = {};
      const basePath: Record<string, string> = {};
      const baseHeaders: Record<string, string> = {};
      for (const parameter of parameters) {
        const value = String(plausible(parameter.schema));
        if (parameter.in === 'path')
          basePath[parameter.name] = known[`${method} ${path}`]?.path?.[parameter.name] ?? value;
        else if (parameter.in === 'header') baseHeaders[parameter.name.toLowerCase()] = `probe-${sent}`;
        else if (parameter.required) baseQuery[parameter.name] = value;
      }
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const baseBody = known[`${method} ${path}`]?.body ?? (bodySchema ? plausible(bodySchema) : undefined);
      const query = (values: Record<string, string>) => {
        const text = Object.entries(values)
          .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
          .join('&');
        return text ? `?${text}` : '';
      };
      const encodedBase = Object.fromEntries(
        Object.entries(baseQuery).map(([key, value]) => [key, encodeURIComponent(value)]),
      );
      const request = (url: string, extra: Partial<InjectOptions> = {}) =>
        send(`${method} ${url.slice(0, 120)}`, {
          method: method as InjectOptions['method'],
          url,
          ...(baseBody === undefined ? {} : { payload: baseBody as InjectOptions['payload'] }),
          ...extra,
          headers: { ...baseHeaders, 'idempotency-key': `probe-${sent}`, ...extra.headers },
        });

      // Each parameter, one at a time.
      for (const parameter of parameters) {
        for (const wire of WIRE_STRINGS) {
          if (parameter.in === 'path') {
            await request(fillPath(path, { ...basePath, [parameter.name]: wire }) + query(encodedBase));
          } else if (parameter.in === 'query') {
            await request(fillPath(path, basePath) + query({ ...encodedBase, [parameter.name]: wire }));
            await request(
              fillPath(path, basePath) + query({ ...encodedBase, [`${parameter.name}[a]`]: wire }),
            );
          } else {
            await request(fillPath(path, basePath) + query(encodedBase), {
              headers: {
                [parameter.name.toLowerCase()]: Buffer.from(
                  wire.replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
                    String.fromCharCode(Number.parseInt(hex, 16)),
                  ),
                  'latin1',
                ).toString('latin1'),
              },
            });
          }
        }
      }
      // An undeclared query parameter carrying a NUL.
      await request(`${fillPath(path, basePath)}${query({ ...encodedBase, '%00': '%00' })}`);

      if (method === 'GET') continue;
      const url = fillPath(path, basePath) + query(encodedBase);
      // Each body field, one at a time, as JSON and as a form.
      for (const field of fieldPaths(bodySchema)) {
        for (const value of JSON_VALUES)
          await request(url, { payload: withValue(baseBody, field, value) as object });
        const formKey = field.map((key, index) => (index === 0 ? String(key) : `[${key}]`)).join('');
        for (const wire of WIRE_STRINGS.slice(0, 8)) {
          await request(url, {
            payload: `${formKey}=${wire}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
        }
      }
      for (const body of MALFORMED_BODIES) {
        await request(url, { payload: body.payload, headers: { 'content-type': body.type } });
      }
    }

    // The one multipart operation: a NUL in the file name and in a stray field, and no boundary at all.
    const upload = multipart(PNG, 'a\u0000.png');
    await send('upload with NUL file name', {
      method: 'POST',
      url: '/api/user/zizhi/image',
      ...upload,
      payload: upload.body,
    });
    await send('upload without boundary', {
      method: 'POST',
      url: '/api/user/zizhi/image',
      payload: upload.body,
      headers: { 'content-type': 'multipart/form-data' },
    });

    console.info(
      `hostile probe: ${sent} requests over ${operations.length} operations, ${faults.length} faults`,
    );
    expect(faults).toEqual([]);
  }, 120_000);
});
