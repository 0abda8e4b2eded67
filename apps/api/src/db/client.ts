import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** One pool per process; every query of the app goes through it. */
export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/** The database or a transaction: what services and the seed write through. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs `query` as a named prepared statement (the name is a hash of its text): PostgreSQL parses it once per
 * connection and, once its plan proves stable, stops re-planning it. For hot read queries whose planning costs
 * more than their execution (search: ~3 ms to plan, ~1 ms to run on the 100k catalogue).
 */
export async function queryPrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await db.$client.query<T>({ name, text, values: params });
  return result.rows;
}

/** Memoises what `build` makes from a database handle (prepared statements), once per handle. */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
}
