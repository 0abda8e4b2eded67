#!/usr/bin/env node
// Proves the published shape of @yaocai/ui works for an ordinary consumer: build, `pnpm pack`, then a
// fresh Vite React app outside the workspace installs the tarball with npm, builds, and must contain
// the header's copy. Both entry points (ESM import and CJS require) are also loaded in plain Node.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin, pnpm } from '../../../scripts/pnpm.mjs';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceDir = path.join(packageDir, '../..');
const expectedExports = [
  'DrawModal',
  'SiteHeader',
  'SiteFooter',
  'LoginHeader',
  'SideToolbar',
  'Toaster',
  // The operations console's parts (issue 26 §1): the console is the library's second consumer.
  'DataTable',
  'DetailDrawer',
  'StatusTimeline',
  'PictureViewer',
  'FormLayout',
  'YaocaiThemeProvider',
];
const expectedFiles = ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts'];

function fail(message, keepDir) {
  console.error(`✗ ${message}`);
  if (keepDir) console.error(`  (kept ${keepDir} for inspection)`);
  process.exit(1);
}

function run(cmd, args, cwd) {
  const started = performance.now();
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) fail(`${cmd} ${args.join(' ')} exited with ${result.status}`, cwd);
  return (performance.now() - started) / 1000;
}

/** Consumer uses the same versions the library is developed against, so npm's cache usually has them. */
function installedVersion(name) {
  return JSON.parse(readFileSync(path.join(packageDir, 'node_modules', name, 'package.json'), 'utf8'))
    .version;
}

const totalStart = performance.now();

// Through turbo: in `npm test` the build step has just built the library, and turbo's cache (keyed by the
// library's and domain's sources) restores that dist instead of running tsup and its declaration build again.
console.log('▶ building @yaocai/ui');
if (bin('turbo', ['run', 'build', '--filter=@yaocai/ui', '--output-logs=errors-only']) !== 0)
  fail('library build failed');

const packDir = mkdtempSync(path.join(tmpdir(), 'yaocai-pack-'));
console.log('▶ packing');
if (pnpm(['pack', '--pack-destination', packDir], { cwd: packageDir }) !== 0) fail('pnpm pack failed');
const tarballName = readdirSync(packDir).find((file) => file.endsWith('.tgz'));
if (!tarballName) fail('no tarball produced', packDir);
const tarball = path.join(packDir, tarballName);
const tarballKb = statSync(tarball).size / 1024;

const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
for (const file of expectedFiles) {
  if (!listing.includes(`package/${file}`)) fail(`tarball is missing ${file}`, packDir);
}
if (listing.some((file) => file.startsWith('package/src/'))) fail('tarball ships src/', packDir);
const packedManifest = JSON.parse(
  spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }).stdout,
);
if (packedManifest.exports?.['.']?.import?.default !== './dist/index.js') {
  fail(`packed exports do not point at dist: ${JSON.stringify(packedManifest.exports)}`, packDir);
}

const appDir = mkdtempSync(path.join(tmpdir(), 'yaocai-consumer-'));
if (!path.relative(workspaceDir, appDir).startsWith('..'))
  fail('consumer app must live outside the workspace');
mkdirSync(path.join(appDir, 'src'));
writeFileSync(
  path.join(appDir, 'package.json'),
  JSON.stringify(
    {
      name: 'yaocai-consumer-check',
      private: true,
      type: 'module',
      dependencies: {
        '@yaocai/ui': `file:${tarball}`,
        react: installedVersion('react'),
        'react-dom': installedVersion('react-dom'),
        'styled-components': installedVersion('styled-components'),
      },
      devDependencies: {
        vite: installedVersion('vite'),
        '@vitejs/plugin-react': installedVersion('@vitejs/plugin-react'),
      },
    },
    null,
    2,
  ),
);
writeFileSync(
  path.join(appDir, 'vite.config.js'),
  "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
);
writeFileSync(
  path.join(appDir, 'index.html'),
  '<!doctype html>\n<html lang="zh-CN">\n<head><meta charset="utf-8"><title>药采</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>\n</html>\n',
);
const headerProps = `{
  user: { company: '仁心大药房', name: '王建国', username: 'rxdyf2024' },
  admin: { name: '张敏', phone: '13800000001', is_default: false },
  hotLine: '400-800-1234',
  cartCount: 120,
  onSearch: (keywords, type) => console.log(keywords, type),
}`;
writeFileSync(
  path.join(appDir, 'src/main.jsx'),
  `import { DrawModal, SiteFooter, SiteHeader, YaocaiThemeProvider } from '@yaocai/ui';
import { createRoot } from 'react-dom/client';

const headerProps = ${headerProps};
const drawActivity = { name: '双十二采购节幸运抽奖', remarks: '每日登录可抽奖1次', prizes: [{ id: 1, name: '欧姆龙电子血压计' }] };
const draw = () => Promise.resolve({ name: '欧姆龙电子血压计', remarks: '客服将联系您发货', kind: 'gift' });

createRoot(document.getElementById('root')).render(
  <YaocaiThemeProvider>
    <SiteHeader {...headerProps} />
    <SiteFooter year={2026} />
    <DrawModal open activity={drawActivity} onDraw={draw} onClosed={() => {}} />
  </YaocaiThemeProvider>,
);
`,
);

console.log(`▶ npm install in ${appDir}`);
const installSeconds = run(
  'npm',
  ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
  appDir,
);
console.log('▶ vite build');
const buildSeconds = run(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  appDir,
);

const assetsDir = path.join(appDir, 'dist/assets');
const bundle = readdirSync(assetsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(path.join(assetsDir, file), 'utf8'))
  .join('\n');
for (const text of ['仁心大药房', '我的购物车', '专属客服：', '安全退出', '抽奖进行中，关闭后若未显示结果']) {
  if (!bundle.includes(text)) fail(`built app does not contain "${text}"`, appDir);
}

// Both entry points, loaded by Node itself, must expose the named exports and render on the server.
const entryCheck = (load) => `
${load}
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const missing = ${JSON.stringify(expectedExports)}.filter((name) => typeof ui[name] !== 'function');
if (missing.length) throw new Error('missing exports: ' + missing.join(', '));
const html = renderToString(createElement(ui.YaocaiThemeProvider, null, createElement(ui.SiteHeader, ${headerProps})));
if (!html.includes('我的购物车') || !html.includes('99+')) throw new Error('server render lacks the cart button');
`;
writeFileSync(path.join(appDir, 'check-cjs.cjs'), entryCheck("const ui = require('@yaocai/ui');"));
writeFileSync(
  path.join(appDir, 'check-esm.mjs'),
  `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n${entryCheck("const ui = await import('@yaocai/ui');")}`,
);
console.log('▶ loading the CJS and ESM entry points in Node');
run(process.execPath, ['check-cjs.cjs'], appDir);
run(process.execPath, ['check-esm.mjs'], appDir);

rmSync(appDir, { recursive: true, force: true });
rmSync(packDir, { recursive: true, force: true });

const totalSeconds = (performance.now() - totalStart) / 1000;
console.log(`✓ consumer test passed
  tarball        ${tarballName} ${tarballKb.toFixed(1)} kB (${listing.filter(Boolean).length} entries)
  npm install    ${installSeconds.toFixed(1)} s
  vite build     ${buildSeconds.toFixed(1)} s
  app bundle     ${(Buffer.byteLength(bundle) / 1024).toFixed(1)} kB of JS
  total          ${totalSeconds.toFixed(1)} s`);
