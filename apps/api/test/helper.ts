import { randomBytes } from 'node:crypto';
import { type ScopeCategory, scopeCategory } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { connectDatabase, type Database } from '../src/db/client';

const TEMPLATE = 'yaocai_template';

/** A fresh copy of the seeded template database, dropped again by `drop()`. */
export async function createTestDatabase(
  connections = 5,
): Promise<Database & { url: string; drop(): Promise<void> }> {
  const adminUrl = inject('adminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), connections);
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A seeded picture's address (pictures/address.ts `pictureUrl`). */
export const PICTURE_URL = /^\/api\/picture\/[0-9a-f]{20}\.webp$/;

export interface TestApp {
  app: FastifyInstance;
  database: Database & { drop(): Promise<void> };
  close(): Promise<void>;
}

/** fastify/demo's build(): an app on its own database, driven through app.inject; concurrency tests want more connections. */
export async function build(overrides: Partial<AppConfig> = {}, connections = 5): Promise<TestApp> {
  const database = await createTestDatabase(connections);
  const config = {
    ...loadConfig({}),
    webDist: '/nonexistent',
    webSsr: '/nonexistent',
    consoleDist: '/nonexistent',
    siteUrl: '',
    ...overrides,
  };
  const app = await buildApp({ db: database.db, config, logger: false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Approves `categories` (all by default) of the business scope of `companyIds`: a company a test inserts as
 * qualified may then buy any goods, as the seeded demo companies may within theirs (domain's `mayBuyGoods`).
 */
export async function grantScope(
  db: Database['db'],
  companyIds: readonly number[],
  categories: readonly ScopeCategory[] = scopeCategory.options,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO company_scopes (company_id, category, status)
    SELECT c, s, 'approved' FROM unnest(${`{${companyIds.join(',')}}`}::int[]) c,
      unnest(${`{${categories.join(',')}}`}::text[]) s
    ON CONFLICT (company_id, category) DO UPDATE SET status = 'approved'`);
}
