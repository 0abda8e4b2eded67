import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from '../src/lib/in-flight';

/**
 * A bare Fastify app with the tracker and one route whose slow part (in the handler or in a preHandler hook)
 * waits until the test releases it; `started` resolves when that part begins.
 */
async function slowApp(where: 'handler' | 'hook', drainTimeoutMs = 60_000) {
  const app = Fastify({ forceCloseConnections: 'idle' });
  trackInFlight(app, drainTimeoutMs);
  const events: string[] = [];
  let begin!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slowPart = async (name: string) => {
    begin();
    await released;
    events.push(name);
  };
  if (where === 'hook') app.addHook('preHandler', () => slowPart('hook done'));
  app.get('/slow', async () => {
    if (where === 'handler') await slowPart('handler done');
    else events.push('handler done');
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, events, started, release };
}

/** Sends GET /slow and drops the connection once the server is handling it, as a client that went away. */
async function abandon(port: number, started: Promise<void>): Promise<void> {
  const request = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
  const gone = new Promise((resolve) => request.on('close', resolve));
  request.on('error', () => undefined);
  request.end();
  await started;
  request.destroy();
  await gone;
}

describe('closing with requests whose clients went away', () => {
  for (const where of ['handler', 'hook'] as const) {
    it(`waits for a ${where} still running before close resolves (the pool ends after it)`, async () => {
      const { app, port, events, started, release } = await slowApp(where);
      await abandon(port, started);
      const closing = app.close().then(() => events.push('closed'));
      // Let the server notice the closed socket and run its close steps: without the tracker, close resolves here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push('released');
      release();
      await closing;
      const ran = where === 'hook' ? ['hook done', 'handler done'] : ['handler done'];
      expect(events).toEqual(['released', ...ran, 'closed']);
    });
  }

  it('does not wait after answered requests (a leaked count would hold close for the 60 s bound)', async () => {
    const { app, port, release } = await slowApp('handler');
    release();
    const answer = await fetch(`http://127.0.0.1:${port}/slow`);
    expect(await answer.json()).toEqual({ ok: true });
    await app.close();
  }, 10_000);
});
