import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CatalogueCache, createCatalogueCache } from './cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's display caches (catalogue/cache.ts states how stale each may be). */
    catalogueCache: CatalogueCache;
  }
}

/**
 * Decorates the root with the catalogue's display caches, one set per app. The catalogue owns them (plumbing,
 * which registers before any capability, imports none), so app.ts registers this before the routes that read it.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogueCache', createCatalogueCache());
  },
  { name: 'catalogue-cache' },
);
