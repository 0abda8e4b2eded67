// What the seeded pictures (adverts, category icons, brand logos, QR codes) weigh on the server-rendered pages, on
// the built API (apps/api/dist/server.js, fresh temp DATA_DIR, loopback only): the HTML bytes of `/`, `/list` and
// `/list_info/1` (as sent, and gzip -9), the `data:` URIs and picture addresses they carry, and Chromium's main
// thread at 4x CPU loading `/` (ParseHTML, Layout, all picture work, all tasks; docs/first-paint.md "Seeded
// pictures"). Run it on two builds to compare.
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startBuiltApi } from './load';
import { covered, median, ms, PICTURE_WORK, TASKS, traceMainThread } from './trace';

const RUNS = Math.max(1, Number(process.env.RUNS) || 5);
const PAGES = ['/', '/list', '/list_info/1'];

async function pageFigures(api: string): Promise<void> {
  console.log('HTML as served (identity) | gzip -9 | data: URIs | /api/picture/ addresses');
  for (const path of PAGES) {
    const response = await fetch(`${api}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const html = await response.text();
    const bytes = Buffer.byteLength(html);
    const dataUris = html.match(/data:image\//g)?.length ?? 0;
    const addresses = html.match(/\/api\/picture\//g)?.length ?? 0;
    const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
    console.log(
      `  ${path.padEnd(14)} ${kb(bytes).padStart(9)} | ${kb(gzipSync(html, { level: 9 }).length).padStart(8)} | ${dataUris} | ${addresses}`,
    );
  }
}

async function homeThread(api: string): Promise<void> {
  // Warm: the server's first render after start, and its picture renders, are not the browser's work.
  await fetch(`${api}/`);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = {
    parse: [] as number[],
    layout: [] as number[],
    pictures: [] as number[],
    tasks: [] as number[],
  };
  try {
    for (let run = 0; run < RUNS + 1; run++) {
      const events = await traceMainThread(browser, `${api}/`, { viewport: { width: 1350, height: 940 } });
      // The first load renders the pictures on the server; it is not counted.
      if (run === 0) continue;
      rows.parse.push(covered(events.filter((e) => e.name === 'ParseHTML')));
      rows.layout.push(covered(events.filter((e) => e.name === 'Layout')));
      rows.pictures.push(covered(events.filter((e) => PICTURE_WORK.has(e.name))));
      rows.tasks.push(covered(events.filter((e) => TASKS.has(e.name))));
    }
  } finally {
    await browser.close();
  }
  console.log(`Chromium, 4x CPU, / at 1350×940 (median of ${RUNS}, a fresh context each):`);
  console.log(
    `  ParseHTML ${ms(median(rows.parse))} | Layout ${ms(median(rows.layout))} | picture work ${ms(median(rows.pictures))} | all tasks ${ms(median(rows.tasks))}`,
  );
}

const { api, close } = await startBuiltApi('page-pictures');
try {
  await pageFigures(api);
  await homeThread(api);
} finally {
  await close();
}
