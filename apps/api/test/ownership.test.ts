import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredOrder } from './after-sales.fixtures';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { devPayments } from './online-pay.fixtures';
import { buyerByPhone, clearOrders, goodsWithStock, placeOrder, setWallet } from './orders.fixtures';
import { imageId } from './qualifications.fixtures';

/*
 * Issue #9 tampering (and #21: after-sales requests and order lines): another company's order, address, coupon, payment or bill is 404 on every route of orders,
 * payment, the wallet and addresses that takes an id — and nothing changes. The routes are not listed by hand
 * only: they are read from the API's own OpenAPI document, so a new id-taking route in these areas fails this
 * test until it is covered here.
 */

const AREAS =
  /^\/api\/(order|after_sale|hm_receipt|pay|invoice|chat|user\/(address|user_credit|coupon|user_money|contract|zizhi|alerts))/;
const ID_FIELDS = ['id', 'order_id', 'payment_id', 'bill_id', 'address_id', 'coupon_id', 'image_id'];

let t: TestApp;
let owner: Browser;
let stranger: Browser;
const ids = {
  order: 0,
  payment: 0,
  bill: 0,
  address: 0,
  coupon: 0,
  invoice: 0,
  delivered: 0,
  line: 0,
  afterSale: 0,
  shipped: 0,
  parcel: 0,
  online: 0,
  hmReceipt: 0,
  alert: 0,
};
let image = '';

beforeAll(async () => {
  t = await build({
    orderExpiryIntervalMs: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'yaocai-ownership-')),
    // The online methods exist (local provider server), so their routes reach the order and the payment.
    payments: devPayments(),
  });
  const db = t.database.db;
  await clearOrders(db);
  const me = await buyerByPhone(db, '13800138000');
  await setWallet(db, me.companyId, { balanceFen: 100_000, creditLimitFen: 50_000, billingDay: 28 });
  const goodsId = await goodsWithStock(db, 100);
  owner = new Browser(t.app);
  await owner.login('13800138000', 'demo1234');
  stranger = new Browser(t.app);
  await stranger.login('13900139000', 'demo1234');
  // The stranger may order at all (signed, something selected), so a 404 is about the owner's id, not a 459/422.
  expect((await stranger.request('POST', '/api/user/contract/sign', { json: {} })).statusCode).toBe(200);
  const added = await stranger.request('POST', '/api/cart', {
    json: { params: [{ goods_id: goodsId }] },
  });
  expect(added.statusCode, added.body).toBe(200);

  // A bill: one order paid on credit by its owner.
  const billed = await placeOrder(db, { buyer: me, lines: [{ goodsId, number: 1, priceFen: 1000 }] });
  const created = await owner.request('POST', '/api/pay/user_credit_create', {
    json: { order_id: billed.id },
  });
  const credit = created.json().data.payment_id as number;
  expect(
    (await owner.request('POST', '/api/pay/user_credit_pay', { json: { payment_id: credit } })).statusCode,
  ).toBe(200);
  // An unpaid order with a pending credit payment: what the stranger tries to pay, cancel and read.
  ids.order = (await placeOrder(db, { buyer: me, lines: [{ goodsId, number: 2, priceFen: 1250 }] })).id;
  const pending = await owner.request('POST', '/api/pay/user_credit_create', {
    json: { order_id: ids.order },
  });
  ids.payment = pending.json().data.payment_id;
  const online = await owner.request('POST', '/api/pay/online', {
    json: { order_id: ids.order, method: 'wechat' },
  });
  ids.online = online.json().data.payment_id;
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ id: number }>(query)).rows[0]?.id ?? 0;
  ids.bill = await rows(sql`SELECT id FROM credit_bills WHERE company_id = ${me.companyId} LIMIT 1`);
  ids.address = await rows(sql`SELECT id FROM addresses WHERE company_id = ${me.companyId} LIMIT 1`);
  // The credit-paid order left in one parcel: its delivery note is what the stranger tries to download.
  ids.shipped = billed.id;
  ids.parcel = await rows(sql`
    INSERT INTO order_parcels (order_id, seq, carrier, tracking_no, actor)
    VALUES (${billed.id}, 1, '顺丰速运', 'SF1', 'operator:test') RETURNING id`);
  ids.coupon = await rows(
    sql`SELECT id FROM user_coupons WHERE company_id = ${me.companyId} AND used_order_id IS NULL LIMIT 1`,
  );
  // An invoice of the owner's (waiting for its number): the stranger's download must be 404.
  ids.invoice = await rows(sql`
    INSERT INTO invoices (company_id, order_id, kind, type, title, tax_number, amount_fen, requested_by)
    VALUES (${me.companyId}, ${billed.id}, 'blue', 'e_normal', '仁心大药房', '91110105MA01ABCD1X', 1000, 'system')
    RETURNING id`);
  // A received order with an after-sales request (issue #21): its order, line and request.
  const delivered = await deliveredOrder(db, me, 'balance', [{ goodsId, number: 2, priceFen: 900 }]);
  ids.delivered = delivered.id;
  ids.line = delivered.lineIds[0] as number;
  const asked = await owner.request('POST', `/api/order/${ids.delivered}/after_sale`, {
    json: afterSaleBody(ids.line),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  ids.afterSale = asked.json().data.id;
  // A shipped 含麻 order (issue #21 §4): its receipt is what the stranger tries to confirm.
  const ephedrine = await rows(sql`
    SELECT id FROM goods WHERE regulatory_class = 'ephedrine_compound' AND NOT banned_online ORDER BY id LIMIT 1`);
  await db.execute(sql`UPDATE goods SET stock = 100 WHERE id = ${ephedrine}`);
  ids.hmReceipt = (
    await placeOrder(db, { buyer: me, lines: [{ goodsId: ephedrine, number: 1, priceFen: 500 }] })
  ).id;
  await db.execute(
    sql`UPDATE orders SET status = 'shipped', paid_at = now(), shipped_at = now() WHERE id = ${ids.hmReceipt}`,
  );
  // A 降价提醒 of the owner's (issue #23 §1): the stranger tries to cancel it.
  const alert = await owner.request('POST', '/api/user/alerts', {
    json: { goods_id: goodsId, kind: 'price' },
  });
  ids.alert = alert.json().data?.id ?? 0;
  for (const [name, id] of Object.entries(ids)) expect(id, `the owner's ${name}`).toBeGreaterThan(0);
  image = await imageId(owner);
});

const afterSaleBody = (lineId: number) => ({
  type: 'return',
  reason: 'damaged',
  lines: [{ line_id: lineId, number: 1 }],
});
afterAll(async () => t.close());

interface Attempt {
  method: 'GET' | 'POST';
  url: () => string;
  json?: () => Record<string, unknown>;
  key?: boolean;
}

const address = {
  consignee: '李四',
  phone: '13700137000',
  province: '北京市',
  city: '北京市',
  district: '东城区',
  detail: '王府井大街1号',
};

/** Every id-taking route of the areas, as `METHOD /path` of the OpenAPI document, and how a stranger tries it. */
const attempts: Record<string, Attempt> = {
  'POST /api/order': {
    method: 'POST',
    url: () => '/api/order',
    json: () => ({ address_id: ids.address }),
    key: true,
  },
  'POST /api/order#coupon': {
    method: 'POST',
    url: () => '/api/order',
    // The stranger's own address, the owner's coupon.
    json: () => ({ address_id: strangerAddress, coupon_id: ids.coupon }),
    key: true,
  },
  'GET /api/order/{id}': { method: 'GET', url: () => `/api/order/${ids.order}` },
  'GET /api/order/{id}/export': { method: 'GET', url: () => `/api/order/${ids.order}/export` },
  'GET /api/order/{id}/parcels/{pid}/delivery_note': {
    method: 'GET',
    url: () => `/api/order/${ids.shipped}/parcels/${ids.parcel}/delivery_note`,
  },
  'POST /api/order/{id}/cancel': {
    method: 'POST',
    url: () => `/api/order/${ids.order}/cancel`,
    json: () => ({}),
  },
  'POST /api/order/{id}/receive': { method: 'POST', url: () => `/api/order/${ids.order}/receive` },
  'POST /api/order/{id}/rebuy': { method: 'POST', url: () => `/api/order/${ids.order}/rebuy` },
  'GET /api/invoice/{id}/download': {
    method: 'GET',
    url: () => `/api/invoice/${ids.invoice}/download`,
  },
  'GET /api/pay/options': { method: 'GET', url: () => `/api/pay/options?order_id=${ids.order}` },
  'POST /api/pay/balance': {
    method: 'POST',
    url: () => '/api/pay/balance',
    json: () => ({ order_id: ids.order }),
    key: true,
  },
  'POST /api/pay/user_credit_create': {
    method: 'POST',
    url: () => '/api/pay/user_credit_create',
    json: () => ({ order_id: ids.order }),
  },
  'POST /api/pay/user_credit_pay': {
    method: 'POST',
    url: () => '/api/pay/user_credit_pay',
    json: () => ({ payment_id: ids.payment }),
  },
  'POST /api/pay/user_credit_check': {
    method: 'POST',
    url: () => '/api/pay/user_credit_check',
    json: () => ({ payment_id: ids.payment }),
  },
  'POST /api/pay/transfer': {
    method: 'POST',
    url: () => '/api/pay/transfer',
    json: () => ({ order_id: ids.order }),
  },
  'POST /api/pay/online': {
    method: 'POST',
    url: () => '/api/pay/online',
    json: () => ({ order_id: ids.order, method: 'alipay' }),
  },
  'GET /api/pay/online/{id}': { method: 'GET', url: () => `/api/pay/online/${ids.online}` },
  'POST /api/pay/credit_repay': {
    method: 'POST',
    url: () => '/api/pay/credit_repay',
    json: () => ({ bill_id: ids.bill }),
    key: true,
  },
  'POST /api/pay/credit_repay_transfer': {
    method: 'POST',
    url: () => '/api/pay/credit_repay_transfer',
    json: () => ({ bill_id: ids.bill }),
  },
  'POST /api/user/address/{id}/edit': {
    method: 'POST',
    url: () => `/api/user/address/${ids.address}/edit`,
    json: () => address,
  },
  'POST /api/user/address/{id}/delete': {
    method: 'POST',
    url: () => `/api/user/address/${ids.address}/delete`,
  },
  'GET /api/user/zizhi/image/{image_id}': { method: 'GET', url: () => `/api/user/zizhi/image/${image}` },
  'POST /api/order/{id}/after_sale': {
    method: 'POST',
    url: () => `/api/order/${ids.delivered}/after_sale`,
    json: () => afterSaleBody(ids.line),
  },
  'POST /api/order/{id}/after_sale#line': {
    method: 'POST',
    // The stranger's own order (any id it may name) with the owner's line.
    url: () => `/api/order/${strangerOrder}/after_sale`,
    json: () => afterSaleBody(ids.line),
  },
  'GET /api/after_sale/{id}': { method: 'GET', url: () => `/api/after_sale/${ids.afterSale}` },
  'POST /api/after_sale/{id}/ship_back': {
    method: 'POST',
    url: () => `/api/after_sale/${ids.afterSale}/ship_back`,
    json: () => ({ carrier: '顺丰速运', tracking_no: 'SF1234567' }),
  },
  'POST /api/hm_receipt/{id}/confirm': {
    method: 'POST',
    url: () => `/api/hm_receipt/${ids.hmReceipt}/confirm`,
    json: () => ({ receiver: '李四', id_number: '11010519491231002X', date: '2026-01-01' }),
  },
  'POST /api/after_sale/{id}/cancel': {
    method: 'POST',
    url: () => `/api/after_sale/${ids.afterSale}/cancel`,
  },
  'POST /api/user/alerts/{id}/cancel': {
    method: 'POST',
    url: () => `/api/user/alerts/${ids.alert}/cancel`,
  },
  // 在线客服 (issue #23 §3): an order card of the owner's order, the owner's picture.
  'POST /api/chat/messages': {
    method: 'POST',
    url: () => '/api/chat/messages',
    json: () => ({ client_id: `ownership-order-${Date.now()}`, type: 'order', order_id: ids.order }),
  },
  'POST /api/chat/messages#image': {
    method: 'POST',
    url: () => '/api/chat/messages',
    json: () => ({ client_id: `ownership-image-${Date.now()}`, type: 'image', image_id: image }),
  },
  'POST /api/user/address/{id}/default': {
    method: 'POST',
    url: () => `/api/user/address/${ids.address}/default`,
  },
};
let strangerAddress = 0;
let strangerOrder = 0;

/** What the owner's things look like; a stranger's attempt must leave every part of it as it was. */
async function ownersState() {
  const db = t.database.db;
  const read = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    order: await read(sql`SELECT status, paid_fen, cancel_reason FROM orders WHERE id = ${ids.order}`),
    payments: await read(
      sql`SELECT id, method, status FROM payments WHERE order_id = ${ids.order} ORDER BY id`,
    ),
    bill: await read(sql`SELECT amount_fen, repaid_fen FROM credit_bills WHERE id = ${ids.bill}`),
    address: await read(
      sql`SELECT consignee, is_default, deleted_at FROM addresses WHERE id = ${ids.address}`,
    ),
    coupon: await read(sql`SELECT used_order_id FROM user_coupons WHERE id = ${ids.coupon}`),
    ledger: await read(sql`SELECT count(*)::int AS n FROM ledger_entries`),
    repayments: await read(sql`SELECT count(*)::int AS n FROM bill_repayments`),
    orders: await read(sql`SELECT count(*)::int AS n FROM orders`),
    hmReceipts: await read(sql`SELECT count(*)::int AS n FROM hm_receipts`),
    alert: await read(sql`SELECT status FROM goods_alerts WHERE id = ${ids.alert}`),
    chat: await read(sql`SELECT count(*)::int AS n FROM chat_messages`),
    afterSale: await read(
      sql`SELECT r.status, (SELECT count(*)::int FROM after_sale_requests) AS n, q.held
          FROM after_sale_requests r JOIN after_sale_lines l ON l.request_id = r.id
          JOIN after_sale_quantities q ON q.order_line_id = l.order_line_id WHERE r.id = ${ids.afterSale}`,
    ),
  };
}

describe("another company's order, address, coupon, payment or bill", () => {
  it('covers every id-taking route of orders, payment, the wallet and addresses in the API document', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
    };
    const idTaking: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (!AREAS.test(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const body = JSON.stringify(operation.requestBody ?? {});
        const names = (operation.parameters ?? []).map((parameter) => parameter.name);
        if (ID_FIELDS.some((field) => names.includes(field) || body.includes(`"${field}"`)))
          idTaking.push(`${method.toUpperCase()} ${path}`);
      }
    }
    const covered = new Set(Object.keys(attempts).map((name) => name.split('#')[0]));
    expect(idTaking.filter((route) => !covered.has(route))).toEqual([]);
    expect(idTaking.length).toBeGreaterThanOrEqual(17);
  });

  it('answers 404 on each of them and changes nothing', async () => {
    const made = await stranger.request('POST', '/api/user/address', { json: { ...address, is_default: 1 } });
    strangerAddress = made.json().data.id;
    const them = await buyerByPhone(t.database.db, '13900139000');
    await setWallet(t.database.db, them.companyId, { balanceFen: 100_000 });
    strangerOrder = (
      await deliveredOrder(t.database.db, them, 'balance', [
        { goodsId: await goodsWithStock(t.database.db, 100, 1), number: 1, priceFen: 500 },
      ])
    ).id;
    const before = await ownersState();
    let n = 0;
    for (const [name, attempt] of Object.entries(attempts)) {
      n += 1;
      const answer = await stranger.request(attempt.method, attempt.url(), {
        ...(attempt.json ? { json: attempt.json() } : attempt.method === 'POST' ? { json: {} } : {}),
        headers: attempt.key ? { 'idempotency-key': `ownership-${n}-${Date.now()}` } : {},
      });
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
    }
    expect(await ownersState()).toEqual(before);
  });
});
