import { Writable } from 'node:stream';
import { buyerStanding, createCodeResult, Messages, registerResult, userBase } from '@yaocai/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_LOCK } from '../src/accounts/codes';
import type { SmsSender } from '../src/accounts/sms';
import { buildApp } from '../src/app';
import { loadBuyer } from '../src/catalogue/loaders';
import { loadConfig } from '../src/config';
import { loginAttempts, sessions, users, verificationCodes } from '../src/db/schema/index';
import { Browser } from './browser';
import { createTestDatabase } from './helper';

/** The test's SMS provider: keeps every message so a test reads its code as a buyer reads the SMS. */
class Inbox implements SmsSender {
  readonly description = 'test inbox';
  readonly messages: { phone: string; text: string }[] = [];
  async send(phone: string, text: string) {
    this.messages.push({ phone, text });
  }
  countFor(phone: string) {
    return this.messages.filter((message) => message.phone === phone).length;
  }
  codeFor(phone: string): string {
    const last = this.messages.filter((message) => message.phone === phone).at(-1);
    const code = last?.text.match(/验证码 (\d{6})/)?.[1];
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  }
}

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let database: Database;
const inbox = new Inbox();
const unqualified = buyerStanding({ company: null }).reason;

beforeAll(async () => {
  database = await createTestDatabase();
  // Several hashes at once, so parallel registrations reach their transactions together (the race below).
  const config = {
    ...loadConfig({}),
    webDist: '/nonexistent',
    siteUrl: '',
    passwordHashConcurrency: 4,
    loginQueueLength: 32,
  };
  app = await buildApp({ db: database.db, config, logger: false, sms: inbox });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

let serial = 0;
/** A phone nobody has used in this database. */
const freshPhone = () => `1370000${String(++serial).padStart(4, '0')}`;
/** An IP of its own for each test, so the per-IP limits of one test do not reach another. */
const freshIp = () => `198.51.100.${++serial}`;

/** A browser (cookies, CSRF token) whose requests come from `ip`. */
async function browserAt(ip = freshIp()): Promise<Browser> {
  const atIp = { inject: (init: object) => app.inject({ ...init, remoteAddress: ip }) };
  const browser = new Browser(atIp as unknown as FastifyInstance);
  await browser.fetchCsrf();
  return browser;
}

const PASSWORD = 'yaocai2026';

function askCode(browser: Browser, phone: string, purpose: string) {
  return browser.request('POST', '/api/user/create_code', { json: { phone, purpose } });
}

function registerWith(browser: Browser, phone: string, code: string, password = PASSWORD) {
  return browser.request('POST', '/api/user/register', {
    json: { phone, code, password, password_confirmation: password, agree: 1 },
  });
}

/** A new buyer, registered through the API and signed in on the returned browser. */
async function registered(): Promise<{ browser: Browser; phone: string }> {
  const browser = await browserAt();
  const phone = freshPhone();
  expect((await askCode(browser, phone, 'register')).statusCode).toBe(200);
  const response = await registerWith(browser, phone, inbox.codeFor(phone));
  expect(response.statusCode).toBe(200);
  // The next code for this phone (reset, phone change) is not held back by the one-a-minute rule.
  await age(phone, 61);
  return { browser, phone };
}

function expectField(response: LightMyRequestResponse, field: string, message: string | RegExp) {
  expect(response.statusCode).toBe(422);
  const body = response.json();
  expect(body.status).toBe(422);
  expect(body.data.errors[field]?.[0]).toMatch(message);
}

/** Until some statement of this database waits for a lock (a write blocked by the test's open transaction). */
async function waitForLockWait(sessions = 1) {
  for (let waiting = 0; waiting < sessions; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { rows } = await database.db.$client.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    waiting = rows[0].n;
  }
}

const codeRows = (phone: string) =>
  database.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));

/** Moves every code of a phone `seconds` into the past (the clock of the rules is the database's). */
async function age(phone: string, seconds: number) {
  await database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCodes.phone, phone));
}

describe('POST /api/user/create_code', () => {
  it('sends a 6-digit code and stores only its HMAC', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    const response = await askCode(browser, phone, 'register');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('验证码已发送');
    expect(createCodeResult.parse(response.json().data)).toEqual({ retry_after: 60, expires_in: 300 });
    const code = inbox.codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(inbox.messages.at(-1)?.text).toMatch(/^【药采】验证码 \d{6}，您正在注册药采账号，5分钟内有效/);
    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a register code for a registered phone (422) and sends nothing', async () => {
    const browser = await browserAt();
    const before = inbox.countFor('13800138000');
    expectField(await askCode(browser, '13800138000', 'register'), 'phone', '该手机号已注册');
    expect(inbox.countFor('13800138000')).toBe(before);
  });

  it('answers a reset code for an unregistered phone like a registered one, but sends nothing', async () => {
    const browser = await browserAt();
    const stranger = freshPhone();
    const known = await askCode(browser, '13900139000', 'reset');
    const unknown = await askCode(browser, stranger, 'reset');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(inbox.countFor('13900139000')).toBe(1);
    expect(inbox.countFor(stranger)).toBe(0);
    // The same limits hold for both, so a second ask cannot tell them apart either.
    const again = await askCode(browser, stranger, 'reset');
    expect(again.statusCode).toBe(429);
    expect((await askCode(browser, '13900139000', 'reset')).json()).toEqual(again.json());
  });

  it('allows one code a minute per phone, whatever the purpose (429 says how long to wait)', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    expect((await askCode(browser, phone, 'register')).statusCode).toBe(200);
    const refused = await askCode(browser, phone, 'reset');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, data: null });
    expect(refused.json().message).toMatch(/^验证码发送过于频繁，请(60|59)秒后再试$/);
    await age(phone, 61);
    expect((await askCode(browser, phone, 'register')).statusCode).toBe(200);
  });

  it('allows ten codes a day per phone', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    for (let i = 0; i < 10; i++) {
      expect((await askCode(browser, phone, 'register')).statusCode).toBe(200);
      await age(phone, 120);
    }
    const refused = await askCode(browser, phone, 'register');
    expect(refused.statusCode).toBe(429);
    // The oldest went out 20 minutes ago (10 × 2 min); it leaves the 24-hour window in about 23.7 hours.
    expect(refused.json().message).toBe('该手机号今日获取验证码次数已达上限，请24小时后再试');
    expect(inbox.countFor(phone)).toBe(10);
  });

  it('asks a visitor to sign in for a phone-change code (401) and refuses bind (not built)', async () => {
    const browser = await browserAt();
    const response = await askCode(browser, freshPhone(), 'phone');
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(10001);
    expectField(await askCode(browser, freshPhone(), 'bind'), 'purpose', '微信绑定尚未开放');
  });

  it('allows 20 code requests per IP per hour, whatever the phone', async () => {
    const browser = await browserAt();
    for (let i = 0; i < 20; i++)
      expect((await askCode(browser, freshPhone(), 'register')).statusCode).toBe(200);
    const refused = await askCode(browser, freshPhone(), 'register');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^获取验证码过于频繁，请\d+分钟后再试$/);
  });
});

describe('code checks', () => {
  it('refuses an expired code (5 minutes)', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    await askCode(browser, phone, 'register');
    const code = inbox.codeFor(phone);
    await age(phone, 301);
    expectField(await registerWith(browser, phone, code), 'code', '验证码已失效，请重新获取');
    const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.phone, phone));
    expect(row?.n).toBe(0);
  });

  it('burns a code after 5 wrong tries; the right one is then refused too', async () => {
    const browser = await browserAt();
    await askCode(browser, '13900139000', 'reset').then(() => age('13900139000', 61));
    expect((await askCode(browser, '13900139000', 'reset')).statusCode).toBe(200);
    const code = inbox.codeFor('13900139000');
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (value: string) =>
      browser.request('POST', '/api/user/forget/verify', { json: { phone: '13900139000', code: value } });
    for (const left of [4, 3, 2, 1])
      expectField(await verify(wrong), 'code', `验证码错误，还可尝试${left}次`);
    expectField(await verify(wrong), 'code', '验证码错误次数过多，请重新获取');
    expectField(await verify(code), 'code', '验证码错误次数过多，请重新获取');
  });

  it('checks a reset code without using it up, then uses it once', async () => {
    const { phone } = await registered();
    const browser = await browserAt();
    await askCode(browser, phone, 'reset');
    const code = inbox.codeFor(phone);
    const verified = await browser.request('POST', '/api/user/forget/verify', { json: { phone, code } });
    expect(verified.statusCode).toBe(200);
    const body = { phone, code, password: 'newpass123', password_confirmation: 'newpass123' };
    expect((await browser.request('POST', '/api/user/forget', { json: body })).statusCode).toBe(200);
    const reused = await browser.request('POST', '/api/user/forget', {
      json: { ...body, password: 'other1234', password_confirmation: 'other1234' },
    });
    expectField(reused, 'code', '验证码已失效，请重新获取');
    expect((await browser.login(phone, 'newpass123')).statusCode).toBe(200);
  });

  it('asks for a code first when none was sent', async () => {
    const browser = await browserAt();
    expectField(await registerWith(browser, freshPhone(), '123456'), 'code', '请先获取验证码');
  });
});

describe('POST /api/user/register', () => {
  it('creates the buyer pending review, signs them in like login, and they may not buy yet', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    await askCode(browser, phone, 'register');
    const response = await registerWith(browser, phone, inbox.codeFor(phone));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 10000, message: '注册成功' });
    const data = registerResult.parse(response.json().data);
    expect(data.csrf_token).toBe(browser.csrfToken);
    expect(data.user).toMatchObject({ phone, company: '', is_passed: 0 });
    const session = response.cookies.find((cookie) => cookie.name === 'yc_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const base = userBase.parse((await browser.request('GET', '/api/user/base')).json().data);
    expect(base).toMatchObject({ phone, company: '', is_passed: 0, cart: 0 });
    const [user] = await database.db.select().from(users).where(eq(users.phone, phone));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.companyId).toBeNull();
    // The write paths' rule (cart, orders) sees an unqualified buyer, and the goods pages say why.
    const buyer = await loadBuyer(database.db, user?.id ?? 0);
    expect(buyer?.standing).toMatchObject({ mayBuy: false, reason: unqualified });
    const detail = await browser.request('GET', '/api/goods/detail/1');
    expect(detail.json().data.buy_reason).toBe(unqualified);
    // The code is used up.
    const [row] = await codeRows(phone);
    expect(row?.usedAt).not.toBeNull();
  });

  it('leaves nothing behind on a wrong code, and the right code still works after', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    await askCode(browser, phone, 'register');
    const code = inbox.codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectField(await registerWith(browser, phone, wrong), 'code', '验证码错误，还可尝试4次');
    expect(await database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    expect(response200(await registerWith(browser, phone, code))).toBe(true);
  });

  it('refuses a phone registered meanwhile (422) and keeps the code unused', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    await askCode(browser, phone, 'register');
    await database.db.insert(users).values({ phone, passwordHash: 'x' });
    expectField(await registerWith(browser, phone, inbox.codeFor(phone)), 'phone', '该手机号已注册');
    const [row] = await codeRows(phone);
    expect(row?.usedAt).toBeNull();
  });

  it('of four parallel registrations of one phone, one succeeds and the others get 422 (never 500)', async () => {
    const phone = freshPhone();
    const browsers = await Promise.all([browserAt(), browserAt(), browserAt(), browserAt()]);
    await askCode(browsers[0] as Browser, phone, 'register');
    const code = inbox.codeFor(phone);
    // Holding the phone's lock makes all four pass the code check and hash, then meet at the registering
    // transaction's lock — the race under test — however fast hashing is (the suite hashes at a test cost).
    // A connection outside the app's pool of 5: the four waiting registrations hold four, the wait check one.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    let pending: Promise<LightMyRequestResponse[]>;
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PHONE_CODE_LOCK, phone]);
      pending = Promise.all(browsers.map((browser) => registerWith(browser, phone, code)));
      await waitForLockWait(4);
    } finally {
      await other.query('COMMIT');
      await other.end();
    }
    const responses = await pending;
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422, 422, 422]);
    for (const refused of responses.filter((response) => response.statusCode === 422))
      expect(refused.json().data.errors.phone).toEqual(['该手机号已注册']);
    expect(await database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('answers 422 when the phone is inserted by a transaction still open as it registers (unique index, not 500)', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    await askCode(browser, phone, 'register');
    const other = await database.db.$client.connect();
    try {
      await other.query('BEGIN');
      await other.query("INSERT INTO users (phone, password_hash) VALUES ($1, 'x')", [phone]);
      const pending = registerWith(browser, phone, inbox.codeFor(phone));
      // The registration's INSERT now waits on the open row of the unique index.
      await waitForLockWait();
      await other.query('COMMIT');
      expectField(await pending, 'phone', '该手机号已注册');
    } finally {
      other.release();
    }
    const [row] = await codeRows(phone);
    expect(row?.usedAt).toBeNull();
  });

  it('needs the CSRF token (403) and creates nothing without it', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    await askCode(browser, phone, 'register');
    const response = await browser.request('POST', '/api/user/register', {
      json: {
        phone,
        code: inbox.codeFor(phone),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        agree: 1,
      },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(Messages.csrf);
    expect(await database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('refuses a weak password and a missing agreement with the first message', async () => {
    const browser = await browserAt();
    const phone = freshPhone();
    await askCode(browser, phone, 'register');
    const code = inbox.codeFor(phone);
    expectField(await registerWith(browser, phone, code, 'abcdefgh'), 'password', /至少两种/);
    const noAgreement = await browser.request('POST', '/api/user/register', {
      json: { phone, code, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expectField(noAgreement, 'agree', '请阅读并同意《用户服务协议》');
  });
});

function response200(response: LightMyRequestResponse): boolean {
  return response.statusCode === 200;
}

describe('POST /api/user/forget', () => {
  it('sets the new password, revokes every session and does not sign in', async () => {
    const { browser: signedIn, phone } = await registered();
    const elsewhere = await browserAt();
    expect((await elsewhere.login(phone, PASSWORD)).statusCode).toBe(200);

    const visitor = await browserAt();
    await askCode(visitor, phone, 'reset');
    const response = await visitor.request('POST', '/api/user/forget', {
      json: {
        phone,
        code: inbox.codeFor(phone),
        password: 'fresh-pass1',
        password_confirmation: 'fresh-pass1',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 10000,
      message: '密码已重置，请使用新密码登录',
      data: null,
    });
    expect(response.cookies.find((cookie) => cookie.name === 'yc_session')).toBeUndefined();

    for (const old of [signedIn, elsewhere]) {
      const base = await old.request('GET', '/api/user/base');
      expect(base.statusCode).toBe(401);
      expect(base.json().status).toBe(10001);
    }
    expectField(await visitor.login(phone, PASSWORD), 'password', Messages.badCredentials);
    expect((await visitor.login(phone, 'fresh-pass1')).statusCode).toBe(200);
  });
});

describe('POST /api/user/resetPassword', () => {
  const change = (browser: Browser, oldPassword: string, password: string) =>
    browser.request('POST', '/api/user/resetPassword', {
      json: { old_password: oldPassword, password, password_confirmation: password },
    });

  it('refuses a wrong current password on old_password, counted by the login throttle', async () => {
    const { browser, phone } = await registered();
    expectField(await change(browser, 'not-my-pass1', 'next-pass1'), 'old_password', '当前密码不正确');
    const [failures] = await database.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.phone, phone), eq(loginAttempts.success, false)));
    expect(failures?.n).toBe(1);
    for (let i = 0; i < 4; i++)
      expect((await change(browser, 'not-my-pass1', 'next-pass1')).statusCode).toBe(422);
    // Locked: even the right password is not looked at.
    const locked = await change(browser, PASSWORD, 'next-pass1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(Messages.tooManyLogins);
  });

  it('changes the password, revokes the other sessions and keeps this one', async () => {
    const { browser, phone } = await registered();
    const other = await browserAt();
    expect((await other.login(phone, PASSWORD)).statusCode).toBe(200);
    const response = await change(browser, PASSWORD, 'next-pass1');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('密码已修改');
    expect((await browser.request('GET', '/api/user/base')).statusCode).toBe(200);
    expect((await other.request('GET', '/api/user/base')).json().status).toBe(10001);
    const [live] = await database.db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.phone, phone), sql`${sessions.revokedAt} IS NULL`));
    expect(live?.n).toBe(1);
    expect((await (await browserAt()).login(phone, 'next-pass1')).statusCode).toBe(200);
  });

  it('asks a visitor to sign in', async () => {
    const response = await change(await browserAt(), PASSWORD, 'next-pass1');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/updateUserInfo', () => {
  it('changes the name, and the phone with a code sent to the new phone', async () => {
    const { browser, phone } = await registered();
    const named = await browser.request('POST', '/api/user/updateUserInfo', { json: { name: '李药师' } });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ message: '保存成功', data: { name: '李药师', phone } });

    const newPhone = freshPhone();
    expect((await askCode(browser, newPhone, 'phone')).statusCode).toBe(200);
    const code = inbox.codeFor(newPhone);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await browser.request('POST', '/api/user/updateUserInfo', {
      json: { name: '李药师', phone: newPhone, code: wrong },
    });
    expectField(refused, 'code', '验证码错误，还可尝试4次');
    const changed = await browser.request('POST', '/api/user/updateUserInfo', {
      json: { name: '李药师', phone: newPhone, code },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.phone).toBe(newPhone);
    expect((await (await browserAt()).login(newPhone, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 422 when the new phone is taken by a transaction still open as it changes (not 500)', async () => {
    const { browser } = await registered();
    const newPhone = freshPhone();
    await askCode(browser, newPhone, 'phone');
    const other = await database.db.$client.connect();
    try {
      await other.query('BEGIN');
      await other.query("INSERT INTO users (phone, password_hash) VALUES ($1, 'x')", [newPhone]);
      const pending = browser.request('POST', '/api/user/updateUserInfo', {
        json: { name: '李药师', phone: newPhone, code: inbox.codeFor(newPhone) },
      });
      await waitForLockWait();
      await other.query('COMMIT');
      expectField(await pending, 'phone', '该手机号已注册');
    } finally {
      other.release();
    }
    const [row] = await codeRows(newPhone);
    expect(row?.usedAt).toBeNull();
  });

  it("refuses another buyer's phone (422) and another buyer's code", async () => {
    const { browser } = await registered();
    expectField(await askCode(browser, '13800138000', 'phone'), 'phone', '该手机号已注册');
    const taken = await browser.request('POST', '/api/user/updateUserInfo', {
      json: { name: '李药师', phone: '13800138000', code: '123456' },
    });
    expectField(taken, 'phone', '该手机号已注册');
    // A code sent for someone else's change does not serve this buyer.
    const { browser: other } = await registered();
    const newPhone = freshPhone();
    await askCode(other, newPhone, 'phone');
    const stolen = await browser.request('POST', '/api/user/updateUserInfo', {
      json: { name: '李药师', phone: newPhone, code: inbox.codeFor(newPhone) },
    });
    expectField(stolen, 'code', '请先获取验证码');
  });
});

describe('GET /api/user/phone/{phone}', () => {
  it('answers registered 1 or 0, and 20 lookups per IP per 10 minutes', async () => {
    const browser = await browserAt();
    const known = await browser.request('GET', '/api/user/phone/13800138000');
    expect(known.json()).toMatchObject({ status: 10000, data: { registered: 1 } });
    expect((await browser.request('GET', `/api/user/phone/${freshPhone()}`)).json().data).toEqual({
      registered: 0,
    });
    for (let i = 0; i < 18; i++)
      expect((await browser.request('GET', `/api/user/phone/${freshPhone()}`)).statusCode).toBe(200);
    const refused = await browser.request('GET', '/api/user/phone/13800138000');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, data: null });
    expect(refused.json().message).toMatch(/^查询过于频繁，请(10|9)分钟后再试$/);
    // Another IP is not held back.
    expect((await (await browserAt()).request('GET', '/api/user/phone/13800138000')).statusCode).toBe(200);
  });

  it('refuses a malformed phone with 422', async () => {
    const browser = await browserAt();
    expectField(await browser.request('GET', '/api/user/phone/12345'), 'phone', '请输入正确的11位手机号');
  });
});

describe('the SMS log driver', () => {
  it('says at start-up that SMS is in log mode and writes each message on one line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    const logged = await buildApp({
      db: database.db,
      config: { ...loadConfig({}), webDist: '/nonexistent', siteUrl: '' },
      logger: { level: 'info', stream },
    });
    try {
      const messages = () => lines.map((line) => JSON.parse(line).msg as string);
      expect(messages().filter((message) => message.includes('日志模式'))).toHaveLength(1);
      const atIp = { inject: (init: object) => logged.inject({ ...init, remoteAddress: freshIp() }) };
      const browser = new Browser(atIp as unknown as FastifyInstance);
      await browser.fetchCsrf();
      const phone = freshPhone();
      expect((await askCode(browser, phone, 'register')).statusCode).toBe(200);
      const sms = messages().filter((message) => message.startsWith('[sms] 1'));
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatch(
        new RegExp(`^\\[sms\\] ${phone} 【药采】验证码 \\d{6}，您正在注册药采账号，5分钟内有效`),
      );
      // Nowhere else: no other line carries the code.
      const code = sms[0]?.match(/验证码 (\d{6})/)?.[1] ?? '';
      expect(lines.filter((line) => line.includes(code))).toHaveLength(1);
    } finally {
      await logged.close();
    }
  });
});
