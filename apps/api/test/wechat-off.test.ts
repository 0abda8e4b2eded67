import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/*
 * Issue #20 §4: with NODE_ENV=production and no WECHAT_APP_ID/SECRET the 开发模式 stand-in stayed on, and anyone
 * could type an identity bound to a pharmacy and be signed in without a password. Now WeChat is off there: its
 * routes are 404 and the site payload tells the web app to show no WeChat button; the stand-in needs
 * WECHAT_DRIVER=dev, which production refuses at start-up.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build({
    ...loadConfig({ NODE_ENV: 'production' }),
    webDist: '/nonexistent',
    webSsr: '/nonexistent',
  });
});
afterAll(async () => t.close());

describe('WeChat in production without Open Platform keys', () => {
  it('is off: sign-in, binding and the stand-in pages answer the 404 envelope', async () => {
    const browser = new Browser(t.app);
    await browser.login('13800138000', 'demo1234');
    const requests = [
      browser.request('GET', '/api/user/wechat/authorize?purpose=login'),
      browser.request('GET', '/api/user/wechat/authorize?purpose=bind'),
      browser.request('POST', '/api/user/wechat/login', { json: { code: 'dev_user.1.x', state: 'x' } }),
      browser.request('POST', '/api/user/bind_wechat', { json: { code: 'dev_user.1.x', state: 'x' } }),
      browser.request('DELETE', '/api/user/unbind_wechat'),
      browser.request(
        'GET',
        '/api/wechat/dev/authorize?state=x&redirect_uri=http%3A%2F%2Flocalhost%3A80%2Fregister%2Fwechat',
      ),
      browser.request('GET', '/api/wechat/dev/confirm?state=x&redirect_uri=x&identity=dev_user'),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, data: null });
    }
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).body;
    expect(spec).not.toContain('/api/user/wechat/');
  });

  it('tells the web app to show no WeChat button (site payload wechat_login 0)', async () => {
    const site = await t.app.inject({ url: '/api/site' });
    expect(site.json().data.wechat_login).toBe(0);
  });

  it('refuses to start with the stand-in (WECHAT_DRIVER=dev) under NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WECHAT_DRIVER: 'dev' })).toThrow(/NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production' }).wechat).toBeNull();
    expect(loadConfig({}).wechat).toBeNull();
    expect(loadConfig({ WECHAT_DRIVER: 'dev' }).wechat).toEqual({ driver: 'dev' });
    expect(
      loadConfig({ NODE_ENV: 'production', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }).wechat,
    ).toEqual({
      driver: 'open_platform',
      appId: 'wx1',
      appSecret: 's',
    });
  });
});
