import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Messages } from '@yaocai/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, users } from '../src/db/schema/index';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { rawRequest } from './raw-http';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'yaocai-paths-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>药采</title><div id="root"></div>');
  t = await build({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A signed-in buyer whose requests then go out without the CSRF header, as a cross-site form's would. */
async function signedInWithoutToken(): Promise<Browser> {
  const browser = new Browser(t.app);
  expect((await browser.login('13800138000', 'demo1234')).statusCode).toBe(200);
  browser.csrfToken = '';
  return browser;
}

async function favouriteCount(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .where(eq(users.phone, '13800138000'));
  return row?.n ?? 0;
}

describe('CSRF decides on the path the router routes', () => {
  for (const path of ['/%61pi/favorite', '/ap%69/favorite', '/api/%66avorite']) {
    it(`refuses POST ${path} without a token (403) and favourites nothing`, async () => {
      const browser = await signedInWithoutToken();
      const before = await favouriteCount();
      const response = await browser.request('POST', path, { json: { goods_ids: [1] } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, message: Messages.csrf, data: null });
      expect(await favouriteCount()).toBe(before);
    });
  }

  it('refuses an encoded login and logout without a token', async () => {
    const browser = await signedInWithoutToken();
    const login = await browser.request('POST', '/ap%69/user/login', {
      json: { phone: '13800138000', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(403);
    const logout = await browser.request('DELETE', '/%61pi/user/logout');
    expect(logout.statusCode).toBe(403);
    expect((await browser.request('GET', '/api/user/base')).statusCode).toBe(200);
  });

  it('refuses an absolute-form POST http://host/api/favorite without a token', async () => {
    const browser = await signedInWithoutToken();
    const before = await favouriteCount();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const body = JSON.stringify({ goods_ids: [1] });
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const { statusLine } = await rawRequest(
      port,
      `POST http://127.0.0.1:${port}/api/favorite HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Cookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
    expect(statusLine).toBe('HTTP/1.1 403 Forbidden');
    expect(await favouriteCount()).toBe(before);
  });
});

describe('an unknown /api path, encoded or not, is a 404 envelope and never the web app', () => {
  for (const path of ['/api/unknown', '/%61pi/unknown', '/ap%69/unknown', '/%61pi', '/api%2Funknown']) {
    it(`answers GET ${path} with the 404 envelope`, async () => {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: Messages.notFound, data: null });
    });
  }

  it('still falls back to index.html for a client-side route', async () => {
    const response = await t.app.inject({ url: '/apis-are-not-here' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});
