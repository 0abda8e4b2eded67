import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { type CatalogueCache, createCatalogueCache } from '../routes/goods/cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Short-lived read caches of the catalogue (search hits, suggestions, product facts). */
    catalogueCache: CatalogueCache;
  }
}

/** The database and configuration every plugin and route reads, decorated once on the root instance. */
export default fp(
  async (app: FastifyInstance, options: { db: Db; config: AppConfig }) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    app.decorate('catalogueCache', createCatalogueCache());
  },
  { name: 'context' },
);
