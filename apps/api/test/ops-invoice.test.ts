import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { openInvoiceRequest } from '../src/invoices';
import { orderDetail } from '../src/orders/detail-reads';
import { orderExportCsv } from '../src/orders/export-csv';
import { createTestDatabase } from './helper';
import { insertOrder, orderParties, type Party } from './orders-read.fixtures';

/*
 * `ops invoice-issue` / `ops invoice-reverse` (docs/invoices.md): 财务's console actions for scripts, over the same
 * functions; the number reaches the order detail and the medical-insurance export; `ops pending` lists the queue.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let me: Party;
let goodsId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  me = (await orderParties(database.db)).buyer;
  const picked = await database.db.execute<{ id: number }>(
    sql`SELECT id FROM goods WHERE NOT banned_online ORDER BY id LIMIT 1`,
  );
  goodsId = picked.rows[0]?.id as number;
});
afterAll(async () => database.drop());

async function ops(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await main([...argv, '--operator', '张三'], {
    db: database.db,
    out: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

/** A shipped order asking for an 普票, and its waiting invoice's id. */
async function waitingInvoice(): Promise<{ orderId: number; invoiceId: number }> {
  const order = await insertOrder(database.db, {
    ...me,
    status: 'shipped',
    lines: [{ goodsId, name: '阿莫西林胶囊', number: 2, priceFen: 2500 }],
  });
  await database.db.execute(sql`UPDATE orders SET invoice_type = 'e_normal' WHERE id = ${order.id}`);
  await openInvoiceRequest(database.db, order.id);
  const found = await database.db.execute<{ id: number }>(
    sql`SELECT id FROM invoices WHERE order_id = ${order.id}`,
  );
  return { orderId: order.id, invoiceId: found.rows[0]?.id as number };
}

const NUMBER = '25117000000012345678';

describe('ops invoice-issue', () => {
  it('records a 20-digit number once; the detail and the export carry it; pending lists the queue', async () => {
    const { orderId, invoiceId } = await waitingInvoice();
    expect((await ops('pending')).output).toContain(`发票 ${invoiceId}  蓝字发票`);
    expect(await ops('invoice-issue', String(invoiceId), '--number', NUMBER)).toMatchObject({ code: 0 });
    const detail = await orderDetail(database.db, me.companyId, orderId);
    expect(detail?.invoice_no).toBe(NUMBER);
    const csv = await orderExportCsv(database.db, detail as NonNullable<typeof detail>);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const column = header?.split(',').indexOf('发票号') as number;
    expect(row?.split(',')[column]).toBe(NUMBER);

    // Issued: another number is refused (red-letter instead); the number cannot go on another invoice.
    expect((await ops('invoice-issue', String(invoiceId), '--number', '25117000000012345679')).code).toBe(1);
    const other = await waitingInvoice();
    expect((await ops('invoice-issue', String(other.invoiceId), '--number', NUMBER)).code).toBe(1);
    expect((await orderDetail(database.db, me.companyId, other.orderId))?.invoice_no).toBe('');

    // 开票有误: a red-letter invoice with its own number, and the invoice asked for again.
    const reversed = await ops('invoice-reverse', String(invoiceId), '--number', '25117000000099999999');
    expect(reversed.code).toBe(0);
    expect(reversed.output).toContain('重新进入待开票');

    const audit = await database.db.execute<{ command: string; ok: boolean; operator: string }>(
      sql`SELECT command, ok, operator FROM ops_audit WHERE command LIKE 'invoice-%' ORDER BY id`,
    );
    expect(audit.rows.map((r) => [r.command, r.ok])).toEqual([
      ['invoice-issue', true],
      ['invoice-issue', false],
      ['invoice-issue', false],
      ['invoice-reverse', true],
    ]);
    expect(audit.rows[0]).toMatchObject({ operator: '张三' });
  });

  it('refuses a number that is not 20 digits, a bad date or a missing id (usage)', async () => {
    const { invoiceId } = await waitingInvoice();
    const id = String(invoiceId);
    expect((await ops('invoice-issue', id, '--number', '2511700000001234567')).code).toBe(2);
    expect((await ops('invoice-issue', id, '--number', '2511700000001234567X')).code).toBe(2);
    expect(
      (await ops('invoice-issue', id, '--number', NUMBER.replace('25', '26'), '--date', '2026-13-01')).code,
    ).toBe(2);
    expect((await ops('invoice-issue', '--number', NUMBER)).code).toBe(2);
    const stored = await database.db.execute(
      sql`SELECT 1 FROM invoices WHERE id = ${invoiceId} AND number IS NOT NULL`,
    );
    expect(stored.rows).toEqual([]);
  });
});
