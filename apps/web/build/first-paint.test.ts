import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPaint } from './first-paint';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin's hooks as Vite does at the end of a build whose output is `outDir`. */
function runAfterBuild(outDir: string, sourcemapDir: string) {
  const plugin = firstPaint({ sourcemapDir });
  (plugin.configResolved as (config: unknown) => void)({ build: { outDir } });
  (plugin.closeBundle as () => void)();
}

describe('given a finished production build', () => {
  it('moves the source maps out of the served folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'yc-first-paint-'));
    const outDir = join(dir, 'dist');
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(outDir, 'assets', 'index-abc.js.map'), '{"version":3}');

    runAfterBuild(outDir, join(dir, 'sourcemaps'));

    expect(existsSync(join(outDir, 'assets', 'index-abc.js.map'))).toBe(false);
    expect(readFileSync(join(dir, 'sourcemaps', 'assets', 'index-abc.js.map'), 'utf8')).toBe('{"version":3}');
  });

  it('writes brotli and gzip copies of text assets above 1 KB, and none of small files or images', () => {
    dir = mkdtempSync(join(tmpdir(), 'yc-first-paint-'));
    const outDir = join(dir, 'dist');
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    const big = `export const copy = ${JSON.stringify('药采'.repeat(1000))};`;
    writeFileSync(join(outDir, 'assets', 'page-abc.js'), big);
    writeFileSync(join(outDir, 'assets', 'tiny-abc.js'), 'export {}');
    writeFileSync(join(outDir, 'assets', 'photo-abc.png'), Buffer.alloc(4096));

    runAfterBuild(outDir, join(dir, 'sourcemaps'));

    const file = join(outDir, 'assets', 'page-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(big);
    expect(existsSync(join(outDir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(outDir, 'assets', 'photo-abc.png.br'))).toBe(false);
  });
});
