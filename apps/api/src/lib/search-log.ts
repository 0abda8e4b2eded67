import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { searchLogs } from '../db/schema/index';

export interface SearchLogEntry {
  keywords: string;
  type: string;
  resultCount: number;
  userId: number | null;
  at: Date;
}

export interface SearchLog {
  /** Queues one search; it is written with the next batch. */
  add(entry: SearchLogEntry): void;
  /** Writes everything queued so far (and waits for batches already on their way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/**
 * The search log (hot words, analytics) written in batches: one multi-row INSERT per second (or per 500
 * searches) instead of a transaction per search. The log is analytics, not a buyer's data: its commit does not
 * wait for the WAL flush, a failed batch is logged and dropped, and a crash loses at most the last second —
 * a graceful stop writes everything.
 */
export function createSearchLog(
  db: Db,
  log: FastifyBaseLogger,
  { intervalMs = 1_000, maxBatch = 500 } = {},
): SearchLog {
  let queued: SearchLogEntry[] = [];
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: SearchLogEntry[]): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
        await tx.insert(searchLogs).values(batch);
      });
    } catch (error) {
      log.warn({ err: error, dropped: batch.length }, 'search log batch not written');
    }
  }

  function flush(): Promise<void> {
    if (queued.length > 0) {
      const batch = queued;
      queued = [];
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    add(entry) {
      queued.push(entry);
      if (queued.length >= maxBatch) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
