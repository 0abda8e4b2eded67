#!/usr/bin/env node
// Proves that `sideEffects: false` plus domain's pure subpaths keep zod out of a consumer's bundle:
// an app that imports only `Price` from the built library must not contain zod, nor the rest of the
// library (the ESM build is split per component; see tsup.config.ts). As a control, the
// same bundling of domain's index (which carries the zod contracts) must contain it, so the check
// can tell the two apart. Run after `tsup` (the `check:bundle` script builds first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distEntry = path.join(packageDir, 'dist/index.js');
if (!existsSync(distEntry)) {
  console.error('✗ dist/index.js is missing; build the library first');
  process.exit(1);
}

// Domain is bundled in (code) and kept out of the public types, since the published package does not
// depend on it: no built file may still import it.
const leaks = readdirSync(path.join(packageDir, 'dist'), { recursive: true })
  .filter((file) => /\.(c?js|d\.c?ts)$/.test(file))
  .filter((file) => readFileSync(path.join(packageDir, 'dist', file), 'utf8').includes('@yaocai/domain'));
if (leaks.length > 0) {
  console.error(`✗ built files still import @yaocai/domain: ${leaks.join(', ')}`);
  process.exit(1);
}

// The esbuild that tsup builds the library with, rather than a second copy in the lockfile.
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsup'))('esbuild');

/** Bundles `source` the way an app bundler would (ESM, tree-shaken, minified) and returns the code. */
async function bundle(source) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
    charset: 'utf8',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

// zod's own error text; minifying cannot rename a string literal.
const zodMarker = /Invalid input|ZodError|\$ZodType/;

const priceOnly = await bundle(`import { Price } from ${JSON.stringify(distEntry)}; console.log(Price);`);
const withContracts = await bundle(`import * as domain from '@yaocai/domain'; console.log(domain);`);

if (!zodMarker.test(withContracts)) {
  console.error('✗ control failed: the domain index bundle shows no zod, so the marker is wrong');
  process.exit(1);
}
if (zodMarker.test(priceOnly)) {
  console.error('✗ importing only Price from @yaocai/ui bundles zod');
  process.exit(1);
}
if (!priceOnly.includes('登录可见')) {
  console.error('✗ the Price-only bundle does not contain Price');
  process.exit(1);
}
// Price with its styles and the fen formatter is under 3 KB minified; the whole library is over 100 KB.
const PRICE_ONLY_LIMIT_KB = 8;
if (Buffer.byteLength(priceOnly) > PRICE_ONLY_LIMIT_KB * 1024) {
  console.error(
    `✗ importing only Price bundles ${Buffer.byteLength(priceOnly)} bytes: unused components were kept`,
  );
  process.exit(1);
}
const kb = (text) => (Buffer.byteLength(text) / 1024).toFixed(1);
console.log(
  `✓ Price alone: ${kb(priceOnly)} KB minified, no zod (domain index with zod: ${kb(withContracts)} KB)`,
);
