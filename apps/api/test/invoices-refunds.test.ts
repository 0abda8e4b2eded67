import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client';
import { invoicedFen, openInvoiceRequest, requestRedLetterForRefund } from '../src/invoices';
import { auditSince, lastAuditId } from './console-support';
import { invoiceWorld } from './invoices.fixtures';

/*
 * Refunds and red-letter invoices (issue #21 §3, docs/invoices.md) on PostgreSQL: `requestRedLetterForRefund`
 * lowers an invoice still waiting (withdrawn at zero) or makes a red-letter one for an issued invoice, which never
 * exceeds the original line (409, under concurrency too); 开票有误 reverses what is left and asks again;
 * invoiced = paid − refunded throughout, and the buyer sees both invoices.
 */

const { w, db, today, nextNumber, shippedOrder, invoicesOf, issue, buyerList } = invoiceWorld();

describe('refunds and red-letter invoices', () => {
  it('lowers an invoice still waiting, and withdraws it when everything is refunded', async () => {
    const order = await shippedOrder();
    const [amoxicillin, ibuprofen] = order.lineIds as [number, number];
    // No request yet: the refund opens it first, so it never opens later at the full amount.
    expect(
      await requestRedLetterForRefund(db(), {
        orderId: order.id,
        reason: 'return',
        lines: [{ orderLineId: amoxicillin, number: 2, amountFen: 4_800 }],
      }),
    ).toMatchObject({ kind: 'amended' });
    expect((await invoicesOf(order.id))[0]).toMatchObject({ status: 'issuing', amount_fen: 10_400 });
    expect(await invoicedFen(db(), order.id)).toBe(15_200 - 4_800);

    await requestRedLetterForRefund(db(), {
      orderId: order.id,
      reason: 'return',
      lines: [
        { orderLineId: amoxicillin, number: 3, amountFen: 7_200 },
        { orderLineId: ibuprofen, number: 2, amountFen: 2_400 },
        { orderLineId: null, number: 1, amountFen: 800 },
      ],
    });
    expect(await invoicesOf(order.id)).toEqual([
      expect.objectContaining({ status: 'withdrawn', amount_fen: 0 }),
    ]);
    expect(await invoicedFen(db(), order.id)).toBe(0);
    expect((await buyerList('?status=withdrawn')).list.some((r) => r.order.id === order.id)).toBe(true);
  });

  it('reverses an issued invoice in part with a red-letter one, which never exceeds the original line', async () => {
    const order = await shippedOrder();
    const [amoxicillin] = order.lineIds as [number];
    await openInvoiceRequest(db(), order.id);
    const blueId = (await invoicesOf(order.id))[0]?.id as number;
    const blueNumber = nextNumber();
    expect((await issue(w.caiwu, blueId, blueNumber)).statusCode).toBe(200);

    const outcome = await requestRedLetterForRefund(db(), {
      orderId: order.id,
      reason: 'return',
      lines: [{ orderLineId: amoxicillin, number: 2, amountFen: 4_800 }],
    });
    expect(outcome).toMatchObject({ kind: 'red-letter', originalId: blueId });
    expect(await invoicedFen(db(), order.id)).toBe(15_200 - 4_800);

    // Three more boxes fit (5 in all), a fourth does not: 409, and nothing of the refused call stays.
    const more = (tx: Executor, number: number, amountFen: number) =>
      requestRedLetterForRefund(tx, {
        orderId: order.id,
        reason: 'allowance',
        lines: [{ orderLineId: amoxicillin, number, amountFen }],
      });
    await expect(
      db().transaction((tx) =>
        requestRedLetterForRefund(tx, {
          orderId: order.id,
          reason: 'return',
          lines: [{ orderLineId: amoxicillin, number: 4, amountFen: 100 }],
        }),
      ),
    ).rejects.toMatchObject({ httpStatus: 409 });
    await expect(db().transaction((tx) => more(tx, 0, 7_201))).rejects.toMatchObject({ httpStatus: 409 });
    expect((await invoicesOf(order.id)).length).toBe(2);

    // Concurrent refunds of one box each: exactly the three left succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => db().transaction((tx) => more(tx, 1, 2_400))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const line = await db().execute<{ reversed_number: number; reversed_fen: string }>(
      sql`SELECT reversed_number, reversed_fen FROM invoice_lines WHERE invoice_id = ${blueId} AND order_line_id = ${amoxicillin}`,
    );
    expect(line.rows[0]).toMatchObject({ reversed_number: 5, reversed_fen: '12000' });
    expect(await invoicedFen(db(), order.id)).toBe(15_200 - 12_000);

    // The red-letter invoices wait for their numbers; once the first is issued the blue one is 部分红冲.
    const reds = (await invoicesOf(order.id)).filter((r) => r.kind === 'red');
    expect(reds.map((r) => r.status)).toEqual(['issuing', 'issuing', 'issuing', 'issuing']);
    expect((await issue(w.caiwu, reds[0]?.id as number, nextNumber())).statusCode).toBe(200);
    const mine = (await buyerList()).list.filter((r) => r.order.id === order.id);
    expect(mine.find((r) => r.id === blueId)?.status).toBe('partly_reversed');
    const red = mine.find((r) => r.id === reds[0]?.id);
    expect(red).toMatchObject({
      kind: 'red',
      status: 'issued',
      reason: 'return',
      amount: '-48.00',
      original: { id: blueId, number: blueNumber },
    });
    expect(red?.lines).toEqual([
      expect.objectContaining({ name: '阿莫西林胶囊', number: 2, amount: '-48.00' }),
    ]);
    expect((await buyerList('?status=partly_reversed')).list.map((r) => r.id)).toContain(blueId);
  });

  it('开票有误: reverses what is left with a recorded red-letter invoice and asks for the invoice again', async () => {
    const order = await shippedOrder();
    const [, ibuprofen] = order.lineIds as [number, number];
    await openInvoiceRequest(db(), order.id);
    const blueId = (await invoicesOf(order.id))[0]?.id as number;
    expect((await issue(w.caiwu, blueId, nextNumber())).statusCode).toBe(200);
    await requestRedLetterForRefund(db(), {
      orderId: order.id,
      reason: 'return',
      lines: [{ orderLineId: ibuprofen, number: 1, amountFen: 1_200 }],
    });

    const before = await lastAuditId(db());
    const reversed = await w.caiwu.request('POST', `/api/console/invoices/${blueId}/red_letter`, {
      json: { number: nextNumber(), issued_on: today() },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const all = await invoicesOf(order.id);
    expect(all.map((r) => [r.kind, r.status, r.amount_fen])).toEqual([
      ['blue', 'issued', 15_200],
      ['red', 'issuing', 1_200],
      ['red', 'issued', 14_000],
      ['blue', 'issuing', 14_000],
    ]);
    expect(await invoicedFen(db(), order.id)).toBe(15_200 - 1_200);
    // A second reversal of the same invoice is refused; so is reversing a red-letter one.
    const again = await w.caiwu.request('POST', `/api/console/invoices/${blueId}/red_letter`, {
      json: { number: nextNumber(), issued_on: today() },
    });
    expect(again.statusCode).toBe(409);
    expect((await auditSince(db(), before)).map((r) => [r.command, r.ok])).toEqual([
      ['invoice-reverse', true],
      ['invoice-reverse', false],
    ]);
    // A later refund lands on the new invoice, still waiting: it is lowered.
    expect(
      await requestRedLetterForRefund(db(), {
        orderId: order.id,
        reason: 'return',
        lines: [{ orderLineId: ibuprofen, number: 1, amountFen: 1_200 }],
      }),
    ).toMatchObject({ kind: 'amended', invoiceId: all[3]?.id });
    expect(await invoicedFen(db(), order.id)).toBe(15_200 - 2_400);
  });
});
