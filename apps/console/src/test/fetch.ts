import { vi } from 'vitest';

export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Route = (sent: Sent) => { status?: number; body: unknown } | undefined;

/** A fetch stub answering envelopes by path; every request is recorded in `sent`. */
export function stubFetch(route: Route) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request: Sent = {
        method: init.method ?? 'GET',
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const answer = route(request) ?? {
        status: 404,
        body: { status: 404, message: '请求的内容不存在', data: null },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

export const ok = (data: unknown, message = 'success') => ({ body: { status: 10000, message, data } });
