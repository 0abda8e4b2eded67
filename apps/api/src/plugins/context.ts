import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { trackInFlight } from '../lib/in-flight';
import { createPasswordGate, type PasswordGate } from '../lib/password-gate';
import { createSearchLog, type SearchLog } from '../lib/search-log';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Searches, written in batches (hot words and analytics). */
    searchLog: SearchLog;
    /** Admission and hashing slots of logins (bounded: see createPasswordGate). */
    passwordGate: PasswordGate;
  }
}

/** The database, configuration and per-app caches/queues every plugin and route reads, decorated once on the root. */
export default fp(
  async (app: FastifyInstance, options: { db: Db; config: AppConfig }) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    const searchLog = createSearchLog(options.db, app.log);
    app.decorate('searchLog', searchLog);
    const { passwordHashConcurrency, loginQueueLength } = options.config;
    app.decorate('passwordGate', createPasswordGate(passwordHashConcurrency, loginQueueLength));
    app.addHook('onClose', () => searchLog.close());
    // After the search log's hook, so it runs before it: requests still running may yet log a search.
    trackInFlight(app);
  },
  { name: 'context' },
);
