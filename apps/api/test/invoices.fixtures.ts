import { invoicePage } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { Browser } from './browser';
import { operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { insertOrder, orderParties, type Party } from './orders-read.fixtures';

/*
 * What the invoice tests share (invoices.test.ts, invoices-refunds.test.ts): an app on its own database, the demo
 * buyer signed in, 财务 (with the demo TOTP) and 仓储 signed in to the console, shipped orders asking for an
 * invoice, and the reads the tests check against.
 */

export interface InvoiceWorld {
  t: TestApp;
  me: Party;
  other: Party;
  goodsId: number;
  buyer: Browser;
  caiwu: Browser;
  cangchu: Browser;
}

/** Registers the file's beforeAll/afterAll and answers the world with its helpers. */
export function invoiceWorld() {
  const w = {} as InvoiceWorld;
  const db = () => w.t.database.db;
  let serial = 0;

  beforeAll(async () => {
    w.t = await build({ orderExpiryIntervalMs: 0 }, 12);
    ({ buyer: w.me, other: w.other } = await orderParties(db()));
    const picked = await db().execute<{ id: number }>(
      sql`SELECT id FROM goods WHERE NOT banned_online ORDER BY id LIMIT 1`,
    );
    w.goodsId = picked.rows[0]?.id as number;
    w.buyer = new Browser(w.t.app);
    await w.buyer.login('13800138000', 'demo1234');
    const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
    w.caiwu = await operatorBrowser(w.t.app, 'caiwu', '198.51.100.160', await generate({ secret }));
    w.cangchu = await operatorBrowser(w.t.app, 'cangchu', '198.51.100.161');
  });
  afterAll(async () => w.t.close());

  /** Today in Beijing, YYYY-MM-DD. */
  const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

  /** A fresh 20-digit number each call. */
  function nextNumber() {
    serial += 1;
    return `2611700000${String(serial).padStart(10, '0')}`;
  }

  /** A shipped order asking for an invoice: 阿莫西林 5 × ¥25.00 with ¥5.00 off, 布洛芬 2 × ¥12.00, ¥8.00 shipping. */
  async function shippedOrder(party?: Party, type: 'e_normal' | 'e_special' | 'none' = 'e_special') {
    const order = await insertOrder(db(), {
      ...(party ?? w.me),
      status: 'shipped',
      shippingFen: 800,
      lines: [
        { goodsId: w.goodsId, name: '阿莫西林胶囊', number: 5, priceFen: 2500, discountFen: 500 },
        { goodsId: w.goodsId, name: '布洛芬缓释胶囊', number: 2, priceFen: 1200 },
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
    }>(
      sql`SELECT id, kind, status, amount_fen, number FROM invoices WHERE order_id = ${orderId} ORDER BY id`,
    );
    return rows.map((row) => ({ ...row, amount_fen: Number(row.amount_fen) }));
  }

  const paidFen = async (orderId: number) =>
    Number(
      (await db().execute<{ paid_fen: string }>(sql`SELECT paid_fen FROM orders WHERE id = ${orderId}`))
        .rows[0]?.paid_fen,
    );

  const issue = (as: Browser, id: number, number: string, issuedOn = today()) =>
    as.request('POST', `/api/console/invoices/${id}/issue`, { json: { number, issued_on: issuedOn } });

  async function buyerList(query = '') {
    const response = await w.buyer.request('GET', `/api/invoice${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return invoicePage.parse(response.json().data);
  }

  return { w, db, today, nextNumber, shippedOrder, invoicesOf, paidFen, issue, buyerList };
}
