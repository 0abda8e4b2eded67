import { Messages, OPERATOR_ROLE_LABELS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/*
 * The console's door (issue #26 §1): operator sign-in, its throttle and second factor, and the guard every
 * /api/console route passes — enumerated from the API document, so a route added later is covered too.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

const secretOf = (username: string) => DEMO_OPERATORS.find((o) => o.username === username)?.totpSecret ?? '';

/** A browser of the console: its own cookie jar; `csrfToken` is the operator session's token once signed in. */
async function signIn(username: string, otp?: string, ip = '127.0.0.1'): Promise<Browser> {
  const browser = new Browser(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    remoteAddress: ip,
    headers: { 'x-csrf-token': 'login' },
    payload: { username, password: 'demo1234', ...(otp ? { otp } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  for (const cookie of response.cookies) browser.cookies.set(cookie.name, cookie.value);
  browser.csrfToken = response.json().data.csrf_token;
  return browser;
}

/** 管理员 signs in once per file: a TOTP code is good once, and the next one is up to 30 s away. */
let adminSession: Promise<Browser> | null = null;
const asAdmin = () => {
  adminSession ??= (async () =>
    signIn('admin', await generate({ secret: secretOf('admin') }), '198.51.100.81'))();
  return adminSession;
};

function login(body: Record<string, string>, ip = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    remoteAddress: ip,
    headers: { 'x-csrf-token': 'login' },
    payload: body,
  });
}

async function auditRows(): Promise<number> {
  const { rows } = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ops_audit`);
  return rows[0]?.n ?? 0;
}

/** What a refusal must leave as it was: the trail, the sessions, the operators and their roles. */
async function snapshot() {
  const { rows } = await t.database.db.execute(sql`SELECT
    (SELECT count(*) FROM ops_audit)::int AS audit,
    (SELECT count(*) FROM operator_sessions WHERE revoked_at IS NULL)::int AS live_sessions,
    (SELECT count(*) FROM operators)::int AS operators,
    (SELECT count(*) FROM operator_roles)::int AS roles,
    (SELECT coalesce(sum(totp_last_step), 0)::text FROM operators) AS totp_steps`);
  return rows[0];
}

interface Operation {
  method: string;
  path: string;
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
}

async function apiOperations(): Promise<Operation[]> {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  return Object.entries(
    document.paths as Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
    })),
  );
}

/** An operation's URL with every path parameter filled in. */
const urlOf = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, '1');

function call(operation: Operation, cookies: Record<string, string>, csrfToken: string) {
  return t.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation),
    cookies,
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('operator sign-in', () => {
  it('signs in with username and password into a cookie of its own, scoped to /api/console and Strict', async () => {
    const before = await auditRows();
    const response = await login({ username: 'shenhe', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.operator).toMatchObject({ username: 'shenhe', roles: ['review'] });
    expect(data.operator.permissions).toEqual([
      'companies',
      'quality-review',
      'certificates',
      'controlled-sale',
      'hm-limits',
      'hm-receipts',
    ]);
    const cookie = response.cookies.find((c) => c.name === 'yc_console');
    expect(cookie).toMatchObject({ path: '/api/console', httpOnly: true, sameSite: 'Strict' });
    expect(response.cookies.map((c) => c.name)).not.toContain('yc_session');
    expect(await auditRows()).toBe(before + 1);

    const session = await t.app.inject({
      url: '/api/console/session',
      cookies: { yc_console: cookie?.value ?? '' },
    });
    expect(session.json().data).toEqual({ operator: data.operator, csrf_token: data.csrf_token });
  });

  it('answers a wrong password and an unknown name alike', async () => {
    const wrong = await login({ username: 'kefu', password: 'wrong-password' });
    const unknown = await login({ username: 'nobody', password: 'demo1234' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses a sign-in without any X-CSRF-Token header (login CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { username: 'shenhe', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('is throttled like the buyer login: after 5 failures even the right password is refused', async () => {
    const ip = '198.51.100.61';
    for (let i = 0; i < 5; i++)
      expect((await login({ username: 'yunying', password: 'wrong-password' }, ip)).statusCode).toBe(422);
    const locked = await login({ username: 'yunying', password: 'demo1234' }, '198.51.100.62');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(Messages.tooManyLogins);
  });

  it('asks 财务 for a TOTP code, refuses a wrong one, and takes a good one only once', async () => {
    const secret = secretOf('caiwu');
    const missing = await login({ username: 'caiwu', password: 'demo1234' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.errors.otp).toEqual(['请输入动态验证码']);
    const code = await generate({ secret });
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await login({ username: 'caiwu', password: 'demo1234', otp: wrong })).statusCode).toBe(422);
    // The password alone never signs 财务 in, whatever else is right.
    expect((await login({ username: 'caiwu', password: 'wrong-password', otp: code })).statusCode).toBe(422);
    const good = await login({ username: 'caiwu', password: 'demo1234', otp: code });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.operator.roles).toEqual(['finance']);
    const replay = await login({ username: 'caiwu', password: 'demo1234', otp: code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().data.errors.otp).toEqual(['动态验证码错误或已使用']);
  });
});

describe('the console guard, on every console route of the API document', () => {
  let operations: Operation[];
  let guarded: Operation[];
  let buyer: Browser;
  const operatorsByRole = new Map<string, Browser>();
  beforeAll(async () => {
    operations = await apiOperations();
    guarded = operations.filter(
      (o) => o.path.startsWith('/api/console/') && o.security?.some((r) => 'operatorSession' in r),
    );
    buyer = new Browser(t.app);
    expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
    for (const username of ['shenhe', 'cangchu', 'kefu']) {
      const operator = DEMO_OPERATORS.find((o) => o.username === username);
      const role = operator?.roles[0];
      if (role)
        operatorsByRole.set(OPERATOR_ROLE_LABELS[role], await signIn(username, undefined, '198.51.100.70'));
    }
  });

  it('finds the console routes in the document, each naming its roles', () => {
    expect(guarded.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/console/logout',
        'GET /api/console/audit',
        'GET /api/console/dashboard',
      ]),
    );
    for (const operation of guarded) expect(Array.isArray(operation['x-roles'])).toBe(true);
  });

  it('refuses no session and a buyer session (401), and changes nothing', async () => {
    const before = await snapshot();
    for (const operation of guarded) {
      const anonymous = await call(operation, {}, 'x');
      expect(anonymous.statusCode, `${operation.method} ${operation.path}`).toBe(401);
      // A signed-in buyer, with the buyer's own valid CSRF token: still no one here.
      const asBuyer = await call(operation, Object.fromEntries(buyer.cookies), buyer.csrfToken);
      expect(asBuyer.statusCode, `${operation.method} ${operation.path}`).toBe(401);
      expect(asBuyer.json().status).toBe(10001);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an operator lacking the role (403), and changes nothing', async () => {
    const before = await snapshot();
    let checked = 0;
    for (const operation of guarded) {
      const roles = operation['x-roles'] ?? [];
      if (roles.length === 0) continue;
      const [label, outsider] = [...operatorsByRole].find(([role]) => !roles.includes(role)) ?? [];
      if (!outsider) throw new Error(`no demo operator lacks ${roles.join(',')}`);
      const response = await call(operation, Object.fromEntries(outsider.cookies), outsider.csrfToken);
      expect(response.statusCode, `${operation.method} ${operation.path} as ${label}`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a state-changing call without the operator session token, even with the buyer one (403)', async () => {
    const operator = await signIn('kefu', undefined, '198.51.100.71');
    const csrf = await operator.request('GET', '/api/csrf');
    const buyerToken = csrf.json().data.token;
    const before = await snapshot();
    for (const operation of guarded.filter((o) => o.method !== 'GET')) {
      for (const token of [
        '',
        buyerToken,
        `${operator.csrfToken.slice(0, -1)}${operator.csrfToken.endsWith('A') ? 'B' : 'A'}`,
      ]) {
        const response = await call(operation, Object.fromEntries(operator.cookies), token);
        expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never lets an operator session reach a buyer route', async () => {
    const shenhe = operatorsByRole.get('审核');
    if (!shenhe) throw new Error('no 审核 operator');
    // The buyer CSRF pair too, so what refuses is the missing buyer session, not the token.
    const csrf = await shenhe.request('GET', '/api/csrf');
    const token = csrf.json().data.token;
    const buyerOnly = operations.filter(
      (o) => !o.path.startsWith('/api/console/') && o.security?.every((r) => 'session' in r),
    );
    expect(buyerOnly.length).toBeGreaterThan(20);
    const before = await snapshot();
    for (const operation of buyerOnly) {
      const response = await call(operation, Object.fromEntries(shenhe.cookies), token);
      // A route may first refuse its empty query or body (422); either way it acts for no one.
      expect([401, 422], `${operation.method} ${operation.path}: ${response.statusCode}`).toContain(
        response.statusCode,
      );
    }
    const base = await call(
      { method: 'GET', path: '/api/user/base' },
      Object.fromEntries(shenhe.cookies),
      '',
    );
    expect(base.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the audit trail', () => {
  it('writes one row for each state-changing console call', async () => {
    const unsafe = (await apiOperations()).filter(
      (o) => o.path.startsWith('/api/console/') && o.method !== 'GET',
    );
    // A new state-changing console route gets its one-row check here.
    // The review decisions' rows are checked in console-review.test.ts, the transfer confirmation's in
    // console-transfers.test.ts, shipping's in console-orders.test.ts, the invoices' in invoices.test.ts and
    // invoices-refunds.test.ts, the coupon templates' in coupon-centre.test.ts, cash-back campaigns' in cashback.test.ts, 客服's answers and replies in
    // self-service.test.ts, after-sales' in after-sales.test.ts, the
    // points routes' in points-mall.test.ts, tracking
    // entries' in parcels.test.ts, articles' and licences' in articles.test.ts,
    // reconciliation's in reconcile.test.ts, goods' in console-goods.test.ts, 初审 in console-review.test.ts,
    // a company's scope, manager and 账期 in console-companies.test.ts, a chain's stores in console-stores.test.ts, the e-contract's versions in
    // contract-versions.test.ts, 含麻 limits' in console-hm.test.ts, listing's in
    // console-goods-listing.test.ts, batches' in console-goods-batches.test.ts, the order cancellation's in
    // console-order-cancel.test.ts, adverts', nav's, hot words',
    // controlled-sale decisions', the draw's and messages' in console-content.test.ts (shipping a prize's in console-draw-ship.test.ts), chat's in chat.test.ts, the 全场94折's and activity
    // pages' in welfare.test.ts, warehouses' in warehouses.test.ts.
    expect(unsafe.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'DELETE /api/console/adverts/{id}',
      'DELETE /api/console/articles/{id}',
      'DELETE /api/console/hot-words/{id}',
      'DELETE /api/console/logout',
      'DELETE /api/console/nav/{id}',
      'PATCH /api/console/article/categories/{id}',
      'PATCH /api/console/articles/{id}',
      'PATCH /api/console/goods/{id}',
      'PATCH /api/console/operators/{id}',
      'PATCH /api/console/points/items/{id}',
      'PATCH /api/console/warehouses/{id}',
      'POST /api/console/activity-pages',
      'POST /api/console/activity-pages/{id}/status',
      'POST /api/console/adverts',
      'POST /api/console/after_sales/{id}/approve',
      'POST /api/console/after_sales/{id}/exchange',
      'POST /api/console/after_sales/{id}/receive',
      'POST /api/console/after_sales/{id}/refund',
      'POST /api/console/after_sales/{id}/reject',
      'POST /api/console/after_sales/{id}/send_documents',
      'POST /api/console/article/categories',
      'POST /api/console/articles',
      'POST /api/console/cashback',
      'POST /api/console/cashback/{id}/schedule',
      'POST /api/console/cashback/{id}/status',
      'POST /api/console/certificates/{id}/approve',
      'POST /api/console/certificates/{id}/reject',
      'POST /api/console/chat/conversations/{id}/messages',
      'POST /api/console/chat/conversations/{id}/read',
      'POST /api/console/companies/{id}/approve',
      'POST /api/console/companies/{id}/first_review',
      'POST /api/console/companies/{id}/reject',
      'POST /api/console/companies/{id}/stores',
      'POST /api/console/contract',
      'POST /api/console/coupons',
      'POST /api/console/coupons/{id}/schedule',
      'POST /api/console/coupons/{id}/status',
      'POST /api/console/draw/records/{id}/ship',
      'POST /api/console/feedback/{id}/reply',
      'POST /api/console/goods/listing',
      'POST /api/console/goods/pictures',
      'POST /api/console/goods/{id}/reclass',
      'POST /api/console/hm-limits/{company_id}',
      'POST /api/console/hot-words',
      'POST /api/console/invoices/{id}/issue',
      'POST /api/console/invoices/{id}/red_letter',
      'POST /api/console/item-requests/{id}/answer',
      'POST /api/console/kxzq/applications/{id}/decision',
      'POST /api/console/login',
      'POST /api/console/messages',
      'POST /api/console/nav',
      'POST /api/console/operators',
      'POST /api/console/orders/{id}/cancel',
      'POST /api/console/orders/{id}/parcels/{pid}/tracking',
      'POST /api/console/orders/{id}/ship',
      'POST /api/console/pictures',
      'POST /api/console/points/grants',
      'POST /api/console/points/items',
      'POST /api/console/points/orders/{id}/ship',
      'POST /api/console/reconciliations',
      'POST /api/console/transfers/confirm',
      'POST /api/console/warehouses',
      'POST /api/console/welfare',
      'POST /api/console/welfare/{id}/status',
      'PUT /api/console/activity-pages/{id}',
      'PUT /api/console/adverts/{id}',
      'PUT /api/console/companies/{id}/credit',
      'PUT /api/console/companies/{id}/manager',
      'PUT /api/console/companies/{id}/scope',
      'PUT /api/console/companies/{id}/stores/{store_id}',
      'PUT /api/console/draw/prizes/{id}',
      'PUT /api/console/draw/{id}/window',
      'PUT /api/console/goods/{id}/batches',
      'PUT /api/console/goods/{id}/batches/{batch_id}/report',
      'PUT /api/console/goods/{id}/ladder',
      'PUT /api/console/hot-words/{id}',
      'PUT /api/console/nav/{id}',
      'PUT /api/console/points/rules',
      'PUT /api/console/settings/licences',
      'PUT /api/console/welfare/{id}',
    ]);
    const before = await auditRows();
    const operator = await signIn('cangchu', undefined, '198.51.100.80');
    expect(await auditRows()).toBe(before + 1);
    const out = await operator.request('DELETE', '/api/console/logout');
    expect(out.statusCode).toBe(200);
    expect(await auditRows()).toBe(before + 2);
    const { rows } = await t.database.db.execute<{ operator: string; command: string; source: string }>(
      sql`SELECT operator, command, source FROM ops_audit ORDER BY id DESC LIMIT 2`,
    );
    expect(rows).toEqual([
      { operator: 'cangchu', command: 'logout', source: 'console' },
      { operator: 'cangchu', command: 'login', source: 'console' },
    ]);
    // The session is gone: the same cookie is no one now.
    const session = await operator.request('GET', '/api/console/session');
    expect(session.json().data.operator).toBeNull();
  });

  it('is searchable by 管理员 (with the second factor), console calls and ops commands alike', async () => {
    const output: string[] = [];
    expect(
      await main(['pending', '--operator', 'root'], { db: t.database.db, out: (s) => output.push(s) }),
    ).toBe(0);
    const admin = await asAdmin();
    const byOps = await admin.request('GET', '/api/console/audit?operator=root&command=pending');
    expect(byOps.statusCode).toBe(200);
    expect(byOps.json().data.list[0]).toMatchObject({
      operator: 'root',
      source: 'ops',
      command: 'pending',
      ok: true,
    });
    const logins = await admin.request('GET', '/api/console/audit?command=login&q=198.51.100.81');
    expect(logins.json().data.list.map((row: { operator: string }) => row.operator)).toEqual(['admin']);
    const none = await admin.request('GET', '/api/console/audit?from=2001-01-01&to=2001-01-31');
    expect(none.json().data).toMatchObject({ list: [], total: 0 });
  });
});

describe('the dashboard', () => {
  it("counts only the queues the operator's roles may open, from the database", async () => {
    const shenhe = await signIn('shenhe', undefined, '198.51.100.90');
    const review = (await shenhe.request('GET', '/api/console/dashboard')).json().data.queues;
    expect(review.map((q: { queue: string }) => q.queue)).toEqual([
      'companies_to_review',
      'certificates_to_review',
      'certificates_expiring',
    ]);
    const cangchu = await signIn('cangchu', undefined, '198.51.100.90');
    const before = (await cangchu.request('GET', '/api/console/dashboard')).json().data.queues;
    expect(before).toEqual([
      { queue: 'orders_to_ship', count: expect.any(Number) },
      { queue: 'returns_to_receive', count: expect.any(Number) },
    ]);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE status = 'paid'`,
    );
    expect(before[0].count).toBe(rows[0]?.n);
  });
});

describe('ops operator-add', () => {
  it('creates an operator whose 财务 role signs in only with the secret it printed once', async () => {
    const output: string[] = [];
    const code = await main(
      ['operator-add', 'QianLi', '--role', '财务', '--name', '钱立', '--operator', 'root'],
      {
        db: t.database.db,
        out: (s) => output.push(s),
        env: { OPERATOR_PASSWORD: 'Caiwu#2026pass' },
      },
    );
    expect(code, output.join('\n')).toBe(0);
    const secret = /密钥（只显示这一次，录入身份验证器 App）：([A-Z2-7]+)/.exec(output.join('\n'))?.[1] ?? '';
    expect(secret).not.toBe('');
    const response = await login(
      { username: 'qianli', password: 'Caiwu#2026pass', otp: await generate({ secret }) },
      '198.51.100.95',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.operator).toMatchObject({
      username: 'qianli',
      name: '钱立',
      roles: ['finance'],
    });
    const again = await main(['operator-add', 'qianli', '--role', '审核', '--operator', 'root'], {
      db: t.database.db,
      out: (s) => output.push(s),
      env: {},
    });
    expect(again).toBe(1);
  });
});

describe('管理员: operators and roles', () => {
  let admin: Browser;
  beforeAll(async () => {
    admin = await asAdmin();
  });

  it('creates an operator (one audit row, no password in it) and lists it', async () => {
    const before = await auditRows();
    const created = await admin.request('POST', '/api/console/operators', {
      json: { username: 'sunli', name: '孙丽', password: 'Sunli#2026pass', roles: ['review', 'finance'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { operator, totp } = created.json().data;
    expect(operator).toMatchObject({
      username: 'sunli',
      roles: ['finance', 'review'],
      disabled: false,
      has_totp: true,
    });
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(await auditRows()).toBe(before + 1);
    const { rows } = await t.database.db.execute<{ args: unknown; after: unknown; command: string }>(
      sql`SELECT args, after, command FROM ops_audit ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.command).toBe('operator-add');
    expect(JSON.stringify(rows[0])).not.toContain('Sunli#2026pass');
    expect(rows[0]?.after).toMatchObject({ username: 'sunli' });
    const list = await admin.request('GET', '/api/console/operators');
    expect(list.json().data.list.map((o: { username: string }) => o.username)).toContain('sunli');
  });

  it('changes roles and disables with before → after in the trail; a disabled operator is signed out', async () => {
    const kefu = await signIn('kefu', undefined, '198.51.100.101');
    const [row] = (
      await t.database.db.execute<{ id: number }>(sql`SELECT id FROM operators WHERE username = 'kefu'`)
    ).rows;
    const before = await auditRows();
    const changed = await admin.request('PATCH', `/api/console/operators/${row?.id}`, {
      json: { roles: ['service', 'operations'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.totp).toBeNull();
    const disabled = await admin.request('PATCH', `/api/console/operators/${row?.id}`, {
      json: { disabled: true },
    });
    expect(disabled.json().data.operator).toMatchObject({ disabled: true, roles: ['operations', 'service'] });
    expect(await auditRows()).toBe(before + 2);
    const { rows } = await t.database.db.execute<{
      before: { disabled: boolean };
      after: { disabled: boolean };
    }>(sql`SELECT before, after FROM ops_audit ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect((await kefu.request('GET', '/api/console/dashboard')).statusCode).toBe(401);
    expect((await login({ username: 'kefu', password: 'demo1234' }, '198.51.100.102')).statusCode).toBe(422);
  });

  it('keeps 管理员 from locking themselves out', async () => {
    const me = (await admin.request('GET', '/api/console/session')).json().data.operator;
    const response = await admin.request('PATCH', `/api/console/operators/${me.id}`, {
      json: { disabled: true },
    });
    expect(response.statusCode).toBe(409);
    const roles = await admin.request('PATCH', `/api/console/operators/${me.id}`, {
      json: { roles: ['finance'] },
    });
    expect(roles.statusCode).toBe(409);
    expect((await admin.request('GET', '/api/console/session')).json().data.operator.roles).toEqual([
      'admin',
    ]);
  });
});
