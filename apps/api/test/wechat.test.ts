import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../src/accounts/sms';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { Browser } from './browser';
import { createTestDatabase } from './helper';

/*
 * WeChat (issue #10 §1) against the local stand-in: no WECHAT_APP_ID/SECRET, so the authorize step is our
 * 开发模式 page and the codes are the server's own. The flow is the Open Platform's: authorize URL → code back to
 * our callback with the state → redeemed for the unionid.
 */

class Inbox implements SmsSender {
  readonly description = 'test inbox';
  readonly codes = new Map<string, string>();
  async send(phone: string, text: string) {
    const code = text.match(/验证码 (\d{6})/)?.[1];
    if (code) this.codes.set(phone, code);
  }
}

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const inbox = new Inbox();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = {
    ...loadConfig({ WECHAT_DRIVER: 'dev' }),
    webDist: '/nonexistent',
    siteUrl: 'http://shop.test',
  };
  app = await buildApp({ db: database.db, config, logger: false, sms: inbox });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function visitor(): Promise<Browser> {
  const browser = new Browser(app);
  await browser.fetchCsrf();
  return browser;
}

/** Plays the browser through authorize and the 开发模式 page as `identity`: the code and state it comes back with. */
async function authorizeAs(browser: Browser, purpose: 'login' | 'bind', identity: string) {
  const authorize = await browser.request('GET', `/api/user/wechat/authorize?purpose=${purpose}`);
  expect(authorize.statusCode, authorize.body).toBe(200);
  const { url, mode } = authorize.json().data;
  expect(mode).toBe('dev');
  const page = await browser.request('GET', url);
  expect(page.body).toContain('开发模式');
  const params = new URL(url, 'http://shop.test').searchParams;
  const confirm = await browser.request(
    'GET',
    `/api/wechat/dev/confirm?${new URLSearchParams({ state: params.get('state') ?? '', redirect_uri: params.get('redirect_uri') ?? '', identity })}`,
  );
  expect(confirm.statusCode).toBe(302);
  const back = new URL(String(confirm.headers.location));
  expect(back.pathname).toBe(purpose === 'login' ? '/register/wechat' : '/zhzx/bdwx');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

describe('WeChat login and registration (/register/wechat)', () => {
  it('keeps a new WeChat for registration step 1, which binds it; then that WeChat signs in by itself', async () => {
    const newcomer = await visitor();
    const login = await newcomer.request('POST', '/api/user/wechat/login', {
      json: await authorizeAs(newcomer, 'login', 'alice'),
    });
    expect(login.json().data).toEqual({ signed_in: 0, user: null, csrf_token: '' });

    const phone = '13700009901';
    await newcomer.request('POST', '/api/user/create_code', { json: { phone, purpose: 'register' } });
    const registered = await newcomer.request('POST', '/api/user/register', {
      json: {
        phone,
        code: inbox.codes.get(phone),
        password: 'wechat2026',
        password_confirmation: 'wechat2026',
        agree: 1,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data.user.wechat).toBe('alice（开发模式）');

    const later = await visitor();
    const signedIn = await later.request('POST', '/api/user/wechat/login', {
      json: await authorizeAs(later, 'login', 'alice'),
    });
    expect(signedIn.json().data).toMatchObject({ signed_in: 1, user: { phone } });
    expect((await later.request('GET', '/api/user/base')).json().data.phone).toBe(phone);
  });

  it('refuses a state this browser did not ask for, a forged code, and a stand-in page leading off the site', async () => {
    const asker = await visitor();
    const { code } = await authorizeAs(asker, 'login', 'mallory');
    const other = await visitor();
    await other.request('GET', '/api/user/wechat/authorize?purpose=login');
    const wrongState = await other.request('POST', '/api/user/wechat/login', { json: { code, state: 'x' } });
    expect(wrongState.statusCode).toBe(422);
    expect(wrongState.json().data.errors.state).toEqual(['微信授权已失效，请重新扫码']);

    const { state } = await authorizeAs(asker, 'login', 'mallory');
    const forged = `alice.${code.split('.')[1]}.${code.split('.')[2]}`;
    const refused = await asker.request('POST', '/api/user/wechat/login', { json: { code: forged, state } });
    expect(refused.json().data.errors.code).toEqual(['微信授权失败，请重新扫码']);

    const offSite = await asker.request(
      'GET',
      `/api/wechat/dev/confirm?${new URLSearchParams({ state, redirect_uri: 'https://evil.example/register/wechat', identity: 'x' })}`,
    );
    expect(offSite.statusCode).toBe(404);
  });
});

describe('binding on /bdwx', () => {
  it('binds, refuses a WeChat bound to another account, and unbinds; visitors cannot bind', async () => {
    expect(
      (await (await visitor()).request('GET', '/api/user/wechat/authorize?purpose=bind')).statusCode,
    ).toBe(401);
    const buyer = new Browser(app);
    expect((await buyer.login('13900139000', 'demo1234')).statusCode).toBe(200);
    const taken = await buyer.request('POST', '/api/user/bind_wechat', {
      json: await authorizeAs(buyer, 'bind', 'alice'),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors.code).toEqual(['该微信已绑定其他账号']);

    const bound = await buyer.request('POST', '/api/user/bind_wechat', {
      json: await authorizeAs(buyer, 'bind', 'bob'),
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data.wechat).toBe('bob（开发模式）');

    const unbound = await buyer.request('DELETE', '/api/user/unbind_wechat');
    expect(unbound.json().data.wechat).toBe('');
    expect((await buyer.request('DELETE', '/api/user/unbind_wechat')).statusCode).toBe(422);
    // Once unbound, bob's WeChat no longer signs anyone in.
    const stranger = await visitor();
    const login = await stranger.request('POST', '/api/user/wechat/login', {
      json: await authorizeAs(stranger, 'login', 'bob'),
    });
    expect(login.json().data.signed_in).toBe(0);
  });
});
