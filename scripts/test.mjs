#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find. Every step runs even when an
// earlier one failed, so one run shows every problem; the exit code is non-zero if any step failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureInstalled, pnpm, root } from './pnpm.mjs';

const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** Vitest writes a JSON report per suite so the summary can count real tests, not steps. */
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(resultsDir, `${name}.json`)}`,
];

const steps = [
  ['lint (biome)', () => bin('biome', ['check', '.'])],
  // Who may import whom (DESIGN.md): capability faces, plumbing below, no circles (.dependency-cruiser.cjs).
  [
    'import rules (dependency-cruiser)',
    () =>
      bin('depcruise', [
        '--config',
        '.dependency-cruiser.cjs',
        'apps/api/src',
        'apps/web/src',
        'apps/console/src',
        'packages/domain/src',
        'packages/ui/src',
      ]),
  ],
  ['typecheck', () => bin('turbo', ['run', 'typecheck', '--output-logs=errors-only'])],
  ['build', () => bin('turbo', ['run', 'build', '--output-logs=errors-only'])],
  [
    'domain: unit + property tests',
    () => pnpm(['--filter', '@yaocai/domain', 'exec', 'vitest', 'run', ...vitestReport('domain')]),
  ],
  [
    'ui: component tests + stories in Chromium',
    () => pnpm(['--filter', '@yaocai/ui', 'exec', 'vitest', 'run', ...vitestReport('ui')]),
  ],
  [
    'api: routes against PostgreSQL',
    () => pnpm(['--filter', '@yaocai/api', 'exec', 'vitest', 'run', ...vitestReport('api')]),
  ],
  [
    'web: request layer, hooks, pages',
    () => pnpm(['--filter', '@yaocai/web', 'exec', 'vitest', 'run', ...vitestReport('web')]),
  ],
  [
    'console: request layer, hooks, pages',
    () => pnpm(['--filter', '@yaocai/console', 'exec', 'vitest', 'run', ...vitestReport('console')]),
  ],
  ['storybook build', () => pnpm(['run', 'build-storybook'])],
  ['ui: packed tarball in a fresh Vite app', () => pnpm(['--filter', '@yaocai/ui', 'run', 'test:consumer'])],
  [
    'web: end-to-end in Chromium',
    () =>
      pnpm([
        '--filter',
        '@yaocai/web',
        'exec',
        'vitest',
        'run',
        '--config',
        'vitest.e2e.config.ts',
        ...vitestReport('e2e'),
      ]),
  ],
];

const started = Date.now();
ensureInstalled();
const rows = [];
for (const [name, run] of steps) {
  console.log(`\n━━ ${name}`);
  const t0 = Date.now();
  const code = run();
  rows.push({ name, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
}

let passed = 0;
let failed = 0;
for (const file of ['domain', 'ui', 'api', 'web', 'console', 'e2e']) {
  const path = join(resultsDir, `${file}.json`);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

console.log('\n━━ summary');
for (const row of rows)
  console.log(`${row.ok ? 'ok  ' : 'FAIL'}  ${row.seconds.toFixed(1).padStart(6)} s  ${row.name}`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failedSteps = rows.filter((row) => !row.ok).length;
if (failedSteps > 0) console.log(`${failedSteps} step(s) failed`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
