import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { PNG, upload } from './qualifications.fixtures';

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
});
