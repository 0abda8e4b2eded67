import type { RedLetterReason } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict } from '../lib/errors';

/*
 * When invoices are asked for (docs/invoices.md): a blue invoice opens when an order that asked for one ships —
 * the goods and the money have both moved, and before that a paid order can still be cancelled with a full
 * refund. It keeps the order's paid lines (what each line cost after its discounts, `payable_fen`) and the
 * shipping fee, so its amount is what was paid. `openInvoiceRequest` is idempotent: the request job calls it for
 * every shipped order without one, and a refund calls it first so that no request can open later at the full
 * amount.
 */

/** Opens the blue invoice of a shipped or completed order that asked for one; false when none was opened. */
export async function openInvoiceRequest(tx: Executor, orderId: number): Promise<boolean> {
  const opened = await tx.execute<{ id: number }>(sql`
    INSERT INTO invoices (company_id, order_id, kind, type, title, tax_number, amount_fen, requested_by)
    SELECT o.company_id, o.id, 'blue', o.invoice_type, coalesce(c.invoice->>'title', c.name),
      coalesce(c.invoice->>'tax_number', ''), 0, 'system'
    FROM orders o JOIN companies c ON c.id = o.company_id
    WHERE o.id = ${orderId} AND o.invoice_type <> 'none' AND o.status IN ('shipped', 'completed')
      AND NOT EXISTS (SELECT 1 FROM invoices v WHERE v.order_id = o.id AND v.kind = 'blue')
    ON CONFLICT DO NOTHING
    RETURNING id`);
  const id = opened.rows[0]?.id;
  if (id === undefined) return false;
  await tx.execute(sql`
    INSERT INTO invoice_lines (invoice_id, order_line_id, name, spec, unit, number, amount_fen, sort)
    SELECT ${id}::int, l.id, l.name, l.ypgg, l.bzdw, l.number, l.payable_fen, l.sort
    FROM order_lines l WHERE l.order_id = ${orderId} AND l.payable_fen > 0
    UNION ALL
    SELECT ${id}::int, NULL, '运费', '', '次', 1, o.shipping_fen, 1000000
    FROM orders o WHERE o.id = ${orderId} AND o.shipping_fen > 0`);
  await syncAmount(tx, id);
  return true;
}

/** An invoice's amount is the sum of its lines. */
async function syncAmount(tx: Executor, invoiceId: number): Promise<number> {
  const { rows } = await tx.execute<{ amount_fen: string }>(sql`
    UPDATE invoices v SET amount_fen = (SELECT coalesce(sum(amount_fen), 0) FROM invoice_lines WHERE invoice_id = v.id)
    WHERE v.id = ${invoiceId} RETURNING amount_fen`);
  return Number(rows[0]?.amount_fen ?? 0);
}

/** The request job's work: opens the invoice of every shipped order still without one; returns how many. */
export async function openDueInvoiceRequests(db: Executor, limit = 200): Promise<number> {
  const due = await db.execute<{ id: number }>(sql`
    SELECT o.id FROM orders o
    WHERE o.invoice_type <> 'none' AND o.status IN ('shipped', 'completed')
      AND NOT EXISTS (SELECT 1 FROM invoices v WHERE v.order_id = o.id AND v.kind = 'blue')
    ORDER BY o.id LIMIT ${limit}`);
  let opened = 0;
  for (const { id } of due.rows) if (await openInvoiceRequest(db, id)) opened += 1;
  return opened;
}

/** One refunded part of an order line: units (0 for a price allowance) and the money paid back for them. */
export interface RefundedLine {
  /** The order line; null for the shipping fee (运费). */
  orderLineId: number | null;
  number: number;
  amountFen: number;
}

export interface RefundInvoicing {
  orderId: number;
  lines: readonly RefundedLine[];
  /** 销货退回 (goods returned) or 销售折让 (a price allowance); 开票有误 is the console's, not a refund's. */
  reason: Exclude<RedLetterReason, 'error'>;
}

/** What the invoices did about a refund. */
export type RefundInvoiceOutcome =
  | { kind: 'none' }
  | { kind: 'amended'; invoiceId: number }
  | { kind: 'red-letter'; invoiceId: number; originalId: number };

/**
 * Keeps "invoiced = paid − refunded" when money goes back: call it inside the refund's transaction, with what each
 * line gave back. The order's invoice still waiting for its number is lowered (withdrawn at zero: nothing was
 * issued, so nothing is voided); an issued one gets a red-letter invoice for the refunded lines, waiting in 财务's
 * queue for its number. A reversal never exceeds what the original line has left (conditional update, then the
 * CHECK): asking for more throws 409 and the caller's transaction rolls back.
 */
export async function requestRedLetterForRefund(
  tx: Executor,
  refund: RefundInvoicing,
): Promise<RefundInvoiceOutcome> {
  for (const line of refund.lines) {
    if (!Number.isSafeInteger(line.number) || line.number < 0)
      throw new RangeError(`退款数量无效：${line.number}`);
    if (!Number.isSafeInteger(line.amountFen) || line.amountFen <= 0)
      throw new RangeError(`退款金额无效：${line.amountFen}`);
  }
  if (refund.lines.length === 0) throw new RangeError('退款没有明细');
  await openInvoiceRequest(tx, refund.orderId);
  const live = await tx.execute<{ id: number; status: 'issuing' | 'issued' }>(sql`
    SELECT id, status FROM invoices
    WHERE order_id = ${refund.orderId} AND kind = 'blue' AND status <> 'withdrawn'
    ORDER BY id DESC LIMIT 1 FOR UPDATE`);
  const blue = live.rows[0];
  if (!blue) return { kind: 'none' };
  if (blue.status === 'issuing') {
    for (const line of refund.lines) {
      const lowered = await tx.execute(sql`
        UPDATE invoice_lines SET number = number - ${line.number}, amount_fen = amount_fen - ${line.amountFen}
        WHERE invoice_id = ${blue.id} AND order_line_id IS NOT DISTINCT FROM ${line.orderLineId}
          AND number >= ${line.number} AND amount_fen >= ${line.amountFen}
        RETURNING id`);
      if (lowered.rows.length === 0) throw exceeds();
    }
    if ((await syncAmount(tx, blue.id)) === 0)
      await tx.execute(sql`UPDATE invoices SET status = 'withdrawn' WHERE id = ${blue.id}`);
    return { kind: 'amended', invoiceId: blue.id };
  }
  const red = await tx.execute<{ id: number }>(sql`
    INSERT INTO invoices (company_id, order_id, kind, original_id, type, title, tax_number, amount_fen, reason,
      requested_by)
    SELECT company_id, order_id, 'red', id, type, title, tax_number, 0, ${refund.reason}::text, 'system'
    FROM invoices WHERE id = ${blue.id}
    RETURNING id`);
  const redId = red.rows[0]?.id as number;
  for (const [sort, line] of refund.lines.entries()) {
    const claimed = await tx.execute(sql`
      WITH taken AS (
        UPDATE invoice_lines
        SET reversed_number = reversed_number + ${line.number}, reversed_fen = reversed_fen + ${line.amountFen}
        WHERE invoice_id = ${blue.id} AND order_line_id IS NOT DISTINCT FROM ${line.orderLineId}
          AND reversed_number + ${line.number} <= number AND reversed_fen + ${line.amountFen} <= amount_fen
        RETURNING id, order_line_id, name, spec, unit)
      INSERT INTO invoice_lines (invoice_id, order_line_id, original_line_id, name, spec, unit, number, amount_fen, sort)
      SELECT ${redId}::int, order_line_id, id, name, spec, unit, ${line.number}::int, ${line.amountFen}::bigint, ${sort}::int
      FROM taken
      RETURNING id`);
    if (claimed.rows.length === 0) throw exceeds();
  }
  await syncAmount(tx, redId);
  return { kind: 'red-letter', invoiceId: redId, originalId: blue.id };
}

const exceeds = () => conflict('退款超过了发票上该行剩余的数量或金额，不能红冲');

/**
 * What an order's invoices come to: blue invoices (asked for or issued) less red-letter ones (waiting or issued).
 * Equals what was paid less what was refunded (docs/invoices.md); with the queue empty, the issued ones alone.
 */
export async function invoicedFen(tx: Executor, orderId: number): Promise<number> {
  const { rows } = await tx.execute<{ fen: string }>(sql`
    SELECT coalesce(sum(CASE WHEN kind = 'blue' THEN amount_fen ELSE -amount_fen END), 0) AS fen
    FROM invoices WHERE order_id = ${orderId} AND status <> 'withdrawn'`);
  return Number(rows[0]?.fen ?? 0);
}
