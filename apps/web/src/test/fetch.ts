import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

/** A JSON response with the API envelope. */
export function envelope(status: number, data: unknown = null, message = '', httpStatus?: number): Response {
  // Envelope statuses outside HTTP's range (10000, 10001, 600+) travel with a plausible HTTP status.
  const http = httpStatus ?? (status === 10001 ? 401 : status >= 200 && status < 600 ? status : 200);
  return new Response(JSON.stringify({ status, message, data }), {
    status: http,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A response that never arrives (until the request is aborted). */
export function never(): Promise<Response> {
  return new Promise(() => {});
}

/**
 * Replaces global fetch. The handler sees each request; aborting the signal rejects like a real fetch.
 * `/api/csrf` answers with token 'csrf-1', 'csrf-2'… unless the handler answers it.
 */
export function mockFetch(handler: Handler) {
  let csrfCount = 0;
  const sent: SentRequest[] = [];
  const fn = vi.fn((input: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: input,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
    };
    sent.push(request);
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      if (input === '/api/csrf') {
        csrfCount += 1;
        resolve(envelope(10000, { token: `csrf-${csrfCount}` }));
        return;
      }
      Promise.resolve(handler(request)).then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, sent, apiCalls: () => sent.filter((request) => request.url !== '/api/csrf') };
}
