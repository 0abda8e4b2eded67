import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ApiStatus, Messages } from '@yaocai/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/paths';

/** What the web app's server build (`apps/web/src/ssr/entry-server.tsx`) exports. */
interface ServerRender {
  renderPage(
    template: string,
    url: string,
    api: typeof fetch,
  ): Promise<{ status: number; html: string } | { status: number; location: string } | null>;
}

/**
 * A page's server render waits for its data; past this the visitor gets the app shell at once and the browser
 * renders the page itself, as it would without server rendering.
 */
const RENDER_BUDGET_MS = 3_000;

/**
 * Serves the built web app when it exists: hashed /assets/* are immutable, everything else revalidates, and
 * any other GET outside /api is an app page. Unknown /api paths get a 404 envelope, decided on the decoded
 * path so `/%61pi/…` is no client-side route. The build writes a brotli and a gzip copy beside each asset
 * (`preCompressed` picks one by `Accept-Encoding`); source maps are never served, even if a build leaves one in
 * the folder, and a missing asset is a plain 404 rather than the app shell (a script tag must not receive HTML).
 *
 * Pages are rendered on the server when the web app's server build exists (`webSsr`): the first screen arrives
 * as HTML, with the data it was rendered from, for the browser to hydrate. The render asks the API's own routes
 * in-process with the request's cookie, so a signed-in buyer's page carries the buyer's prices; such a page is
 * `private` and never shared between visitors. Anything that fails or takes too long falls back to the shell.
 */
export default fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const hasWeb = existsSync(join(root, 'index.html'));
    const ssr =
      hasWeb && existsSync(app.config.webSsr)
        ? ((await import(pathToFileURL(app.config.webSsr).href)) as ServerRender)
        : null;
    const template = ssr ? readFileSync(join(root, 'index.html'), 'utf8') : '';

    /** The API as the page's own reads would reach it, with this visitor's cookie (the render only reads). */
    const apiFor =
      (request: Pick<FastifyRequest, 'headers'>): typeof fetch =>
      async (input, init) => {
        if (init?.method && init.method !== 'GET') return new Response(null, { status: 405 });
        const url = new URL(String(input), 'http://localhost');
        const answer = await app.inject({
          method: 'GET',
          url: `${url.pathname}${url.search}`,
          headers: {
            accept: 'application/json',
            ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          },
        });
        return new Response(answer.rawPayload, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      };

    async function rendered(request: FastifyRequest) {
      if (!ssr || request.method !== 'GET') return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
      });
      try {
        return await Promise.race([ssr.renderPage(template, request.url, apiFor(request)), late]);
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server render failed; serving the app shell');
        return null;
      } finally {
        clearTimeout(timer);
      }
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const page = await rendered(request);
      if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // A route that sends the visitor on (eleven_index to the main site, /star to /zzfw/star) is an HTTP
      // redirect, so a direct load is never a page that fails before the browser moves on.
      if ('location' in page)
        return reply.header('cache-control', 'no-cache').redirect(page.location, page.status);
      return reply
        .code(page.status)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }

    if (ssr) {
      // The first render loads the server build's modules and builds the contracts (seconds on a busy machine,
      // past the budget): paid before the server reports ready rather than by the first visitor. Its requests are
      // answered 503 (the API cannot be asked before it is ready), which the render takes as failed reads.
      app.addHook('onReady', async () => {
        await ssr
          .renderPage(template, '/', async () => new Response(null, { status: 503 }))
          .catch(() => null);
      });
      // Once listening, the home page is rendered once with its real answers, as a visitor: the first render of
      // a page full of answers runs code the 503 warm-up never reached (cold, ~1 s against ~0.1 s warm), and the
      // first visitor should not be the one to pay for it. Nothing waits for it; a failure only costs that.
      app.addHook('onListen', async () => {
        void ssr.renderPage(template, '/', apiFor({ headers: {} })).catch(() => null);
      });
    }

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(root, 'assets'));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // The static handler answers a directory request (`/`) with 403 when `index` is off.
      app.get('/', { schema: { hide: true } }, sendPage);
    }
    // The operations console (apps/console), built with base /console/: its files under /console/ (hashed
    // assets immutable), and its page for every other /console path (client-side routes; a missing file such as
    // /console/x.js is a plain 404, never the page). Not rendered on the server.
    const consoleRoot = app.config.consoleDist;
    const consoleShell = existsSync(join(consoleRoot, 'index.html'))
      ? readFileSync(join(consoleRoot, 'index.html'))
      : null;
    const sendConsole = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(consoleShell);
    if (consoleShell) {
      await app.register(fastifyStatic, {
        root: consoleRoot,
        prefix: '/console/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(consoleRoot, 'assets'));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      app.get('/console', { schema: { hide: true } }, sendConsole);
      app.get('/console/', { schema: { hide: true } }, sendConsole);
    }
    /** A file of the console's build (its assets, or a file at its root such as zod-csp.js). */
    const isConsoleFile = (url: string) => /^\/console\/(assets\/|[^/?]+\.[a-z0-9]+($|\?))/i.test(url);
    const isConsolePage = (url: string) =>
      consoleShell !== null && /^\/console(\/|$|\?)/.test(url) && !isConsoleFile(url);

    app.setNotFoundHandler((request, reply) => {
      if (isConsolePage(request.url) && (request.method === 'GET' || request.method === 'HEAD'))
        return sendConsole(request, reply);
      const isAsset = request.url.startsWith('/assets/') || isConsoleFile(request.url);
      if (
        !isApiPath(request.url) &&
        !isAsset &&
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        return sendPage(request, reply);
      }
      return reply.code(404).send({ status: ApiStatus.notFound, message: Messages.notFound, data: null });
    });
  },
  { name: 'web', dependencies: ['context'] },
);
