import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '../lib/cookies';

export interface VisitorCache {
  <T>(request: FastifyRequest, reply: FastifyReply, build: () => Promise<T>): Promise<T | FastifyReply>;
  /** Forgets every page: a page's key is its URL, which does not say which products it shows. */
  clear(): void;
}

/**
 * Micro-caches the serialized 200 answer of a catalogue GET for visitors, by URL. A visitor's page is the same
 * for every visitor (no prices, no favourites), so for `ttlMs` the bytes written for the first are sent to the
 * rest without building or serializing the answer again. Requests carrying a session cookie always build their
 * own answer; errors are never cached.
 */
export function visitorCache({ max = 5_000, ttlMs = 2_000 } = {}): VisitorCache {
  const cache = new LRUCache<string, string>({ max, ttl: ttlMs });
  const answer = async <T>(request: FastifyRequest, reply: FastifyReply, build: () => Promise<T>) => {
    if (request.cookies[SESSION_COOKIE]) return build();
    let body = cache.get(request.url);
    if (body === undefined) {
      body = String(reply.serialize(await build()));
      cache.set(request.url, body);
    }
    // A string with a JSON content type is sent as it is. The async handler must then return the reply
    // itself: resolving with undefined after `send` races the onSend hooks (compression sent an empty body).
    return reply.type('application/json; charset=utf-8').send(body);
  };
  return Object.assign(answer, { clear: () => cache.clear() });
}
