import type { CartAddEntry } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { addEntry } from '../cart';
import { loadBuyer } from '../catalogue';
import type { Db } from '../db/client';
import { FieldValidationError, notFound } from '../lib/errors';

/*
 * POST /api/order/{id}/rebuy: the order's lines go back into the buyer's cart through the cart's own add path
 * (`addEntry`: standing, stock, package step and flash-sale limits are the cart's rules, not repeated here). Each
 * line is added in its own savepoint; one the cart refuses is reported with the cart's reason and changes nothing.
 * Gifts are not bought, so they are not re-added (the gift rule gives them again when it still applies); a
 * combination comes back as the combination (its parts are not added one by one). Lines come back at today's
 * prices: a flash-sale line is added as a plain line, and the cart applies whatever promotion runs now.
 */

/** An add entry's defaults: no warehouse, promotion, ladder, full-amount activity or negotiated price named. */
const plain = { ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 as const };

export interface RebuyResult {
  added: number;
  skipped: { name: string; reason: string }[];
}

interface RebuyLine extends Record<string, unknown> {
  goods_id: number | null;
  combination_id: number | null;
  name: string;
  number: number;
}

export async function rebuyOrder(
  db: Db,
  userId: number,
  companyId: number | null,
  orderId: number,
  nowMs = Date.now(),
): Promise<RebuyResult> {
  if (companyId === null) throw notFound();
  return db.transaction(async (tx) => {
    const owned = await tx.execute(
      sql`SELECT 1 FROM orders WHERE id = ${orderId} AND company_id = ${companyId}`,
    );
    if (owned.rows.length === 0) throw notFound();
    // One entry per goods (or combination), in id order like the cart's own multi-add, so two rebuys cannot deadlock.
    const lines = await tx.execute<RebuyLine>(sql`
      SELECT goods_id, combination_id, min(name) AS name, sum(number)::int AS number
      FROM order_lines
      WHERE order_id = ${orderId} AND NOT is_gift
        AND (combination_id IS NULL OR goods_id IS NULL)
      GROUP BY goods_id, combination_id
      ORDER BY coalesce(goods_id, -combination_id)`);
    const buyer = await loadBuyer(tx, userId);
    if (!buyer) throw notFound();
    const result: RebuyResult = { added: 0, skipped: [] };
    for (const line of lines.rows) {
      const entry: CartAddEntry =
        line.goods_id === null
          ? { type: 3, combination_id: line.combination_id as number, number: line.number, ...plain }
          : { type: 0, goods_id: line.goods_id, number: line.number, ...plain };
      try {
        await tx.transaction((savepoint) => addEntry(savepoint, buyer, entry, nowMs));
        result.added += 1;
      } catch (error) {
        if (!(error instanceof FieldValidationError)) throw error;
        result.skipped.push({ name: line.name, reason: error.message });
      }
    }
    return result;
  });
}
