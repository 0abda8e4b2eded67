import { beijingToday } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { IntervalJob } from '../lib/interval-job';
import { queryAndApply } from './online';
import { onlineMethods } from './online-methods';
import { queueCancelledOrderRefunds, sendDueRefunds } from './online-refund';
import { releaseBalancePart } from './online-rows';
import { reconcileDay } from './reconcile';

/*
 * The online payment jobs (listed in app.ts JOBS): closing attempts past their time (after asking the provider,
 * so a payment whose notification was lost is applied, not closed), queueing and sending provider refunds, and
 * the daily reconciliation.
 */

/**
 * Pending attempts a minute past their time: asked once more, then applied (paid) or closed with their order
 * payment cancelled. A notification arriving later still applies (online-apply.ts reopens or refunds).
 */
export async function closeExpiredOnlinePayments(app: FastifyInstance, limit = 50): Promise<number> {
  const due = await app.db.execute<{
    id: number;
    method: 'alipay' | 'wechat';
    out_trade_no: string;
    order_id: number | null;
    payment_id: number | null;
  }>(sql`
    SELECT id, method, out_trade_no, order_id, payment_id FROM online_payments
    WHERE status = 'pending' AND expires_at < now() - interval '1 minute' ORDER BY expires_at LIMIT ${limit}`);
  let closed = 0;
  for (const row of due.rows) {
    const provider = app.payProviders.map[row.method];
    const state = provider
      ? await queryAndApply(app, provider, row.out_trade_no).catch(() => undefined)
      : null;
    // Unreachable provider: try again next run rather than close something that may have been paid.
    if (state === undefined || state?.state === 'paid') continue;
    await app.db.transaction(async (tx) => {
      if (row.order_id) await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${row.order_id} FOR UPDATE`);
      const moved = await tx.execute(sql`
        UPDATE online_payments SET status = 'closed' WHERE id = ${row.id} AND status = 'pending' RETURNING id`);
      if (moved.rows.length > 0 && row.payment_id)
        await tx.execute(
          sql`UPDATE payments SET status = 'cancelled' WHERE id = ${row.payment_id} AND status = 'pending'`,
        );
      closed += moved.rows.length;
    });
  }
  return closed;
}

/**
 * Combined payments whose order payment was cancelled (attempt closed, order cancelled or paid another way)
 * while their balance part is still held: the balance part goes back, once each.
 */
export async function releaseAbandonedBalanceParts(db: Db, limit = 100): Promise<number> {
  const due = await db.execute<{ id: number; order_id: number }>(sql`
    SELECT op.id, op.order_id FROM online_payments op JOIN payments p ON p.id = op.payment_id
    WHERE op.balance_fen > 0 AND NOT op.balance_released AND p.status = 'cancelled' LIMIT ${limit}`);
  let released = 0;
  for (const row of due.rows)
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${row.order_id} FOR UPDATE`);
      const still = await tx.execute(sql`
        SELECT 1 FROM payments p JOIN online_payments op ON op.payment_id = p.id
        WHERE op.id = ${row.id} AND p.status = 'cancelled' FOR UPDATE OF op`);
      if (still.rows.length > 0 && (await releaseBalancePart(tx, row.id)) > 0) released += 1;
    });
  return released;
}

export const onlinePaymentJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: app.config.payments.jobIntervalMs,
  failure: 'online payment job failed',
  run: async () => {
    const closed = await closeExpiredOnlinePayments(app);
    const released = await releaseAbandonedBalanceParts(app.db);
    const queued = await queueCancelledOrderRefunds(app.db);
    const sent = await sendDueRefunds(app);
    if (closed + released + queued + sent > 0)
      app.log.info({ closed, released, queued, sent }, 'online payments swept');
  },
});

/** Compares yesterday's statement of each configured provider (again each run: the comparison is replaced). */
export const reconcileJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: app.config.payments.reconcileIntervalMs,
  failure: 'reconciliation failed',
  run: async () => {
    const yesterday = beijingToday(Date.now() - 24 * 3600_000);
    for (const method of onlineMethods(app)) {
      const check = await reconcileDay(app.payProviders.map, app.db, method, yesterday, 'system');
      if (check.differences.length > 0)
        app.log.warn(
          { method, billDate: yesterday, differences: check.differences.length },
          'statement differs from our payments',
        );
    }
  },
});
