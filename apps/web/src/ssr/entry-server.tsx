/**
 * The server's render of the app (built by `vite build --ssr` into `dist-server/`, loaded by the API's web
 * plugin): the same routes, providers and hooks as the browser, so the first screen arrives as HTML and the
 * browser hydrates it instead of rendering from nothing.
 *
 * Data: the hooks' SWR keys are discovered by rendering. A pass records every key a hook asks for that has no
 * answer yet; their own fetchers run (through `transport`, i.e. the API in-process with the visitor's cookie),
 * and the next pass renders with the answers in the cache, until nothing new is asked (at most `MAX_PASSES`: a
 * key that depends on another answer is found one pass later). The answers go to the browser with the HTML.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { type Middleware, unstable_serialize } from 'swr';
import { Providers } from '../App';
import { transport } from '../api/config';
import { createRoutes } from '../routes';
import { scriptsAfterPaint } from './after-paint';
import { resolveLazyRoutes } from './lazy-routes';
import { cacheOf, SSR_DATA_ID, SSR_ROOT_ATTRIBUTE, type SsrEntry, scriptJson } from './ssr-data';

/** Each render's way to the API (the request's cookie included); async context keeps concurrent renders apart. */
const apiOfRender = new AsyncLocalStorage<typeof fetch>();
transport.silent = true;
transport.fetch = (input, init) => {
  const api = apiOfRender.getStore();
  if (!api) return Promise.reject(new Error('请求不属于任何一次服务端渲染'));
  return api(input, init);
};

/** A route that sends the visitor elsewhere (eleven_index, /star, …): the server answers with the redirect itself. */
export interface Redirected {
  status: number;
  location: string;
}

/** Enough for the layout's answers, the page's, and one that needs one of those (e.g. a list after its category). */
const MAX_PASSES = 4;

export interface Rendered {
  /** The markup of `#root`. */
  html: string;
  /** The `<style>` elements of the rules the markup uses. */
  styles: string;
  /** The answers the markup was rendered with, for the browser's cache. */
  entries: SsrEntry[];
  /** 200, or 404 when the route table has no match. */
  status: number;
}

function toHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => (failure ? reject(failure) : resolve(html)));
    const stream = renderToPipeableStream(element, {
      // Every boundary resolved, so the markup is the whole first screen (no streamed fallbacks to swap later).
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A component that throws while rendering: the browser renders this page itself rather than hydrating a
      // half-rendered one.
      onError: (error) => {
        failure = error;
      },
    });
  });
}

/** A loader's redirect as the HTTP answer, or null for any other response a loader gave. */
function redirectOf(response: Response): Redirected | null {
  const location = response.headers.get('Location');
  return location && response.status >= 300 && response.status < 400
    ? { status: response.status, location }
    : null;
}

/**
 * Renders `url` (path and query) for the visitor whose requests `api` makes: the markup, or the redirect a route
 * answers with. Null when the server should leave the page to the browser: anything that fails while rendering.
 */
export async function render(url: string, api: typeof fetch): Promise<Rendered | Redirected | null> {
  return apiOfRender.run(api, async () => {
    const routes = createRoutes();
    await resolveLazyRoutes(routes, url);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return redirectOf(context);
    const answers = new Map<string, SsrEntry>();
    const failed = new Set<string>();
    for (let pass = 1; ; pass += 1) {
      const asked = new Map<string, { key: readonly unknown[]; fetcher: (key: unknown) => unknown }>();
      const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
        if (Array.isArray(key) && fetcher) {
          const id = unstable_serialize(key);
          if (!answers.has(id) && !failed.has(id)) asked.set(id, { key, fetcher });
        }
        return useSWRNext(key, fetcher, config);
      };
      const cache = cacheOf([...answers.values()]);
      const router = createStaticRouter(handler.dataRoutes, context);
      const sheet = new ServerStyleSheet();
      try {
        const html = await toHtml(
          sheet.collectStyles(
            <Providers swr={{ provider: () => cache, use: [record] }}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>,
          ),
        );
        if (asked.size === 0 || pass === MAX_PASSES) {
          return {
            html,
            styles: sheet.getStyleTags(),
            entries: [...answers.values()],
            status: context.statusCode,
          };
        }
      } finally {
        sheet.seal();
      }
      await Promise.all(
        [...asked].map(async ([id, { key, fetcher }]) => {
          try {
            answers.set(id, { key, data: await fetcher(key) });
          } catch {
            failed.add(id);
          }
        }),
      );
    }
  });
}

/**
 * The built `index.html` with the render of `url` in it: the styles in `<head>`, the markup in `#root`, and the
 * answers beside it as JSON (a `type="application/json"` script is data, never run, so the CSP's `script-src
 * 'self'` stands); or the route's redirect. Null when the page is left to the browser (see `render`).
 */
export async function renderPage(
  template: string,
  url: string,
  api: typeof fetch,
): Promise<{ status: number; html: string } | Redirected | null> {
  const rendered = await render(url, api);
  if (!rendered || 'location' in rendered) return rendered;
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) return null;
  const html = scriptsAfterPaint(template)
    .replace('</head>', () => `${rendered.styles}</head>`)
    .replace(
      root,
      () =>
        `<div id="root" ${SSR_ROOT_ATTRIBUTE}="">${rendered.html}</div><script type="application/json" id="${SSR_DATA_ID}">${scriptJson(rendered.entries)}</script>`,
    );
  return { status: rendered.status, html };
}
