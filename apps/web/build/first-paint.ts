import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/;
/** Below this the compressed copy saves less than its headers cost (the API's threshold too). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * After the build: move the source maps out of the folder the server serves (into `sourcemapDir`, for
 * error tooling that reads them from disk), then write a brotli (quality 11: paid once at build time) and a
 * gzip (level 9) copy beside every text asset, which the server hands out by `Accept-Encoding`.
 *
 * Written on node:zlib rather than a compression plugin: the work is two zlib calls per file, and the
 * plugins on npm do not declare support for this Vite major yet.
 */
export function firstPaint({ sourcemapDir }: { sourcemapDir: string }): Plugin {
  let outDir = '';
  return {
    name: 'yaocai:first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      rmSync(sourcemapDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = join(sourcemapDir, relative(outDir, file));
          mkdirSync(dirname(target), { recursive: true });
          renameSync(file, target);
          continue;
        }
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
