/** The Chromium every journey runs in, and the problems (console errors, failed responses, CSP) it saw. */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { SSR_ROOT_ATTRIBUTE } from '../src/ssr/ssr-data';
import type { E2eServer } from './global-setup';

/**
 * The server this worker's files run against (global-setup.ts starts one per worker): files in different workers
 * run at the same time, so each worker has its own database.
 */
export function server(): E2eServer {
  const servers = inject('servers');
  const found = servers[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!found) throw new Error(`no e2e server for worker ${process.env.VITEST_POOL_ID} of ${servers.length}`);
  return found;
}

export interface Session {
  browser: Browser;
  page: Page;
  /** Console errors, page errors, HTTP >= 400 answers and CSP violations, in order. */
  problems: string[];
}

/**
 * A connection to the run's Chromium (started by global-setup.ts) with a page in a fresh context; closing the
 * connection closes the contexts it made, not the browser.
 */
export async function openBrowser(options: { allowStatus?: (status: number, url: string) => boolean } = {}) {
  const browser = await chromium.connect(inject('browserEndpoint'));
  // An explicit context, so that a journey can open a second tab that shares its cookies.
  const page = awaitHydration(await (await browser.newContext()).newPage());
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium also logs every non-2xx answer as a console error; an allowed status is not a problem there either.
    const failed = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
      message.text(),
    );
    if (failed && options.allowStatus?.(Number(failed[1]), message.location().url)) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && !options.allowStatus?.(status, response.url()))
      problems.push(`HTTP ${status} ${response.url()}`);
  });
  // CSP violations are reported as console errors too; this catches them even if that changes.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return { browser, page, problems } satisfies Session;
}

/**
 * A server-rendered page takes no presses until the app has hydrated it (`src/ssr/HydrationGuard.tsx`): this
 * waits for that, as a buyer waits for the page to respond. A page the server did not render is ready at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById('root')?.hasAttribute(attribute),
    SSR_ROOT_ATTRIBUTE,
    { timeout: 30_000 },
  );
}

/**
 * Every `goto`, `reload` and `waitForURL` of `page` also waits for the page to be hydrated (a `waitForURL` may
 * end in a full load, e.g. the reload after signing in).
 */
export function awaitHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await hydrated(page);
  };
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
  return page;
}

/**
 * Signs in through the login page and waits for the reload that follows (spec §4 'login' flag). Signing in lands
 * on the home page, where a buyer with a draw chance left today gets the prize draw popup (issue #11), which
 * holds the focus: unless the journey is about the draw (`drawPopup: 'leave'`), it is closed as a buyer would.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  phone: string,
  password: string,
  { drawPopup = 'close' }: { drawPopup?: 'close' | 'leave' } = {},
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码').fill(password);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '登录' }).click()]);
  await hydrated(page);
  if (drawPopup === 'close') await closeDrawPopup(page, baseUrl);
}

/** Closes the home page's draw popup if the server lets this buyer draw now (draw/simple is_join 0). */
export async function closeDrawPopup(page: Page, baseUrl: string): Promise<void> {
  const simple = (await (await page.request.get(`${baseUrl}/api/draw/simple`)).json()).data;
  if (!simple || simple.id === 0 || simple.is_join !== 0) return;
  const popup = page.locator('[data-ui="DrawModal"]');
  await popup.getByRole('button', { name: '关闭' }).click({ timeout: 15_000 });
  await popup.waitFor({ state: 'detached', timeout: 5_000 });
}

/**
 * One connection to Chromium for the tests of a file: opened before them, closed after them. Read `page` and `problems` from
 * inside the tests (they exist once the file's beforeAll has run).
 */
export function browserForFile(options: Parameters<typeof openBrowser>[0] = {}): Omit<Session, 'browser'> {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await openBrowser(options);
  });
  afterAll(async () => {
    await session?.browser.close();
  });
  return {
    get page() {
      if (!session) throw new Error('the browser opens in beforeAll');
      return session.page;
    },
    get problems() {
      return session?.problems ?? [];
    },
  };
}
