import {
  applyCashVouchers,
  type CashVoucherQuote,
  type CouponQuote,
  formatFen,
  lineRefundFen,
  type PricedCart,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import { postVoucher } from './ledger';

/*
 * Paying with cash vouchers (docs/cashback.md "Paying"): order creation quotes the chosen vouchers with the engine
 * (`applyCashVouchers`, after the coupon), then spends them once the order row exists; cancelling gives every
 * spent fen back; a refund gives the refunded units' voucher part back as voucher value, never as money.
 */

interface VoucherRow extends Record<string, unknown> {
  id: number;
  remaining_fen: string;
  starts_at: Date;
  ends_at: Date;
  revoked_at: Date | null;
}

/**
 * Quotes the vouchers `ids` of `companyId` against the priced cart and its coupon, locking them (id order) so
 * two orders spending one voucher take turns: the second quotes what the first left. 404 for a voucher that is
 * not the company's; 409 for one spent or taken back; 422 for one outside its window.
 */
export async function quoteCashVouchers(
  tx: Executor,
  companyId: number,
  ids: readonly number[],
  priced: PricedCart,
  coupon: CouponQuote | null,
  nowMs: number,
): Promise<CashVoucherQuote> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return { spent: [], totalFen: 0, allocation: new Map(), refused: [] };
  const found = await tx.execute<VoucherRow>(sql`
    SELECT id, remaining_fen, starts_at, ends_at, revoked_at FROM cash_vouchers
    WHERE company_id = ${companyId} AND id IN (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY id FOR UPDATE`);
  if (found.rows.length < unique.length) throw notFound();
  if (found.rows.some((row) => row.revoked_at !== null || Number(row.remaining_fen) === 0))
    throw conflict('现金券已用完或已收回，请重新选择');
  const quote = applyCashVouchers(
    priced,
    coupon,
    found.rows.map((row) => ({
      id: row.id,
      remainingFen: Number(row.remaining_fen),
      startsAt: new Date(row.starts_at).getTime(),
      endsAt: new Date(row.ends_at).getTime(),
    })),
    nowMs,
  );
  const refused = quote.refused[0];
  if (refused) throw fieldRefused('cash_voucher_ids', refused.reason);
  return quote;
}

/** Spends what the quote says, for `orderId` (the order row exists): conditional, so never below 0. */
export async function spendCashVouchers(
  tx: Executor,
  quote: CashVoucherQuote,
  orderId: number,
  actor: string,
): Promise<void> {
  for (const { id, fen } of quote.spent)
    await postVoucher(tx, { voucherId: id, kind: 'spend', amountFen: -fen, orderId, actor });
}

/** What each voucher paid `orderId` less what came back since, voucher by voucher (latest-spent first). */
async function spentOn(tx: Executor, orderId: number): Promise<{ id: number; fen: number }[]> {
  const result = await tx.execute<{ voucher_id: number; fen: string }>(sql`
    SELECT voucher_id, (-sum(amount_fen))::text AS fen FROM cash_voucher_entries
    WHERE order_id = ${orderId} AND kind IN ('spend', 'return')
    GROUP BY voucher_id HAVING -sum(amount_fen) > 0
    ORDER BY max(id) DESC`);
  return result.rows.map((row) => ({ id: row.voucher_id, fen: Number(row.fen) }));
}

/** Gives `amountFen` of what the order's vouchers paid back to them; answers what went back. */
async function giveBack(
  tx: Executor,
  orderId: number,
  amountFen: number,
  actor: string,
  afterSaleRequestId: number | null,
): Promise<number> {
  let left = amountFen;
  for (const { id, fen } of await spentOn(tx, orderId)) {
    if (left <= 0) break;
    const back = Math.min(fen, left);
    // A voucher taken back since keeps nothing: its part stays with the take-back (docs/cashback.md).
    const open = await tx.execute(sql`SELECT 1 FROM cash_vouchers WHERE id = ${id} AND revoked_at IS NULL`);
    if (open.rows.length === 0) continue;
    await postVoucher(tx, {
      voucherId: id,
      kind: 'return',
      amountFen: back,
      orderId,
      afterSaleRequestId,
      actor,
    });
    left -= back;
  }
  return amountFen - left;
}

/** A cancelled order gives its vouchers everything they paid (orders' restoreHoldings calls this). */
export async function returnCashVouchersOfOrder(tx: Executor, orderId: number, actor: string): Promise<void> {
  const paid = await spentOn(tx, orderId);
  const total = paid.reduce((sum, { fen }) => sum + fen, 0);
  if (total > 0) await giveBack(tx, orderId, total, actor, null);
}

/**
 * The voucher part of a refund of `lines` (units refunded now, units refunded before) goes back to the vouchers
 * that paid the order, rounded like the money part (domain's lineRefundFen on each line's voucher share).
 */
export async function returnVoucherPartOfRefund(
  tx: Executor,
  input: {
    orderId: number;
    requestId: number;
    lines: readonly { orderLineId: number; number: number; before: number }[];
    actor: string;
  },
): Promise<{ returnedFen: number; note: string }> {
  if (input.lines.length === 0) return { returnedFen: 0, note: '' };
  const shares = await tx.execute<{ id: number; number: number; cash_voucher_fen: string }>(sql`
    SELECT id, number, cash_voucher_fen FROM order_lines WHERE id IN (${sql.join(
      input.lines.map((line) => sql`${line.orderLineId}`),
      sql`, `,
    )})`);
  const byId = new Map(shares.rows.map((row) => [row.id, row]));
  let dueFen = 0;
  for (const line of input.lines) {
    const row = byId.get(line.orderLineId);
    if (!row) continue;
    dueFen += lineRefundFen(
      { payableFen: Number(row.cash_voucher_fen), number: row.number },
      line.before,
      line.number,
    );
  }
  if (dueFen === 0) return { returnedFen: 0, note: '' };
  const returnedFen = await giveBack(tx, input.orderId, dueFen, input.actor, input.requestId);
  return { returnedFen, note: returnedFen > 0 ? `${formatFen(returnedFen)} 已退回现金券` : '' };
}
