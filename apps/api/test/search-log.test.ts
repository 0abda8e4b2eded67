import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLogs } from '../src/db/schema/index';
import { createSearchLog } from '../src/lib/search-log';
import { build, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

const warnings: unknown[] = [];
const log = { warn: (entry: unknown) => warnings.push(entry) } as never;
const entry = (keywords: string, userId: number | null = null) => ({
  keywords,
  type: '0',
  resultCount: 3,
  userId,
  at: new Date(),
});
const logged = async (words: string[]) =>
  (await t.database.db.select().from(searchLogs).where(inArray(searchLogs.keywords, words))).map(
    (row) => row.keywords,
  );

describe('search log batches', () => {
  it('queues searches and writes them together on flush, and what is left on close', async () => {
    const searchLog = createSearchLog(t.database.db, log, { intervalMs: 60_000 });
    searchLog.add(entry('批次一'));
    searchLog.add(entry('批次二'));
    expect(await logged(['批次一', '批次二'])).toEqual([]);
    await searchLog.flush();
    expect((await logged(['批次一', '批次二'])).sort()).toEqual(['批次一', '批次二']);
    searchLog.add(entry('关闭前'));
    await searchLog.close();
    expect(await logged(['关闭前'])).toEqual(['关闭前']);
  });

  it('writes on its own once the batch is full', async () => {
    const searchLog = createSearchLog(t.database.db, log, { intervalMs: 60_000, maxBatch: 3 });
    for (const word of ['满一', '满二', '满三']) searchLog.add(entry(word));
    await searchLog.flush();
    expect(await logged(['满一', '满二', '满三'])).toHaveLength(3);
    await searchLog.close();
  });

  it('drops a batch the database refuses with a warning, and keeps logging afterwards', async () => {
    const searchLog = createSearchLog(t.database.db, log, { intervalMs: 60_000 });
    searchLog.add(entry('坏批次', 987_654_321));
    await searchLog.flush();
    expect(warnings).toHaveLength(1);
    expect(await logged(['坏批次'])).toEqual([]);
    searchLog.add(entry('好批次'));
    await searchLog.close();
    expect(await logged(['好批次'])).toEqual(['好批次']);
  });
});
