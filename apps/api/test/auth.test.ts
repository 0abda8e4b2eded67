import { loginResult, Messages, userBase } from '@yaocai/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

describe('sign-in, session and CSRF', () => {
  it('answers a visitor asking for user/base with 401 and status 10001', async () => {
    const response = await new Browser(t.app).request('GET', '/api/user/base');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 10001, message: Messages.notSignedIn, data: null });
  });

  it('rejects a POST without or with a wrong CSRF token (403) and records nothing', async () => {
    const browser = new Browser(t.app);
    const body = { json: { phone: '13800138000', password: 'demo1234' } };
    const missing = await browser.request('POST', '/api/user/login', body);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ status: 403, message: Messages.csrf });
    await browser.fetchCsrf();
    const wrong = await browser.request('POST', '/api/user/login', {
      ...body,
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.cookies.find((c) => c.name === 'yc_session')).toBeUndefined();
    const [row] = await t.database.db.select({ n: count() }).from(loginAttempts);
    expect(row?.n).toBe(0);
  });

  it('signs in, returns the user and a CSRF token, and user/base shows company and dedicated manager', async () => {
    const browser = new Browser(t.app);
    const response = await browser.login('13800138000', 'demo1234');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(10000);
    const data = loginResult.parse(body.data);
    expect(data.csrf_token).toBe(browser.csrfToken);
    const session = response.cookies.find((c) => c.name === 'yc_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const base = userBase.parse((await browser.request('GET', '/api/user/base')).json().data);
    expect(base).toMatchObject({
      phone: '13800138000',
      company: '仁心大药房',
      admin: { name: '张敏', is_default: 0 },
      is_passed: 1,
      is_can_chat: 1,
      is_AfterSale: '0',
      login_url: '/login',
      common_config: { hot_line: '400-800-1234', qq1: '800012345', qq2: '800067890' },
      quality_inspection: { msg: '暂无质检报告，请联系客服' },
      cart: 0,
    });
    expect(base.message_count).toBeGreaterThan(0);
    expect(base.token).not.toBe('');
  });

  it('gives a buyer without a dedicated manager the default one', async () => {
    const browser = new Browser(t.app);
    expect((await browser.login('13900139000', 'demo1234')).statusCode).toBe(200);
    const base = userBase.parse((await browser.request('GET', '/api/user/base')).json().data);
    expect(base).toMatchObject({
      company: '康宁诊所',
      admin: { name: '客服小药', is_default: 1 },
      is_can_chat: 0,
    });
  });

  it('rotates the session at login: the previous cookie stops working', async () => {
    const browser = new Browser(t.app);
    await browser.login('13800138000', 'demo1234');
    const first = browser.cookies.get('yc_session');
    await browser.login('13800138000', 'demo1234');
    const second = browser.cookies.get('yc_session');
    expect(second).not.toBe(first);
    const old = await t.app.inject({ url: '/api/user/base', cookies: { yc_session: first ?? '' } });
    expect(old.statusCode).toBe(401);
    expect((await browser.request('GET', '/api/user/base')).statusCode).toBe(200);
  });

  it("binds the token to the session: an attacker's own cookie and token do not write with the victim's session", async () => {
    const victim = new Browser(t.app);
    await victim.login('13800138000', 'demo1234');
    // The attacker's own, valid visitor pair (cookie + token), planted in the victim's browser.
    const attacker = new Browser(t.app);
    const attackerToken = await attacker.fetchCsrf();
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      payload: { goods_ids: [1] },
      cookies: {
        yc_session: victim.cookies.get('yc_session') ?? '',
        yc_csrf: attacker.cookies.get('yc_csrf') ?? '',
      },
      headers: { 'x-csrf-token': attackerToken },
    });
    expect(planted.statusCode, planted.body).toBe(403);
    expect(planted.json()).toMatchObject({ status: 403, message: Messages.csrf });
    // A token of another session does not fit either; the victim's own does.
    const other = new Browser(t.app);
    await other.login('13800138002', 'demo1234');
    const crossed = await victim.request('POST', '/api/favorite', {
      json: { goods_ids: [1] },
      headers: { 'x-csrf-token': other.csrfToken },
    });
    expect(crossed.statusCode).toBe(403);
    expect((await victim.request('POST', '/api/favorite', { json: { goods_ids: [1] } })).statusCode).toBe(
      200,
    );
  });

  it('rotates the token at login: the visitor token stops working once signed in', async () => {
    const browser = new Browser(t.app);
    const visitorToken = await browser.fetchCsrf();
    const login = await browser.login('13800138000', 'demo1234');
    expect(login.json().data.csrf_token).not.toBe(visitorToken);
    const stale = await browser.request('POST', '/api/favorite', {
      json: { goods_ids: [1] },
      headers: { 'x-csrf-token': visitorToken },
    });
    expect(stale.statusCode).toBe(403);
    // GET /api/csrf answers the token of the session now.
    expect(await browser.fetchCsrf()).toBe(login.json().data.csrf_token);
  });

  it('revokes the session at logout', async () => {
    const browser = new Browser(t.app);
    await browser.login('13800138000', 'demo1234');
    const cookie = browser.cookies.get('yc_session') ?? '';
    const logout = await browser.request('DELETE', '/api/user/logout');
    expect(logout.json()).toMatchObject({ status: 10000 });
    const replay = await t.app.inject({ url: '/api/user/base', cookies: { yc_session: cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('accepts a form-encoded login', async () => {
    const browser = new Browser(t.app);
    await browser.fetchCsrf();
    const response = await browser.request('POST', '/api/user/login', {
      form: 'phone=13800138000&password=demo1234',
    });
    expect(response.statusCode).toBe(200);
  });

  it('rejects unknown body fields with 422 naming the field', async () => {
    const browser = new Browser(t.app);
    await browser.fetchCsrf();
    const response = await browser.request('POST', '/api/user/login', {
      form: 'phone=13800138000&password=demo1234&is_admin=1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ is_admin: ['不支持的字段'] });
  });

  it('answers invalid input with Chinese field messages', async () => {
    const browser = new Browser(t.app);
    await browser.fetchCsrf();
    const response = await browser.request('POST', '/api/user/login', {
      json: { phone: '123', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 422,
      data: { errors: { phone: ['请输入正确的11位手机号'], password: ['请输入密码'] } },
    });
  });

  it('answers a wrong password with 422 and locks the account after 5 failures, even for the right password', async () => {
    const browser = new Browser(t.app);
    const phone = '13900139000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await browser.login(phone, 'wrong-password');
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors).toEqual({ password: [Messages.badCredentials] });
    }
    const locked = await browser.login(phone, 'demo1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 429, message: Messages.tooManyLogins });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.phone, phone));
    // The locked attempt was refused before the password was checked, so it is not recorded.
    expect(row?.n).toBe(6);
  });

  it('answers an unknown phone exactly like a wrong password', async () => {
    const response = await new Browser(t.app).login('13700000000', 'demo1234');
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ password: [Messages.badCredentials] });
  });
});
