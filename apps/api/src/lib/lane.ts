import pLimit from 'p-limit';
import type { ApiError } from './errors';

export interface Lane {
  /** Runs `work` when one of the lane's places is free, in arrival order; refuses with `busy` when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Running now, and waiting (for tests and logs). */
  readonly active: number;
  readonly waiting: number;
}

/**
 * A lane for one kind of request a crowd sends at the same second (a flash sale's `POST /api/order`): at most
 * `concurrency` run at once, the rest wait here in arrival order, and past `queueLength` waiting one is refused at
 * once with `busy()`.
 *
 * Without it, 2,000 orders in the same second each began at once: their session and cart reads and their
 * transactions stood in the database pool's one queue, and every other page's reads — the home page, a search —
 * stood behind them (bench/rush.ts: `GET /` p95 20× its idle figure, search 467×). Waiting here costs a closure;
 * the pool stays free for everyone else, and the orders still go through one after another as fast as the
 * database takes them.
 */
export function createLane(concurrency: number, queueLength: number, busy: () => ApiError): Lane {
  const limit = pLimit(concurrency);
  return {
    run(work) {
      // Counted synchronously, so a burst cannot overshoot the bound.
      if (limit.pendingCount >= queueLength) return Promise.reject(busy());
      return limit(work);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
