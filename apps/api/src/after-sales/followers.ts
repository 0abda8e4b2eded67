import { giftUnitsToReturn, setPartUnits } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, fieldRefused } from '../lib/errors';

/*
 * Lines that follow a line the buyer named (docs/after-sales.md "Gifts" and "Combinations"):
 * - a combination's parts follow its set line: n sets take each part's units per set × n (the goods that come back
 *   and go back to stock); the money is on the set line;
 * - a gift no longer earned follows its trigger line on a 退货退款 / 仅退款 (赠品随退, refund 0).
 * Every line, named or following, is claimed with the one conditional statement (`held + n <= delivered`), rows
 * in ascending id: a trigger (or a set) always has a lower id than its gift (or its parts), so a gift is counted
 * while its trigger's row is already held by this transaction.
 */

export interface OrderLineRow extends Record<string, unknown> {
  id: number;
  goods_id: number | null;
  line_type: number;
  combination_id: number | null;
  number: number;
  payable_fen: string;
  is_gift: boolean;
  gift_of_line_id: number | null;
  gift_buy: number | null;
  gift_get: number | null;
  split_of_line_id: number | null;
  excluded: string | null;
}

/** The columns of an order line a request reads (`l` = order_lines, `x` = its goods' exclusion). */
export const orderLineColumns = sql`l.id, l.goods_id, l.line_type, l.combination_id, l.number, l.payable_fen,
  l.is_gift, l.gift_of_line_id, l.gift_buy, l.gift_get, l.split_of_line_id, x.reason AS excluded`;

/** A combination's set line (the money; goods_id null) and its part lines (the goods). */
export const isSetLine = (line: OrderLineRow) => line.line_type === 3 && line.goods_id === null;
export const isSetPart = (line: OrderLineRow) => line.line_type === 3 && line.goods_id !== null;

/** A line to claim: named by the buyer, or following `follows`. */
export interface Claim {
  line: OrderLineRow;
  number: number;
  follows: number | null;
}

/** The parts of the named sets, in proportion to the sets asked (one set line per combination per order). */
export async function setPartClaims(tx: Executor, orderId: number, sets: readonly Claim[]): Promise<Claim[]> {
  if (sets.length === 0) return [];
  const parts = await tx.execute<OrderLineRow>(sql`
    SELECT ${orderLineColumns}
    FROM order_lines l LEFT JOIN after_sale_exclusions x ON x.goods_id = l.goods_id
    WHERE l.order_id = ${orderId} AND l.line_type = 3 AND l.goods_id IS NOT NULL
    ORDER BY l.id`);
  return sets.flatMap((set) =>
    parts.rows
      .filter((part) => part.combination_id === set.line.combination_id)
      .map((part) => ({
        line: part,
        number: setPartUnits(part, set.line, set.number),
        follows: set.line.id,
      })),
  );
}

/** The gifts whose trigger is one of these lines (or the promotion part of a split line among them). */
export async function linkedGifts(tx: Executor, named: readonly OrderLineRow[]): Promise<OrderLineRow[]> {
  const triggers = [...new Set(named.map((line) => line.split_of_line_id ?? line.id))];
  if (triggers.length === 0) return [];
  const gifts = await tx.execute<OrderLineRow>(sql`
    SELECT ${orderLineColumns}
    FROM order_lines l LEFT JOIN after_sale_exclusions x ON x.goods_id = l.goods_id
    WHERE l.gift_of_line_id IN (${sql.join(
      triggers.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY l.id`);
  return gifts.rows;
}

export const ClaimMessages = {
  tooMany: (left: number) =>
    left > 0 ? `超过可申请数量，最多还可申请${left}` : '该商品已无可申请售后的数量',
} as const;

/**
 * Claims `n` units of a line: `held + n <= delivered` in one statement, so racing requests queue on the row and
 * the one that would overshoot gets nothing (422 with what is left). Answers the units held before this claim.
 */
export async function claimUnits(tx: Executor, line: OrderLineRow, n: number): Promise<number> {
  const claimed = await tx.execute<{ held: number }>(sql`
    INSERT INTO after_sale_quantities AS q (order_line_id, delivered, held)
    VALUES (${line.id}, ${line.number}, ${n})
    ON CONFLICT (order_line_id) DO UPDATE SET held = q.held + excluded.held
    WHERE q.held + excluded.held <= q.delivered
    RETURNING held`);
  const held = claimed.rows[0]?.held;
  if (held === undefined) {
    const left = await tx.execute<{ left: number }>(
      sql`SELECT delivered - held AS left FROM after_sale_quantities WHERE order_line_id = ${line.id}`,
    );
    throw fieldRefused('lines', ClaimMessages.tooMany(left.rows[0]?.left ?? 0));
  }
  return held - n;
}

/**
 * The gift units a request must take back (赠品随退), counted under the gift's row lock: the trigger's units the
 * buyer keeps — delivered − held over the trigger line and its split part, this request's claim included — and the
 * gift units already held, both read after the lock, so of two racing requests the second counts the first.
 * Then claims them. Answers the units claimed (0: the buyer keeps enough, no gift goes back).
 */
export async function claimGiftNoLongerEarned(tx: Executor, gift: OrderLineRow): Promise<number> {
  const trigger = gift.gift_of_line_id as number;
  const locked = await tx.execute<{ held: number }>(sql`
    INSERT INTO after_sale_quantities AS q (order_line_id, delivered, held) VALUES (${gift.id}, ${gift.number}, 0)
    ON CONFLICT (order_line_id) DO UPDATE SET held = q.held
    RETURNING held`);
  const kept = await tx.execute<{ kept: number }>(sql`
    SELECT coalesce(sum(l.number - coalesce(q.held, 0)), 0)::int AS kept
    FROM order_lines l LEFT JOIN after_sale_quantities q ON q.order_line_id = l.id
    WHERE l.id = ${trigger} OR l.split_of_line_id = ${trigger}`);
  const owed = giftUnitsToReturn(
    { buy: gift.gift_buy as number, get: gift.gift_get as number },
    { givenUnits: gift.number, giftHeldUnits: locked.rows[0]?.held ?? 0 },
    kept.rows[0]?.kept ?? 0,
  );
  if (owed === 0) return 0;
  const claimed = await tx.execute(sql`
    UPDATE after_sale_quantities SET held = held + ${owed}
    WHERE order_line_id = ${gift.id} AND held + ${owed} <= delivered RETURNING held`);
  // giftUnitsToReturn never asks more than the buyer still holds; a miss would be a broken invariant.
  if (claimed.rows.length === 0) throw conflict('赠品数量有变，请刷新后重试');
  return owed;
}
