import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { connectDatabase, type Database } from '../../db/client';
import { isAlive } from '../../db/lock';
import { EMBEDDED_DATABASE, openDatabase } from '../../db/open';

/*
 * The operator tool works while the server runs, on the server's database: DATABASE_URL when set; otherwise the
 * embedded PostgreSQL of DATA_DIR. A running server owns that data dir (db/lock.ts), so the tool does not start a
 * second PostgreSQL on it: it connects to the one running, found from its postmaster.pid (port, socket dir) and
 * the cluster password the server wrote. With no server running it starts the embedded PostgreSQL itself, as
 * the server would (taking the data dir lock until it is done).
 */

export interface OpsDatabase extends Database {
  shutdown(): Promise<void>;
}

/** The URL of the embedded PostgreSQL a live server runs on `dataDir`, or undefined when none runs. */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const lockFile = join(dataDir, 'yaocai.pid');
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(lockFile) || !existsSync(pidFile)) return undefined;
  const owner = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
  if (!Number.isInteger(owner) || !isAlive(owner)) return undefined;
  // postmaster.pid: pid, data dir, start time, port, socket directory, listen address, … (one per line).
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const socketDir = lines[4]?.trim() ?? '';
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  const host = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}${host}`;
}

export async function connectOps(config: AppConfig, log: (message: string) => void): Promise<OpsDatabase> {
  // DATABASE_URL: openDatabase only connects (and runs any pending migration, which is idempotent).
  const url = config.databaseUrl ? undefined : runningEmbeddedUrl(config.dataDir);
  if (url) {
    const database = connectDatabase(url, 2);
    return { ...database, shutdown: database.close };
  }
  return openDatabase(config, log);
}
