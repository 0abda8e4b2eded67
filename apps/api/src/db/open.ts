import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { AppConfig } from '../config';
import { connectDatabase, type Database } from './client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { runMigrations } from './migrate';

export const EMBEDDED_DATABASE = 'yaocai';

export interface OpenDatabase extends Database {
  url: string;
  /** Closes the pool, stops the embedded PostgreSQL and releases the data dir lock (in that order). */
  shutdown(): Promise<void>;
}

/** CREATE DATABASE has no IF NOT EXISTS; check the catalogue first. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * DATABASE_URL → that database. Otherwise: lock the data dir, start (or recover) the embedded PostgreSQL and
 * use its `yaocai` database. Either way the migrations run before anything else touches the schema.
 */
export async function openDatabase(config: AppConfig, log: (message: string) => void): Promise<OpenDatabase> {
  let lock: DataDirLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  try {
    let url = config.databaseUrl;
    if (!url) {
      mkdirSync(config.dataDir, { recursive: true });
      lock = acquireDataDirLock(config.dataDir);
      embedded = await startEmbeddedPostgres(config.dataDir, log);
      url = await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    }
    await runMigrations(url);
    const database = connectDatabase(url);
    return {
      ...database,
      url,
      async shutdown() {
        await database.close();
        await embedded?.stop();
        lock?.release();
      },
    };
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
