import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purgeUnusedUploads,
  UPLOAD_DAILY_BYTES,
  UPLOAD_DAILY_COUNT,
  UploadMessages,
} from '../src/qualifications/uploads';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { one } from './orders-create.fixtures';
import { multipart, PNG, upload } from './qualifications.fixtures';

/* Certificate images (#10 §3): checked by content and size, stored by a random name, served to the owner only. */

let t: TestApp;
let dataDir: string;
let owner: Browser;
let stranger: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yaocai-uploads-'));
  t = await build({ dataDir });
  owner = new Browser(t.app);
  await owner.login('13800138000', 'demo1234');
  stranger = new Browser(t.app);
  await stranger.login('13900139000', 'demo1234');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('certificate image uploads', () => {
  it('stores an image under a random name and serves it to its owner only', async () => {
    const stored = await upload(owner, PNG, '../../营业执照.png');
    expect(stored.statusCode, stored.body).toBe(200);
    const { image_id: id, url } = stored.json().data;
    expect(await readdir(join(dataDir, 'uploads'))).toContain(id);
    const seen = await owner.request('GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(Buffer.from(seen.rawPayload).equals(PNG)).toBe(true);
    const other = await stranger.request('GET', url);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 404, data: null });
    expect((await new Browser(t.app).request('GET', url)).statusCode).toBe(401);
  });

  it('refuses a non-image renamed .jpg, judged by its bytes, and stores nothing', async () => {
    const before = await readdir(join(dataDir, 'uploads'));
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const refused = await upload(owner, pdf, '药品经营许可证.jpg');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: '仅支持JPG、PNG、WebP格式的图片' });
    expect(await readdir(join(dataDir, 'uploads'))).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const refused = await upload(owner, big, 'big.png');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: '图片不能超过5MB',
      data: { errors: { file: ['图片不能超过5MB'] } },
    });
  });

  it('answers a multipart body without a boundary, or with a stray field, with a 422 envelope', async () => {
    const before = await readdir(join(dataDir, 'uploads'));
    const { body } = multipart(PNG, 'a.png');
    const noBoundary = await owner.request('POST', '/api/user/zizhi/image', {
      body,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(422);
    expect(noBoundary.json()).toMatchObject({ status: 422, message: UploadMessages.malformed });
    const broken = await owner.request('POST', '/api/user/zizhi/image', {
      body: Buffer.from('--b\r\n\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.statusCode, broken.body).toBe(422);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual(before);
  });
});

describe('the upload budget', () => {
  const companyUploads = async (phone: string) =>
    (
      await one<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM uploads up JOIN users u ON u.id = up.user_id
            WHERE u.company_id = (SELECT company_id FROM users WHERE phone = ${phone})`,
      )
    ).n;
  /** Earlier uploads of the user `phone` (rows only: the budget counts rows), `hoursAgo` old. */
  const history = (phone: string, count: number, size: number, hoursAgo = 1) =>
    t.database.db.execute(sql`
      INSERT INTO uploads (id, user_id, content_type, size, path, created_at)
      SELECT 'history-' || ${phone} || '-' || ${hoursAgo} || '-' || g, u.id, 'image/png', ${size}, 'uploads/none',
        now() - make_interval(hours => ${hoursAgo})
      FROM users u, generate_series(1, ${count}) g WHERE u.phone = ${phone}`);

  it(`allows ${UPLOAD_DAILY_COUNT} images a company in 24 hours, then answers 429 and stores nothing`, async () => {
    // The company's other login (仁心大药房 has a second demo account) shares the budget; a day-old upload does not count.
    await history('13800138000', UPLOAD_DAILY_COUNT - 2, 100);
    await history('13800138000', 10, 100, 25);
    expect((await upload(owner)).statusCode).toBe(200);
    const held = await companyUploads('13800138000');
    const refused = await upload(owner);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, message: UploadMessages.quotaCount, data: null });
    expect(await companyUploads('13800138000')).toBe(held);
    // Another company is not affected.
    expect((await upload(stranger)).statusCode).toBe(200);
  });

  it(`allows ${UPLOAD_DAILY_BYTES / 1024 / 1024} MB a company in 24 hours`, async () => {
    await history('13900139000', 1, UPLOAD_DAILY_BYTES - PNG.length - 50);
    const refused = await upload(stranger);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ message: UploadMessages.quotaBytes });
  });

  it('removes uploads no certificate uses a day after they were made, rows and files', async () => {
    const fresh = await t.database.db.execute<{ id: string }>(sql`
      SELECT up.id FROM uploads up WHERE up.path <> 'uploads/none' ORDER BY up.created_at DESC LIMIT 1`);
    const freshId = fresh.rows[0]?.id as string;
    // One old unused upload with its file, and one old upload a certificate uses.
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'old-unused'), PNG);
    await t.database.db.execute(sql`
      INSERT INTO uploads (id, user_id, content_type, size, path, created_at)
      SELECT 'old-unused', id, 'image/png', ${PNG.length}, 'uploads/old-unused', now() - interval '25 hours'
      FROM users WHERE phone = '13800138000'`);
    await t.database.db.execute(sql`
      INSERT INTO uploads (id, user_id, content_type, size, path, created_at)
      SELECT 'old-used', id, 'image/png', ${PNG.length}, 'uploads/old-used', now() - interval '30 days'
      FROM users WHERE phone = '13800138000'`);
    await t.database.db.execute(sql`
      INSERT INTO certificate_images (certificate_id, upload_id, position)
      SELECT id, 'old-used', 99 FROM certificates ORDER BY id LIMIT 1`);
    const used = { upload_id: 'old-used' };

    const removed = await purgeUnusedUploads(t.database.db, dataDir);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await t.database.db.execute<{ id: string }>(sql`SELECT id FROM uploads`)).rows.map(
      (row) => row.id,
    );
    expect(left).not.toContain('old-unused');
    expect(left).toContain(used.upload_id);
    expect(left).toContain(freshId);
    expect(await readdir(join(dataDir, 'uploads'))).not.toContain('old-unused');
  });
});
