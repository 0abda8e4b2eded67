// The baseline of the front-end benchmarks: a bare React 19 "hello" page built with the web app's own Vite,
// plugin and installed versions, so figures read as "what the app costs over React".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const webDir = join(root, 'apps/web');

/** Builds the bare page into `<returned dir>/dist`; the caller removes the directory. */
export function buildBareReact(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yc-bare-react-'));
  symlinkSync(join(webDir, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="description" content="bare React page"><title>bare</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>hello</h1></main>);\n",
  );
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'error' };\n",
  );
  execFileSync(join(webDir, 'node_modules/.bin/vite'), ['build'], { cwd: dir, stdio: 'inherit' });
  return dir;
}
