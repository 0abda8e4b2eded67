// Initial JavaScript of the home page and of the operations console (apps/console, built with base /console/),
// gzip level 9, as a browser downloads it before first render: the entry script plus every module it preloads. Baseline measured in the same run: a bare React 19
// "hello" page built with the same Vite and plugin, so the figure reads as "what the shell costs over React".
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBareReact, webDir } from './bare-react';

function initialJs(distDir: string, base = '/'): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  let raw = 0;
  let gzip = 0;
  for (const ref of refs) {
    const body = readFileSync(join(distDir, ref.slice(base.length)));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: refs, raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const app = initialJs(join(webDir, 'dist'));
const consoleApp = initialJs(join(webDir, '..', 'console', 'dist'), '/console/');
const baselineDir = buildBareReact();
const baseline = initialJs(join(baselineDir, 'dist'));
rmSync(baselineDir, { recursive: true, force: true });

console.log('initial JS of the home page and the console (entry + modulepreload), gzip -9');
console.log(
  `  yaocai home   ${kb(app.gzip).padStart(10)} gzip  ${kb(app.raw).padStart(10)} raw  (${app.files.length} files)`,
);
console.log(
  `  console       ${kb(consoleApp.gzip).padStart(10)} gzip  ${kb(consoleApp.raw).padStart(10)} raw  (${consoleApp.files.length} files)`,
);
console.log(
  `  bare React    ${kb(baseline.gzip).padStart(10)} gzip  ${kb(baseline.raw).padStart(10)} raw  (baseline, same run)`,
);
console.log(
  `  shell over React: ${kb(app.gzip - baseline.gzip)} gzip; console over React: ${kb(consoleApp.gzip - baseline.gzip)} gzip`,
);
