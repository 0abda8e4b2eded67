// Chromium's main thread during one page load at Lighthouse's 4x CPU (puppeteer-core trace): the harness of the
// picture benchmarks (pictures.ts, page-pictures.ts).
import type { Browser } from 'puppeteer-core';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** An image's data arriving (for an SVG: building, styling and laying out a document of its own) and the page's style, layout and paint. */
export const PICTURE_WORK = new Set([
  'ImageResourceContent::updateImage',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Decode Image',
]);
export const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Milliseconds the events cover together (an event inside another counts once). */
export function covered(events: TraceEvent[]): number {
  let end = Number.NEGATIVE_INFINITY;
  let total = 0;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const eventEnd = event.ts + (event.dur ?? 0);
    if (eventEnd > end) total += eventEnd - Math.max(event.ts, end);
    end = Math.max(end, eventEnd);
  }
  return total / 1000;
}

interface TraceOptions {
  /** Answer the page's own address with this markup instead of asking the server. */
  html?: string;
  viewport?: { width: number; height: number };
}

/**
 * Loads `url` in a fresh browser context at 4x CPU and returns the complete events of the renderer's main thread,
 * from navigation until two frames after `load`. Throws when an image on the page did not load.
 */
export async function traceMainThread(
  browser: Browser,
  url: string,
  { html, viewport = { width: 1000, height: 800 } }: TraceOptions = {},
): Promise<TraceEvent[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    if (html !== undefined) {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url() === url) void request.respond({ contentType: 'text/html', body: html });
        else void request.continue();
      });
    }
    await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as {
      traceEvents: TraceEvent[];
    };
    const main = new Set(
      trace.traceEvents
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const unloaded = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.src),
    );
    if (unloaded.length > 0) throw new Error(`${url}: pictures did not load: ${unloaded.join(' ')}`);
    return trace.traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  } finally {
    await context.close();
  }
}
