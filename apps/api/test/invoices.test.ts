import { consoleInvoicePage, invoicePage } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client';
import {
  invoicedFen,
  openDueInvoiceRequests,
  openInvoiceRequest,
  requestRedLetterForRefund,
} from '../src/invoices';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { insertOrder, orderParties, type Party } from './orders-read.fixtures';

/*
 * E-invoices (issue #21 §3, docs/invoices.md) on PostgreSQL: a shipped order's invoice is asked for with its paid
 * lines; 财务 records numbers in the console (422 on bad ones); refunds lower a waiting invoice or make a
 * red-letter one that never exceeds the original; invoiced = paid − refunded throughout; the buyer sees both and
 * downloads the platform's copy; another company's invoice is 404.
 */

let t: TestApp;
let me: Party;
let other: Party;
let goodsId: number;
let buyer: Browser;
let caiwu: Browser;
let cangchu: Browser;

const db = () => t.database.db;
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
let serial = 0;
/** A fresh 20-digit number each call. */
function nextNumber() {
  serial += 1;
  return `2611700000${String(serial).padStart(10, '0')}`;
}

/** A shipped order asking for an invoice: 阿莫西林 5 × ¥25.00 with ¥5.00 off, 布洛芬 2 × ¥12.00, ¥8.00 shipping. */
async function shippedOrder(party: Party = me, type: 'e_normal' | 'e_special' | 'none' = 'e_special') {
  const order = await insertOrder(db(), {
    ...party,
    status: 'shipped',
    shippingFen: 800,
    lines: [
      { goodsId, name: '阿莫西林胶囊', number: 5, priceFen: 2500, discountFen: 500 },
      { goodsId, name: '布洛芬缓释胶囊', number: 2, priceFen: 1200 },
    ],
  });
  await db().execute(sql`UPDATE orders SET invoice_type = ${type} WHERE id = ${order.id}`);
  return order;
}

async function invoicesOf(orderId: number) {
  const { rows } = await db().execute<{
    id: number;
    kind: string;
    status: string;
    amount_fen: string;
    number: string | null;
  }>(sql`SELECT id, kind, status, amount_fen, number FROM invoices WHERE order_id = ${orderId} ORDER BY id`);
  return rows.map((row) => ({ ...row, amount_fen: Number(row.amount_fen) }));
}

const paidFen = async (orderId: number) =>
  Number(
    (await db().execute<{ paid_fen: string }>(sql`SELECT paid_fen FROM orders WHERE id = ${orderId}`)).rows[0]
      ?.paid_fen,
  );

const issue = (as: Browser, id: number, number: string, issuedOn = today()) =>
  as.request('POST', `/api/console/invoices/${id}/issue`, { json: { number, issued_on: issuedOn } });

async function buyerList(query = '') {
  const response = await buyer.request('GET', `/api/invoice${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return invoicePage.parse(response.json().data);
}

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 }, 12);
  ({ buyer: me, other } = await orderParties(db()));
  const picked = await db().execute<{ id: number }>(
    sql`SELECT id FROM goods WHERE NOT banned_online ORDER BY id LIMIT 1`,
  );
  goodsId = picked.rows[0]?.id as number;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
  caiwu = await operatorBrowser(t.app, 'caiwu', '198.51.100.160', await generate({ secret }));
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.161');
});
afterAll(async () => t.close());

describe('asking for an invoice', () => {
  it('opens one per shipped order that asked for it, keeping the paid lines and the shipping fee', async () => {
    const order = await shippedOrder();
    const none = await shippedOrder(me, 'none');
    const unpaid = await insertOrder(db(), {
      ...me,
      lines: [{ goodsId, name: '维C', number: 1, priceFen: 500 }],
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

    const queue = await caiwu.request('GET', '/api/console/invoices?queue=issuing&per_page=100');
    expect(queue.statusCode, queue.body).toBe(200);
    const row = consoleInvoicePage.parse(queue.json().data).list.find((r) => r.id === id);
    expect(row).toMatchObject({ company: { id: me.companyId }, status: 'issuing' });

    const before = await lastAuditId(db());
    for (const bad of ['2611700000123456789', '26117000001234567890X', 'abcdefghijabcdefghij', ''])
      expect((await issue(caiwu, id, bad)).statusCode).toBe(422);
    const future = await issue(caiwu, id, nextNumber(), '2999-01-01');
    expect(future.statusCode).toBe(422);
    expect(future.json().data.errors.issued_on).toBeDefined();
    expect((await invoicesOf(order.id))[0]).toMatchObject({ status: 'issuing', number: null });

    expect((await issue(cangchu, id, nextNumber())).statusCode).toBe(403);
    expect((await buyer.request('POST', `/api/console/invoices/${id}/issue`, { json: {} })).statusCode).toBe(
      401,
    );

    const number = nextNumber();
    const issued = await issue(caiwu, id, number);
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await issue(caiwu, id, nextNumber())).statusCode).toBe(409);
    // Another invoice cannot take the same number.
    const second = await shippedOrder();
    await openInvoiceRequest(db(), second.id);
    const secondId = (await invoicesOf(second.id))[0]?.id as number;
    const taken = await issue(caiwu, secondId, number);
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
    const detail = await buyer.request('GET', `/api/order/${order.id}`);
    expect(detail.json().data.invoice_no).toBe(number);
  });
});

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
    expect((await issue(caiwu, blueId, blueNumber)).statusCode).toBe(200);

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
    expect((await issue(caiwu, reds[0]?.id as number, nextNumber())).statusCode).toBe(200);
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
    expect((await issue(caiwu, blueId, nextNumber())).statusCode).toBe(200);
    await requestRedLetterForRefund(db(), {
      orderId: order.id,
      reason: 'return',
      lines: [{ orderLineId: ibuprofen, number: 1, amountFen: 1_200 }],
    });

    const before = await lastAuditId(db());
    const reversed = await caiwu.request('POST', `/api/console/invoices/${blueId}/red_letter`, {
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
    const again = await caiwu.request('POST', `/api/console/invoices/${blueId}/red_letter`, {
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

describe('the invoice centre', () => {
  it('filters by date and status; another company sees none of them', async () => {
    const from = today();
    const outside = (await buyerList('?start_time=2000-01-01&end_time=2000-01-31')).list;
    expect(outside).toEqual([]);
    const todays = await buyerList(`?start_time=${from}&end_time=${from}&per_page=50`);
    expect(todays.total).toBeGreaterThan(0);
    expect((await buyer.request('GET', '/api/invoice?status=bogus')).statusCode).toBe(422);
    const refused = await buyer.request('GET', '/api/invoice?start_time=2026-02-01&end_time=2026-01-01');
    expect(refused.statusCode).toBe(422);

    const theirs = await shippedOrder(other);
    await openInvoiceRequest(db(), theirs.id);
    const theirId = (await invoicesOf(theirs.id))[0]?.id as number;
    expect((await buyerList('?per_page=50')).list.map((r) => r.id)).not.toContain(theirId);
    expect((await buyer.request('GET', `/api/invoice/${theirId}/download`)).statusCode).toBe(404);
    expect((await buyer.request('GET', '/api/invoice/999999/download')).statusCode).toBe(404);
  });

  it('downloads a PDF of the invoice, marked as the platform copy', async () => {
    const order = await shippedOrder();
    await openInvoiceRequest(db(), order.id);
    const id = (await invoicesOf(order.id))[0]?.id as number;
    const response = await buyer.request('GET', `/api/invoice/${id}/download`);
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
