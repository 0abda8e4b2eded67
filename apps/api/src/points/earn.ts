import { pointsEarned, refundTakeBack } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { postPoints } from './ledger';
import { readRules } from './rules';

/*
 * Points and orders (docs/points.md): a completed order earns points for the login that placed it, at the rule's
 * rate on what was actually paid, inside the completion's transaction (orders calls this through points' face;
 * points never imports orders). A refund takes back the refunded share, inside the refund's transaction.
 */

/** Credits the points the completed orders earned; an order earns once (unique index), 0 points writes nothing. */
export async function earnPointsForOrders(tx: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const rules = await readRules(tx);
  const completed = await tx.execute<{ id: number; user_id: number; paid_fen: string; order_sn: string }>(sql`
    -- What was actually paid: less what after-sales refunded before completion (a 仅退款 of a shipped order).
    SELECT o.id, o.user_id, o.order_sn,
      (o.paid_fen - coalesce((SELECT sum(r.amount_fen) FROM after_sale_refunds r WHERE r.order_id = o.id), 0))::text
        AS paid_fen
    FROM orders o
    WHERE o.id = ANY(${sql.raw(`'{${orderIds.map(Number).join(',')}}'::int[]`)}) AND o.status = 'completed'
      AND NOT EXISTS (SELECT 1 FROM points_entries e WHERE e.order_id = o.id AND e.kind = 'order')
    ORDER BY o.id`);
  for (const order of completed.rows) {
    const points = pointsEarned(Number(order.paid_fen), rules.fenPerPoint);
    if (points === 0) continue;
    await postPoints(tx, {
      userId: order.user_id,
      kind: 'order',
      amount: points,
      orderId: order.id,
      remark: `订单 ${order.order_sn}`,
      actor: 'system',
    });
  }
}

export interface RefundTakeBack {
  /** Points taken back now. */
  points: number;
  /** Points the refund should have taken that the buyer no longer holds (already spent): for the caller to settle. */
  shortfall: number;
}

/**
 * Takes back the points a refund of `refundedFen` (this refund's amount) cancels: the refunded share of what
 * the order earned, rounded down, never more than it earned in all. Runs in the refund's transaction (the
 * after-sales refund calls it through points' face). Points already spent are not pushed below zero: what is
 * missing comes back as `shortfall`. An order that earned nothing (not completed yet) takes back nothing.
 */
export async function takeBackPointsForRefund(
  tx: Executor,
  { orderId, refundedFen }: { orderId: number; refundedFen: number },
): Promise<RefundTakeBack> {
  const earned = await tx.execute<{
    user_id: number;
    amount: number;
    paid_fen: string;
    order_sn: string;
  }>(sql`
    SELECT e.user_id, e.amount, o.paid_fen::text AS paid_fen, o.order_sn
    FROM points_entries e JOIN orders o ON o.id = e.order_id
    WHERE e.order_id = ${orderId} AND e.kind = 'order'`);
  const entry = earned.rows[0];
  if (!entry) return { points: 0, shortfall: 0 };
  // The buyer's row first: the balance read below is the one the posting changes.
  const held = await tx.execute<{ points: number }>(
    sql`SELECT points FROM users WHERE id = ${entry.user_id} FOR UPDATE`,
  );
  const taken = await tx.execute<{ taken: string }>(sql`
    SELECT coalesce(-sum(amount), 0)::text AS taken FROM points_entries
    WHERE order_id = ${orderId} AND kind = 'refund'`);
  const due = refundTakeBack(
    entry.amount,
    Number(entry.paid_fen),
    refundedFen,
    Number(taken.rows[0]?.taken ?? 0),
  );
  const points = Math.min(due, held.rows[0]?.points ?? 0);
  if (points > 0)
    await postPoints(tx, {
      userId: entry.user_id,
      kind: 'refund',
      amount: -points,
      orderId,
      remark: `订单 ${entry.order_sn} 退款`,
      actor: 'system',
    });
  return { points, shortfall: due - points };
}
