import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { ensureDatabase } from '../src/db/open';
import { seed } from '../src/seed/seed';

export const TEMPLATE_DATABASE = 'yaocai_template';
export const TEST_SEED_GOODS = 300;

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

/** One PostgreSQL per run; a migrated, seeded template that every test file copies into its own database. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'yaocai-test-'));
  chmodSync(dir, 0o755);
  const postgres = await startEmbeddedPostgres(join(dir, 'data'));
  const templateUrl = await ensureDatabase(postgres.url, TEMPLATE_DATABASE);
  await runMigrations(templateUrl);
  const database = connectDatabase(templateUrl);
  await seed(database.db, TEST_SEED_GOODS);
  // CREATE DATABASE … TEMPLATE needs the template to have no open connections.
  await database.close();
  project.provide('adminUrl', postgres.url);
  return async () => {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
