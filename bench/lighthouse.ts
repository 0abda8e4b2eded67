// Lighthouse (performance, accessibility, best practices; LCP, TBT, CLS) of the built app as `npm start` serves
// it — the built API serving apps/web/dist on a fresh seeded database — for the home page, a list, a product
// and a search (PAGES to narrow), with the mobile and the desktop presets. Baseline in the same run: a bare React page built with
// the same Vite (bare-react.ts), served by a plain static server with gzip. Chromium is Debian's
// (/usr/bin/chromium, or CHROME_PATH). RUNS=n takes the median of n runs per row (default 1).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { buildBareReact, root } from './bare-react';
import { serveMarkupOnly, serveStatic } from './lighthouse-servers';
import { freePort, stop, waitFor } from './load';

const CHROME = process.env.CHROME_PATH || CHROMIUM_PATH;
const RUNS = Math.max(1, Number(process.env.RUNS) || 1);
// PAGES=/,/list narrows the run (comma-separated paths).
const PAGES = process.env.PAGES?.split(',') ?? ['/', '/list', '/list_info/1', '/search?keywords=amxl'];
// DETAILS=1 also prints, per row, the accessibility and best-practices audits that failed and the elements that
// shifted.
const DETAILS = process.env.DETAILS === '1';
// PRESETS=mobile narrows the run to one preset; LHR_DIR=/tmp/x keeps each report's JSON there for reading.
// MARKUP=1 adds a row per page for its server markup alone: the same answer with its script tags taken out
// (through a local proxy), so the gap to the bare page splits into what the markup costs and what the JavaScript adds.
const PRESETS = (process.env.PRESETS?.split(',') ?? ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
const LHR_DIR = process.env.LHR_DIR;
const MARKUP = process.env.MARKUP === '1';

// A buyer's device renders Chinese with a CJK font; without one Chromium searches every font for each character.
try {
  if (!execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim())
    console.warn(
      'warning: no CJK font installed (apt-get install fonts-noto-cjk); Chinese text renders as fallback',
    );
} catch {
  console.warn('warning: fc-list not found; cannot tell whether a CJK font is installed');
}

const apiDir = join(root, 'apps/api');
const webDist = join(root, 'apps/web/dist');
for (const built of [join(apiDir, 'dist/server.js'), join(webDist, 'index.html')]) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`pnpm build\` first`);
}

interface Row {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function audit(url: string, preset: 'mobile' | 'desktop', port: number): Promise<Row> {
  const runs: Row[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    // A page Lighthouse could not measure (e.g. no LCP within its time limit on a loaded machine) says why.
    if (lhr.runtimeError)
      console.log(`  ${preset} ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (DETAILS) printDetails(url, preset, lhr);
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true });
      const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, '_')}-${new URL(url).port}-${i}.json`;
      writeFileSync(join(LHR_DIR, name), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  }
  const pick = (key: keyof Row) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function printDetails(url: string, preset: string, lhr: Lhr) {
  // Where the blocking time comes from: the long tasks and the main-thread work by kind and by script.
  const value = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  console.log(
    `  ${preset} ${url} FCP ${value('first-contentful-paint')}, SI ${value('speed-index')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}`,
  );
  const lcpElement = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: LhNode }[] }[] }
  )?.items?.[0]?.items?.[0]?.node;
  console.log(`  ${preset} ${url} LCP element ${describe(lcpElement).slice(0, 200)}`);
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 8);
  for (const task of items('long-tasks'))
    console.log(
      `  ${preset} ${url} long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms: ${String(task.url).slice(-60)}`,
    );
  for (const group of items('mainthread-work-breakdown'))
    console.log(
      `  ${preset} ${url} main thread ${group.groupLabel}: ${Math.round(Number(group.duration))} ms`,
    );
  for (const script of items('bootup-time'))
    console.log(
      `  ${preset} ${url} script ${String(script.url).slice(-50)}: total ${Math.round(Number(script.total))} ms, scripting ${Math.round(Number(script.scripting))} ms, parse ${Math.round(Number(script.scriptParseCompile))} ms`,
    );
  for (const [label, category] of [
    ['a11y', 'accessibility'],
    ['bp', 'best-practices'],
  ] as const) {
    const failed = (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1);
    for (const audit of failed) {
      const items =
        (audit?.details as { items?: { node?: LhNode; url?: string }[] } | undefined)?.items ?? [];
      console.log(
        `  ${preset} ${url} ${label} ${audit?.id}: ${items.map((item) => (item.node ? describe(item.node) : String(item.url ?? '?'))).join(' ')}`,
      );
    }
  }
  const shifts =
    (
      lhr.audits['layout-shifts']?.details as {
        items?: { score?: number; node?: LhNode; subItems?: { items?: { extra?: { value?: unknown } }[] } }[];
      }
    )?.items ?? [];
  for (const shift of shifts) {
    const causes = (shift.subItems?.items ?? [])
      .map((cause) => JSON.stringify(cause).slice(0, 200))
      .join(' ');
    console.log(
      `  ${preset} ${url} shift ${shift.score?.toFixed(3)}: ${describe(shift.node).slice(0, 240)} ${causes}`,
    );
  }
}

interface LhNode {
  snippet?: string;
  selector?: string;
  nodeLabel?: string;
}

/** The snippet alone names only a hashed styled-components class; the selector and label say where the node is. */
function describe(node: LhNode | undefined): string {
  if (!node) return '?';
  return `${node.snippet} [${node.selector}] "${node.nodeLabel?.slice(0, 40)}"`;
}

function print(preset: string, page: string, row: Row) {
  console.log(
    [
      preset.padEnd(8),
      page.padEnd(32),
      String(row.performance).padStart(5),
      String(row.accessibility).padStart(5),
      String(row.bestPractices).padStart(5),
      `${(row.lcpMs / 1000).toFixed(2)} s`.padStart(9),
      `${Math.round(row.tbtMs)} ms`.padStart(9),
      row.cls.toFixed(3).padStart(7),
    ].join(' '),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'yc-bench-lighthouse-'));
const bareDir = buildBareReact();
const [apiPort, barePort, markupPort] = [await freePort(), await freePort(), await freePort()];
const app = `http://127.0.0.1:${apiPort}`;
const server: ChildProcess = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: 'inherit',
});
const bare = await serveStatic(join(bareDir, 'dist'), barePort);
const markup = MARKUP ? await serveMarkupOnly(app, markupPort) : undefined;
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROMIUM_ARGS });
try {
  await waitFor(`${app}/api/health`, server, 180_000);
  console.log(
    `Lighthouse ${RUNS === 1 ? '(one run per row)' : `(median of ${RUNS})`}: scores 0–100, LCP, TBT, CLS`,
  );
  console.log('preset   page                              perf  a11y    bp       LCP       TBT     CLS');
  for (const preset of PRESETS) {
    print(preset, 'bare React (baseline)', await audit(`http://127.0.0.1:${barePort}/`, preset, chrome.port));
    for (const page of PAGES) {
      print(preset, page, await audit(`${app}${page}`, preset, chrome.port));
      if (markup)
        print(
          preset,
          `${page} (markup)`,
          await audit(`http://127.0.0.1:${markupPort}${page}`, preset, chrome.port),
        );
    }
  }
} finally {
  chrome.kill();
  bare.close();
  markup?.close();
  await stop(server);
  rmSync(bareDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
