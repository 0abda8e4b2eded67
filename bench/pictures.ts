// What a product picture costs, on the built API (apps/api/dist/server.js, fresh temp DATA_DIR, loopback only):
// the server's render (sharp: the first picture after start, then each new one, a cached one; bytes of .svg and
// .webp), and Chromium's main thread at Lighthouse's 4x CPU on one page of 20 pictures as .svg, as .webp and with
// none (docs/first-paint.md "Product pictures"). The .svg route still answers the drawing, so both run on one build.
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startBuiltApi } from './load';
import { covered, median, ms, PICTURE_WORK, TASKS, traceMainThread } from './trace';

const RUNS = Math.max(1, Number(process.env.RUNS) || 3);
/** A result page's worth. */
const PICTURES = 20;
const SERVER_SAMPLE = 40;

type Kind = 'none' | 'svg' | 'webp';

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

async function serverFigures(api: string): Promise<void> {
  const first = await timed(`${api}/api/goods/image/1.webp`);
  const svg: { ms: number; bytes: number }[] = [];
  const webp: { ms: number; bytes: number }[] = [];
  const cached: number[] = [];
  for (let id = 2; id < 2 + SERVER_SAMPLE; id++) {
    svg.push(await timed(`${api}/api/goods/image/${id}.svg`));
    webp.push(await timed(`${api}/api/goods/image/${id}.webp`));
    cached.push((await timed(`${api}/api/goods/image/${id}.webp`)).ms);
  }
  const meanBytes = (rows: { bytes: number }[]) =>
    Math.round(rows.reduce((sum, row) => sum + row.bytes, 0) / rows.length);
  console.log(`server, ${SERVER_SAMPLE} goods one at a time (request round trip, medians):`);
  console.log(
    `  first .webp after start (loads libvips) ${ms(first.ms)}; then a new .webp ${ms(median(webp.map((row) => row.ms)))}, a cached one ${ms(median(cached))}, the .svg ${ms(median(svg.map((row) => row.ms)))}`,
  );
  console.log(`  bytes (mean): .svg ${meanBytes(svg)} B, .webp ${meanBytes(webp)} B`);
}

/** The main thread's picture work and all its tasks, in ms, for one page of PICTURES pictures of `kind`. */
async function tracePage(browser: Browser, api: string, kind: Kind, firstId: number) {
  const ids = Array.from({ length: PICTURES }, (_, i) => firstId + i);
  // The server's renders are warm: this measures the browser.
  if (kind !== 'none') await Promise.all(ids.map((id) => timed(`${api}/api/goods/image/${id}.${kind}`)));
  const cells = ids.map((id) =>
    kind === 'none' ? '<div></div>' : `<img alt="" src="/api/goods/image/${id}.${kind}">`,
  );
  const html = `<!doctype html><style>body{margin:0;display:grid;grid-template-columns:repeat(5,190px);gap:4px}img,div{width:190px;height:190px}</style>${cells.join('')}`;
  // Served from the API's origin: its pictures are same-origin only (Cross-Origin-Resource-Policy).
  const events = await traceMainThread(browser, `${api}/bench/pictures`, { html });
  return {
    pictures: covered(events.filter((e) => PICTURE_WORK.has(e.name))),
    tasks: covered(events.filter((e) => TASKS.has(e.name))),
  };
}

async function browserFigures(api: string): Promise<void> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: Record<Kind, { pictures: number[]; tasks: number[] }> = {
    none: { pictures: [], tasks: [] },
    svg: { pictures: [], tasks: [] },
    webp: { pictures: [], tasks: [] },
  };
  try {
    for (let run = 0; run < RUNS; run++) {
      // The same goods as .svg and as .webp within a run, other goods in the next (nothing cached in the browser).
      for (const kind of ['none', 'svg', 'webp'] as const) {
        const { pictures, tasks } = await tracePage(browser, api, kind, 100 + run * PICTURES);
        rows[kind].pictures.push(pictures);
        rows[kind].tasks.push(tasks);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `Chromium, 4x CPU, a page of ${PICTURES} pictures (median of ${RUNS}): main-thread picture work | all main-thread tasks`,
  );
  for (const kind of ['none', 'svg', 'webp'] as const) {
    const pictures = median(rows[kind].pictures);
    const tasks = median(rows[kind].tasks);
    const each = (value: number, none: number) => ms((value - none) / PICTURES);
    const perPicture =
      kind === 'none'
        ? ''
        : `  (a picture: ${each(pictures, median(rows.none.pictures))} | ${each(tasks, median(rows.none.tasks))})`;
    console.log(`  ${kind.padEnd(4)} ${ms(pictures).padStart(10)} | ${ms(tasks).padStart(10)}${perPicture}`);
  }
}

const { api, close } = await startBuiltApi('pictures');
try {
  await serverFigures(api);
  await browserFigures(api);
} finally {
  await close();
}
