import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

/** The database and configuration every plugin and route reads, decorated once on the root instance. */
export default fp(
  async (app: FastifyInstance, options: { db: Db; config: AppConfig }) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
  },
  { name: 'context' },
);
