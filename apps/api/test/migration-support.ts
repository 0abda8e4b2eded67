import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/*
 * What the migration tests share (regulatory-, parcels-, invoices-migration): a database of their own on the test
 * server with every migration before the one under test applied from its file, in journal order — so the test can
 * put rows in the shape the old schema had, then apply the migration and read what it made of them.
 */

const tags: string[] = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')).entries.map(
  (entry: { tag: string }) => entry.tag,
);

const statements = (tag: string) =>
  readFileSync(`drizzle/${tag}.sql`, 'utf8')
    .split('--> statement-breakpoint')
    .filter((text) => text.trim() !== '');

export interface UpgradeDatabase {
  /** The client on the database (valid once beforeAll ran). */
  db(): pg.Client;
  rows(text: string): Promise<Record<string, unknown>[]>;
  /** Applies the migration under test. */
  migrate(): Promise<void>;
}

/** Registers beforeAll/afterAll for a database upgraded up to (not including) the migration whose tag ends with `tagEnd`. */
export function upgradeDatabase(tagEnd: string, name: string): UpgradeDatabase {
  const at = tags.findIndex((tag) => tag.endsWith(tagEnd));
  if (at < 0) throw new Error(`no migration ends with ${tagEnd}`);
  const database = `${name}_${process.pid}`;
  let admin: pg.Client;
  let db: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(inject('adminUrl'));
    url.pathname = `/${database}`;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const tag of tags.slice(0, at)) for (const text of statements(tag)) await db.query(text);
  });
  afterAll(async () => {
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });
  return {
    db: () => db,
    rows: async (text) => (await db.query(text)).rows,
    migrate: async () => {
      for (const text of statements(tags[at] as string)) await db.query(text);
    },
  };
}
