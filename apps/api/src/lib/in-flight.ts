import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a closing app waits for requests still being handled before it lets the pool end. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Requests still being handled, so that closing the app waits for them before the database pool ends.
 *
 * Fastify's `close()` resolves once every connection is gone, but a request whose client went away (a load test
 * stopping, a browser tab closed) keeps running its hooks and handler after its socket closed — Fastify neither
 * stops it nor fires `onResponse` for it. Without this, such a handler met an ended pool during shutdown ("Cannot
 * use a pool after calling end on the pool"). A request counts from `onRequest` until its handler settles or its
 * response is sent or fails, whichever comes first; the wait is bounded by DRAIN_TIMEOUT_MS.
 */
export function trackInFlight(app: FastifyInstance, timeoutMs = DRAIN_TIMEOUT_MS): void {
  const open = new WeakSet<FastifyRequest>();
  let count = 0;
  let wake: (() => void) | undefined;

  const settle = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    count -= 1;
    if (count === 0) wake?.();
  };

  // Callback hooks, not async ones: they run on every request, and a callback costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    open.add(request);
    count += 1;
    done();
  });
  app.addHook('onError', (request, _reply, _error, done) => {
    settle(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function settling(this: FastifyInstance, request, reply) {
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        settle(request);
        throw error;
      }
      if (result instanceof Promise) {
        return result.finally(() => settle(request));
      }
      settle(request);
      return result;
    };
  });
  // Registered after the plugins that close the search log and the jobs are not: onClose hooks run last-added
  // first, and the server has already stopped accepting when they start.
  app.addHook('onClose', async () => {
    if (count === 0) return;
    const drained = new Promise<void>((resolve) => {
      wake = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([drained, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') app.log.warn({ inFlight: count }, 'closing with requests still being handled');
  });
}
