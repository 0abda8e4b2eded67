#!/usr/bin/env node
// `npm start`: install what is missing, build (turbo caches unchanged packages), then run the API server,
// which starts PostgreSQL, migrates, seeds when empty and serves the web app, the console (/console) and /api on
// one port.
// The server runs in this process so a signal or a crash has exactly one Node process to deal with.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, ensureInstalled, root } from './pnpm.mjs';

const started = Date.now();
ensureInstalled();

const build = bin('turbo', [
  'run',
  'build',
  '--filter=@yaocai/api',
  '--filter=@yaocai/web',
  '--filter=@yaocai/console',
  '--output-logs=errors-only',
]);
if (build !== 0) {
  console.error('构建失败 (build failed); see the output above');
  process.exit(build);
}

const server = join(root, 'apps/api/dist/server.js');
if (!existsSync(server)) {
  console.error(`找不到服务端构建产物 ${server} (the API build did not produce it)`);
  process.exit(1);
}
console.log(`[start] installed and built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(server).href);
