import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yaocai-console-'));
  const webDist = join(dir, 'web');
  const consoleDist = join(dir, 'console');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  mkdirSync(join(consoleDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>药采</title><div id="root"></div>');
  writeFileSync(
    join(consoleDist, 'index.html'),
    '<!doctype html><title>药采运营后台</title><div id="root"></div>',
  );
  writeFileSync(join(consoleDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(consoleDist, 'assets', 'index-abc123.js.map'), '{}');
  writeFileSync(join(consoleDist, 'zod-csp.js'), 'globalThis.x = 1;');
  t = await build({ webDist, consoleDist });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built console at /console', () => {
  it('serves its page at /console and at every client-side route under it, revalidating it', async () => {
    for (const url of ['/console', '/console/', '/console/login', '/console/audit?page=2']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('药采运营后台');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its hashed files for a year, never a source map, and no page for a missing file', async () => {
    const asset = await t.app.inject({ url: '/console/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/console/assets/index-abc123.js.map' })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/console/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
    const rootFile = await t.app.inject({ url: '/console/zod-csp.js' });
    expect(rootFile.statusCode).toBe(200);
    expect(rootFile.body).toBe('globalThis.x = 1;');
    expect(rootFile.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/console/gone.js' })).statusCode).toBe(404);
  });

  it('leaves the buyer app where it was', async () => {
    const response = await t.app.inject({ url: '/list' });
    expect(response.body).toContain('<title>药采</title>');
  });
});
