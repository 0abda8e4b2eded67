import { goods as goodsSchema, pageOf, siteConfig } from '@yaocai/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { goods } from '../src/db/schema/index';
import { ok } from '../src/lib/envelope';
import { Browser } from './browser';
import { build, PICTURE_URL, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
  // A probe route that echoes its parsed body, to check the qs form parser (it declares a body of any shape).
  t.app.post('/api/test/echo', { schema: { body: z.unknown() } }, async (request) => ok(request.body));
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => t.close());

describe('API conventions', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: '请求的内容不存在', data: null });
  });

  it('hides server faults behind a generic 500 with a request id', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ status: 500, message: '服务器开小差了，请稍后再试' });
    expect(body.data.request_id).toEqual(expect.any(String));
    expect(response.body).not.toContain('secret internal detail');
  });

  it('parses qs nesting in form bodies', async () => {
    const browser = new Browser(t.app);
    await browser.fetchCsrf();
    const response = await browser.request('POST', '/api/test/echo', {
      form: 'params[0][goods_id]=1&params[0][number]=10&params[1][goods_id]=2&ids[]=3&ids[]=4',
    });
    expect(response.json().data).toEqual({
      params: [{ goods_id: '1', number: '10' }, { goods_id: '2' }],
      ids: ['3', '4'],
    });
  });

  it('refuses bodies over 1 MiB', async () => {
    const browser = new Browser(t.app);
    await browser.fetchCsrf();
    const response = await browser.request('POST', '/api/test/echo', {
      form: `a=${'x'.repeat(1024 * 1024 + 1)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe(413);
  });

  it('sends security headers and the CSP', async () => {
    const response = await t.app.inject({ url: '/api/site' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "frame-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('serves the site config in the siteConfig shape, pinned hot words first', async () => {
    const body = (await t.app.inject({ url: '/api/site' })).json();
    expect(body.status).toBe(10000);
    const site = siteConfig.parse(body.data);
    expect(site.hot_words.slice(0, 4)).toEqual(['阿莫西林', '连花清瘟', '口罩', '血压计']);
    expect(site.admin).toEqual({ name: '客服小药', phone: '400-800-1234', is_default: 1 });
    expect(site.help.map((h) => h.name)).toEqual(['新手指南', '服务保障', '支付配送', '关于我们']);
    // The demo platform's filings; no placeholder licence number (issue #12 §1.11).
    // Marked as the demo's invented samples until an operator enters the real numbers (issue #23 §2).
    expect(site.licences).toHaveLength(3);
    expect(site.licences.every((l) => l.sample === 1)).toBe(true);
    expect(site.licences.map((l) => l.value).join()).not.toMatch(/X{4}/);
    expect(site.app_qr).toMatch(PICTURE_URL);
    // The customer-service QQ numbers are all digits: stored as JSON strings, read back as strings (issue #20 §6).
    expect(site).toMatchObject({ qq1: '800012345', qq2: '800067890' });
    expect(Math.abs(site.timestamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it('gives 添加到桌面 a desktop shortcut to the origin the buyer asked (issue #20 §6)', async () => {
    const response = await t.app.inject({
      url: '/api/site/shortcut',
      headers: { host: 'shop.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/internet-shortcut/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="yaocai\.url"/);
    expect(response.body).toBe('[InternetShortcut]\r\nURL=http://shop.example:8080/\r\n');
  });

  it('reports health with a database round trip', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({
      status: 10000,
      message: 'success',
      data: { db: 'ok' },
    });
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/user/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/site']).toBeDefined();
  });

  it('serves the docs UI under its own, looser CSP only', async () => {
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");
    const site = await t.app.inject({ url: '/api/site' });
    expect(String(site.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('product pictures', () => {
  const notFoundEnvelope = { status: 404, message: '请求的内容不存在', data: null };

  it('serves a product picture as long-cached WebP', async () => {
    const image = await t.app.inject({ url: '/api/goods/image/1.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=604800');
    expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('lists goods with a WebP picture address that resolves', async () => {
    const list = pageOf(goodsSchema).parse(
      (await t.app.inject({ url: '/api/goods/list?per_page=3' })).json().data,
    );
    expect(list.list).toHaveLength(3);
    for (const item of list.list) {
      const [url] = item.goods_image;
      expect(url).toBe(`/api/goods/image/${item.id}.webp`);
      const image = await t.app.inject({ url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('draws the picture again when the goods it shows is renamed', async () => {
    const before = (await t.app.inject({ url: '/api/goods/image/2.webp' })).rawPayload;
    expect((await t.app.inject({ url: '/api/goods/image/2.webp' })).rawPayload.equals(before)).toBe(true);
    await t.app.db.update(goods).set({ name: '改名后的测试药品' }).where(eq(goods.id, 2));
    const after = (await t.app.inject({ url: '/api/goods/image/2.webp' })).rawPayload;
    expect(after.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(after.equals(before)).toBe(false);
  });

  it('still serves the SVG drawing the picture is rendered from', async () => {
    const image = await t.app.inject({ url: '/api/goods/image/1.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=604800');
    expect(image.body).toContain('<svg');
  });

  it.each(['99999999.webp', '99999999.svg', '1.png', 'abc'])(
    'answers /api/goods/image/%s with the 404 envelope',
    async (file) => {
      const response = await t.app.inject({ url: `/api/goods/image/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundEnvelope);
    },
  );
});
