import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiRoot } from '../config';

/** The committed migrations; found from apps/api so the bundled server works from any cwd. */
export const migrationsFolder = join(apiRoot, 'drizzle');

export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // drizzle-kit does not emit extensions; the trigram indexes of the first migration need it.
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
