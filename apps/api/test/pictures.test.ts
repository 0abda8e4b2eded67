import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../src/db/schema/index';
import { storePictures } from '../src/pictures/store';
import { build, PICTURE_URL, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

/** Answers that show seeded pictures: logos and icons, QR codes, adverts and zone banners, draw prizes and banners. */
const SHOWN = [
  '/api/focus',
  '/api/site',
  '/api/focus/top',
  '/api/focus/right',
  '/api/focus/kxzq',
  '/api/draw/1/activity',
  '/api/draw/ads',
];
const notFoundEnvelope = { status: 404, message: '请求的内容不存在', data: null };

async function bodyOf(url: string): Promise<string> {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** Every picture address in the answers, each once. */
async function shownPictures(): Promise<string[]> {
  const bodies = await Promise.all(SHOWN.map(bodyOf));
  return [...new Set(bodies.flatMap((body) => body.match(/\/api\/picture\/[^"]*/g) ?? []))];
}

/** Width and height of a lossless WebP (the VP8L chunk's header); undefined for any other kind. */
function losslessSize(webp: Buffer): { width: number; height: number } | undefined {
  if (webp.subarray(12, 16).toString('latin1') !== 'VP8L') return undefined;
  const bits = webp.readUInt32LE(21);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

describe('seeded pictures', () => {
  it('puts addresses, not data: URIs, in the answers that show them', async () => {
    for (const url of SHOWN) expect(await bodyOf(url), url).not.toContain('"data:');
    const shown = await shownPictures();
    // 58 brand logos, the top categories' icons, two QR codes, adverts, prizes and banners.
    expect(shown.length).toBeGreaterThan(100);
    for (const url of shown) expect(url).toMatch(PICTURE_URL);
  });

  it('answers every address with long-cached WebP', async () => {
    for (const url of await shownPictures()) {
      const picture = await t.app.inject({ url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(picture.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(picture.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('draws a QR code losslessly at twice its size, and answers the same bytes again', async () => {
    const site = JSON.parse(await bodyOf('/api/site')).data;
    const first = (await t.app.inject({ url: site.app_qr })).rawPayload;
    // The drawing is 120×136, shown in a box of fixed size.
    expect(losslessSize(first)).toEqual({ width: 240, height: 272 });
    expect((await t.app.inject({ url: site.app_qr })).rawPayload.equals(first)).toBe(true);
  });

  it('draws a banner at twice its size too (pages show it at its own size through srcset 2x)', async () => {
    const [left] = JSON.parse(await bodyOf('/api/focus/right')).data.list;
    const banner = (await t.app.inject({ url: left.image })).rawPayload;
    expect(losslessSize(banner)).toEqual({ width: 240, height: 600 });
  });

  it('answers {key}.svg with the drawing the key is the hash of', async () => {
    const site = JSON.parse(await bodyOf('/api/site')).data;
    const [, key] = /\/api\/picture\/(\w+)\.webp$/.exec(site.wechat_qr) ?? [];
    const drawing = await t.app.inject({ url: `/api/picture/${key}.svg` });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawing.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(drawing.body).toMatch(/^<svg /);
    expect(drawing.body).toContain('关注药采公众号');
    expect(createHash('sha256').update(drawing.body).digest('hex')).toMatch(new RegExp(`^${key}`));
  });

  it.each([
    '0123456789abcdef0123.webp',
    '0123456789abcdef0123.svg',
    '0123456789ABCDEF0123.webp',
    '0123456789abcdef012.webp',
    '0123456789abcdef01234.webp',
    '0123456789abcdef0123.png',
    '0123456789abcdef0123',
    '0123456789abcdef0123.webp.svg',
    'abc',
  ])('answers /api/picture/%s with the 404 envelope', async (file) => {
    const response = await t.app.inject({ url: `/api/picture/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundEnvelope);
  });

  it('stores each drawing once, under the key its address names', async () => {
    const stored = await t.app.db.select({ key: pictures.key, svg: pictures.svg }).from(pictures);
    const shownKeys = new Set((await shownPictures()).map((url) => url.slice('/api/picture/'.length, -5)));
    for (const key of shownKeys) expect(stored.map((row) => row.key)).toContain(key);
    await storePictures(
      t.app.db,
      stored.map((row) => row.svg),
    );
    const [after] = await t.app.db.select({ n: count() }).from(pictures);
    expect(after?.n).toBe(stored.length);
  });

  it('stores more drawings than one statement can carry (a million-goods seed draws ~80,000 reports)', async () => {
    // 25,000 rows × 3 columns = 75,000 parameters: past PostgreSQL's 65,535 in a single INSERT.
    const drawings = Array.from(
      { length: 25_000 },
      (_, i) => `<svg xmlns="http://www.w3.org/2000/svg"><!--many ${i}--></svg>`,
    );
    const [before] = await t.app.db.select({ n: count() }).from(pictures);
    await t.app.db.transaction((tx) => storePictures(tx, drawings));
    const [after] = await t.app.db.select({ n: count() }).from(pictures);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(drawings.length);
  });
});
