import { consoleInvoicePage } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDueInvoiceRequests, openInvoiceRequest } from '../src/invoices';
import { auditSince, lastAuditId } from './console-support';
import { invoiceWorld } from './invoices.fixtures';
import { insertOrder } from './orders-read.fixtures';

/*
 * E-invoices (issue #21 §3, docs/invoices.md) on PostgreSQL: a shipped order's invoice is asked for with its paid
 * lines and shipping fee; 财务 records numbers in the console (422 on bad numbers and dates, 403/401 for others,
 * 409 twice, one audit row each); the buyer filters by date and status and downloads the platform's PDF copy;
 * another company's invoice is 404. Refunds and red-letter invoices: invoices-refunds.test.ts.
 */

const { w, db, today, nextNumber, shippedOrder, invoicesOf, paidFen, issue, buyerList } = invoiceWorld();

describe('asking for an invoice', () => {
  it('opens one per shipped order that asked for it, keeping the paid lines and the shipping fee', async () => {
    const order = await shippedOrder();
    const none = await shippedOrder(w.me, 'none');
    const unpaid = await insertOrder(db(), {
      ...w.me,
      lines: [{ goodsId: w.goodsId, name: '维C', number: 1, priceFen: 500 }],
    });
    await db().execute(sql`UPDATE orders SET invoice_type = 'e_normal' WHERE id = ${unpaid.id}`);

    expect(await openDueInvoiceRequests(db())).toBeGreaterThanOrEqual(1);
    expect(await openInvoiceRequest(db(), order.id)).toBe(false);
    await Promise.all([openInvoiceRequest(db(), order.id), openDueInvoiceRequests(db())]);
    expect(await invoicesOf(none.id)).toEqual([]);
    expect(await invoicesOf(unpaid.id)).toEqual([]);

    const [blue] = await invoicesOf(order.id);
    // 5 × 25.00 − 5.00 + 2 × 12.00 + 8.00 = 152.00, what was paid.
    expect(blue).toMatchObject({ kind: 'blue', status: 'issuing', amount_fen: 15_200, number: null });
    expect(await paidFen(order.id)).toBe(15_200);
    const listed = (await buyerList()).list.find((row) => row.order.id === order.id);
    expect(listed).toMatchObject({
      kind: 'blue',
      type: 'e_special',
      status: 'issuing',
      amount: '152.00',
      number: '',
      title: '仁心大药房',
    });
    expect(listed?.tax_number).toMatch(/^[0-9A-Z]{15,20}$/);
    expect(listed?.lines.map((line) => [line.name, line.number, line.amount])).toEqual([
      ['阿莫西林胶囊', 5, '120.00'],
      ['布洛芬缓释胶囊', 2, '24.00'],
      ['运费', 1, '8.00'],
    ]);
  });
});

describe('财务 issues in the console', () => {
  it('records the number and date once; bad numbers and dates are 422 with nothing changed', async () => {
    const order = await shippedOrder();
    await openInvoiceRequest(db(), order.id);
    const [blue] = await invoicesOf(order.id);
    const id = blue?.id as number;

    const queue = await w.caiwu.request('GET', '/api/console/invoices?queue=issuing&per_page=100');
    expect(queue.statusCode, queue.body).toBe(200);
    const row = consoleInvoicePage.parse(queue.json().data).list.find((r) => r.id === id);
    expect(row).toMatchObject({ company: { id: w.me.companyId }, status: 'issuing' });

    const before = await lastAuditId(db());
    for (const bad of ['2611700000123456789', '26117000001234567890X', 'abcdefghijabcdefghij', ''])
      expect((await issue(w.caiwu, id, bad)).statusCode).toBe(422);
    const future = await issue(w.caiwu, id, nextNumber(), '2999-01-01');
    expect(future.statusCode).toBe(422);
    expect(future.json().data.errors.issued_on).toBeDefined();
    expect((await invoicesOf(order.id))[0]).toMatchObject({ status: 'issuing', number: null });

    expect((await issue(w.cangchu, id, nextNumber())).statusCode).toBe(403);
    expect(
      (await w.buyer.request('POST', `/api/console/invoices/${id}/issue`, { json: {} })).statusCode,
    ).toBe(401);

    const number = nextNumber();
    const issued = await issue(w.caiwu, id, number);
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await issue(w.caiwu, id, nextNumber())).statusCode).toBe(409);
    // Another invoice cannot take the same number.
    const second = await shippedOrder();
    await openInvoiceRequest(db(), second.id);
    const secondId = (await invoicesOf(second.id))[0]?.id as number;
    const taken = await issue(w.caiwu, secondId, number);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors.number).toBeDefined();

    const audit = await auditSince(db(), before);
    // 422s are refused by the contract before the action; the date, the 409 and the taken number are audited refusals.
    expect(audit.map((r) => [r.command, r.ok])).toEqual([
      ['invoice-issue', false],
      ['invoice-issue', true],
      ['invoice-issue', false],
      ['invoice-issue', false],
    ]);
    expect(audit[1]).toMatchObject({ operator: 'caiwu', source: 'console' });
    expect(audit[1]?.before).toMatchObject({ status: 'issuing', number: null });
    expect(audit[1]?.after).toMatchObject({ status: 'issued', number });

    const listed = (await buyerList('?status=issued')).list.find((r) => r.id === id);
    expect(listed).toMatchObject({ number, issued_on: today(), status: 'issued' });
    const detail = await w.buyer.request('GET', `/api/order/${order.id}`);
    expect(detail.json().data.invoice_no).toBe(number);
  });
});

describe('the dashboard', () => {
  it("counts 财务's 待开票 queue, and shows it to 财务 only", async () => {
    const order = await shippedOrder();
    await openInvoiceRequest(db(), order.id);
    const dashboard = (await w.caiwu.request('GET', '/api/console/dashboard')).json().data.queues;
    const queue = await w.caiwu.request('GET', '/api/console/invoices?queue=issuing&per_page=1');
    expect(dashboard).toContainEqual({
      queue: 'invoices_to_issue',
      count: consoleInvoicePage.parse(queue.json().data).total,
    });
    const warehouse = (await w.cangchu.request('GET', '/api/console/dashboard')).json().data.queues;
    expect(warehouse.map((q: { queue: string }) => q.queue)).not.toContain('invoices_to_issue');
  });
});

describe('the invoice centre', () => {
  it('filters by date and status; another company sees none of them', async () => {
    const from = today();
    const outside = (await buyerList('?start_time=2000-01-01&end_time=2000-01-31')).list;
    expect(outside).toEqual([]);
    const todays = await buyerList(`?start_time=${from}&end_time=${from}&per_page=50`);
    expect(todays.total).toBeGreaterThan(0);
    expect((await w.buyer.request('GET', '/api/invoice?status=bogus')).statusCode).toBe(422);
    const refused = await w.buyer.request('GET', '/api/invoice?start_time=2026-02-01&end_time=2026-01-01');
    expect(refused.statusCode).toBe(422);

    const theirs = await shippedOrder(w.other);
    await openInvoiceRequest(db(), theirs.id);
    const theirId = (await invoicesOf(theirs.id))[0]?.id as number;
    expect((await buyerList('?per_page=50')).list.map((r) => r.id)).not.toContain(theirId);
    expect((await w.buyer.request('GET', `/api/invoice/${theirId}/download`)).statusCode).toBe(404);
    expect((await w.buyer.request('GET', '/api/invoice/999999/download')).statusCode).toBe(404);
  });

  it('downloads a PDF of the invoice, marked as the platform copy', async () => {
    const order = await shippedOrder();
    await openInvoiceRequest(db(), order.id);
    const id = (await invoicesOf(order.id))[0]?.id as number;
    const response = await w.buyer.request('GET', `/api/invoice/${id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's subject (UTF-16 in the info dictionary) says what it is.
    const subject = Buffer.from('平台副本', 'utf16le').swap16().toString('latin1');
    expect(pdf.toString('latin1')).toContain(subject);
    // The CJK font is embedded as a subset, not the 10 MB face.
    expect(pdf.length).toBeLessThan(400_000);
  });
});
