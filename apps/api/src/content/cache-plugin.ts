import type { FocusAdverts } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ReadCache, readCache } from '../lib/read-cache';
import type { focusCommonFor } from './focus-service';

/** The content's display caches: the header/home payload (carousel, nav) and the advert lists of /api/focus/*. */
export interface ContentCache {
  common: ReadCache<Awaited<ReturnType<typeof focusCommonFor>>>;
  lists: ReadCache<FocusAdverts>;
  /** What an operator's write calls after it commits: the buyer's next request reads the database. */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Content's display caches (30 s), cleared by the console's advert and nav writes. */
    contentCache: ContentCache;
  }
}

/**
 * Decorates the root with content's display caches, one set per app, so the read routes and the console routes
 * that change what they hold share them (the catalogue's `cache-plugin.ts` habit).
 */
export default fp(
  async (app: FastifyInstance) => {
    const common = readCache<Awaited<ReturnType<typeof focusCommonFor>>>({ max: 1, ttlMs: 30_000 });
    const lists = readCache<FocusAdverts>({ max: 16, ttlMs: 30_000 });
    app.decorate('contentCache', {
      common,
      lists,
      clear: () => {
        common.clear();
        lists.clear();
      },
    });
  },
  { name: 'content-cache' },
);
