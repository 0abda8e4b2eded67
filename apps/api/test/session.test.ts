import { sessionData } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

/** The web app reads who is signed in once per tab from here (issue #12 §1.10, docs/web.md). */
describe('GET /api/user/session', () => {
  it('answers a visitor 200 with user null, uncached', async () => {
    const response = await new Browser(t.app).request('GET', '/api/user/session');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 10000, data: { user: null } });
  });

  it('answers a signed-in buyer with the user state of /api/user/base', async () => {
    const browser = new Browser(t.app);
    expect((await browser.login('13800138000', 'demo1234')).statusCode).toBe(200);
    const session = sessionData.parse((await browser.request('GET', '/api/user/session')).json().data);
    const base = (await browser.request('GET', '/api/user/base')).json().data;
    expect(session.user).toEqual(base);
    expect(session.user?.company).toBe('仁心大药房');
  });
});
