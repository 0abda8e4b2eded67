// Initial JavaScript of the home page, gzip level 9, as a browser downloads it before first render:
// the entry script plus every module it preloads. Baseline measured in the same run: a bare React 19
// "hello" page built with the same Vite and plugin, so the figure reads as "what the shell costs over React".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');

function initialJs(distDir: string): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  let raw = 0;
  let gzip = 0;
  for (const ref of refs) {
    const body = readFileSync(join(distDir, ref.replace(/^\//, '')));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: refs, raw, gzip };
}

function buildBaseline(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yc-bundle-baseline-'));
  // Reuse the web app's installed react, react-dom, vite and plugin so both builds use identical versions.
  symlinkSync(join(webDir, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/main.jsx"></script>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>hello</h1>);\n",
  );
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'error' };\n",
  );
  execFileSync(join(webDir, 'node_modules/.bin/vite'), ['build'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const app = initialJs(join(webDir, 'dist'));
const baselineDir = buildBaseline();
const baseline = initialJs(join(baselineDir, 'dist'));
rmSync(baselineDir, { recursive: true, force: true });

console.log('initial JS of the home page (entry + modulepreload), gzip -9');
console.log(
  `  yaocai home   ${kb(app.gzip).padStart(10)} gzip  ${kb(app.raw).padStart(10)} raw  (${app.files.length} files)`,
);
console.log(
  `  bare React    ${kb(baseline.gzip).padStart(10)} gzip  ${kb(baseline.raw).padStart(10)} raw  (baseline, same run)`,
);
console.log(`  shell over React: ${kb(app.gzip - baseline.gzip)} gzip`);
