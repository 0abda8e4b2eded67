import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { ChatMessage } from '@yaocai/domain';
import type { Browser } from './browser';

/*
 * Chat tests' helpers: a client id, sending as a buyer, and a server-sent-events client over a real socket (the
 * live channel is a long-lived stream, which app.inject cannot hold open).
 */

export const clientId = () => randomUUID();

export async function say(browser: Browser, content: string, id = clientId()) {
  return browser.request('POST', '/api/chat/messages', { json: { client_id: id, type: 'text', content } });
}

export interface LiveClient {
  status: number;
  messages: ChatMessage[];
  /** Resolves once `n` messages arrived (rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<ChatMessage[]>;
  close(): void;
}

/** Opens `path` on `base` with the cookies (and headers) given, parsing `event: message` frames. */
export function openLive(
  base: string,
  path: string,
  cookies: Map<string, string>,
  headers: Record<string, string> = {},
): Promise<LiveClient> {
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, {
      headers: { cookie, accept: 'text/event-stream', ...headers },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const messages: ChatMessage[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (frame.includes('event: message') && data) messages.push(JSON.parse(data.slice(6)));
          end = buffer.indexOf('\n\n');
        }
        for (const waiter of waiters) waiter();
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        messages,
        waitFor(n, ms = 5000) {
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`only ${messages.length} of ${n} messages`)), ms);
            const check = () => {
              if (messages.length >= n) {
                clearTimeout(timer);
                done(messages);
              }
            };
            waiters.push(check);
            check();
          });
        },
        close() {
          request.destroy();
        },
      });
    });
  });
}
