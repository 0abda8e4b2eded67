import { ApiStatus, type ChatMessage } from '@yaocai/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';
import type { ChatHub, ChatNotice } from './hub';

/*
 * The live channel as server-sent events (docs/chat.md): a plain GET that the browser's EventSource keeps open and
 * reopens by itself, sending `Last-Event-ID` — the id of the last message it received — so the server replays
 * what came after: nothing lost, nothing twice. Authenticated by the session cookie like any GET (no token in the
 * URL); a cross-site opener is refused (Origin / Sec-Fetch-Site), and the session is re-checked every beat so a
 * signed-out or expired session's stream ends.
 */

const HEARTBEAT_MS = 25_000;

export interface LiveSource {
  /** Where a channel opened without a last id starts (the newest message now). */
  start(): Promise<number>;
  /** What came after `lastId`, oldest first. */
  after(lastId: number): Promise<ChatMessage[]>;
  /**
   * What a notice brings, when the channel fetches by the notice's message id rather than by "after my last"
   * (a channel over several conversations, whose ids may commit out of order).
   */
  noticed?(notice: ChatNotice): Promise<ChatMessage[]>;
  /** Whether a notice concerns this channel. */
  concerns(notice: ChatNotice): boolean;
  /** Whether the session that opened the channel still holds. */
  stillSignedIn(): Promise<boolean>;
}

/** Refuses an opener from another site (a page elsewhere cannot read the stream, but must not even open it). */
export function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  if (site === 'cross-site' || (origin !== undefined && origin !== own)) {
    throw new ApiError(403, ApiStatus.forbidden, '请求来源不被允许');
  }
}

/** The last id the client saw: the EventSource's `Last-Event-ID` on a reopen, else the query's `last_id`. */
export function lastSeenId(request: FastifyRequest, queryLastId: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const fromHeader = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;
  return fromHeader ?? queryLastId;
}

export async function serveLive(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  source: LiveSource,
  lastId: number | undefined,
): Promise<void> {
  let last = lastId ?? (await source.start());
  let pumping: Promise<void> = Promise.resolve();
  let ended = false;
  const raw = reply.raw;

  const write = (text: string) => {
    if (!ended) raw.write(text);
  };
  const sent = new Set<number>();
  const pump = (notice?: ChatNotice) => {
    pumping = pumping.then(async () => {
      if (ended) return;
      const byNotice = notice && source.noticed;
      const messages = byNotice ? await byNotice(notice) : await source.after(last);
      for (const message of messages) {
        if (byNotice ? sent.has(message.id) : message.id <= last) continue;
        write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
        sent.add(message.id);
        last = Math.max(last, message.id);
      }
    });
    pumping.catch((error: unknown) => {
      request.log.error({ err: error }, 'chat live pump failed');
      end();
    });
  };

  const unsubscribe = await hub.subscribe((notice) => {
    if (notice === 'resync') pump();
    else if (source.concerns(notice)) pump(notice);
  });
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
  });
  write('retry: 3000\n\n');

  const beat = setInterval(() => {
    source.stillSignedIn().then(
      (ok) => {
        if (ok) write(': beat\n\n');
        else {
          write('event: end\ndata: {}\n\n');
          end();
        }
      },
      () => end(),
    );
  }, HEARTBEAT_MS);

  function end() {
    if (ended) return;
    ended = true;
    clearInterval(beat);
    unsubscribe();
    hub.channels.delete(end);
    raw.end();
  }
  hub.channels.add(end);
  raw.on('close', end);
  pump();
}
