import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { orderExportCsv } from '../src/orders/export-csv';
import { orderDetail } from '../src/orders/reads';
import { createTestDatabase } from './helper';
import { insertOrder, orderGoods, orderParties, type Party } from './orders-read.fixtures';

/* `ops invoice`: the e-invoice number an operator issued, on the order detail and in the export (issue #9). */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let me: Party;
let goodsId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  me = (await orderParties(database.db)).buyer;
  goodsId = (await orderGoods(database.db)).inStock;
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

const order = (status: 'unpaid' | 'paid' | 'shipped') =>
  insertOrder(database.db, {
    ...me,
    status,
    lines: [{ goodsId, name: '阿莫西林胶囊', number: 2, priceFen: 2500 }],
  });

const NUMBER = '25117000000012345678';

describe('ops invoice', () => {
  it('records a 20-digit number for a paid order once; the detail and the export carry it', async () => {
    const paid = await order('shipped');
    expect(await ops('invoice', paid.orderSn, '--number', NUMBER)).toMatchObject({ code: 0 });
    const detail = await orderDetail(database.db, me.companyId, paid.id);
    expect(detail?.invoice_no).toBe(NUMBER);
    const csv = await orderExportCsv(database.db, detail as NonNullable<typeof detail>);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const column = header?.split(',').indexOf('发票号') as number;
    expect(row?.split(',')[column]).toBe(NUMBER);

    // The same number again changes nothing; another number for it, or its number for another order, is refused.
    expect((await ops('invoice', paid.orderSn, '--number', NUMBER)).code).toBe(0);
    const reissue = await ops('invoice', paid.orderSn, '--number', '25117000000012345679');
    expect(reissue.code).toBe(1);
    expect(reissue.output).toContain('红字');
    const other = await order('paid');
    expect((await ops('invoice', other.orderSn, '--number', NUMBER)).code).toBe(1);
    expect((await orderDetail(database.db, me.companyId, other.id))?.invoice_no).toBe('');

    const audit = await database.db.execute<{ command: string; ok: boolean; operator: string }>(
      sql`SELECT command, ok, operator FROM ops_audit WHERE command = 'invoice' ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.ok)).toEqual([true, true, false, false]);
    expect(audit.rows[0]).toMatchObject({ operator: '张三' });
  });

  it('refuses a number that is not 20 digits (usage) and an unpaid order', async () => {
    const unpaid = await order('unpaid');
    expect((await ops('invoice', unpaid.orderSn, '--number', '2511700000001234567')).code).toBe(2);
    expect((await ops('invoice', unpaid.orderSn, '--number', '2511700000001234567X')).code).toBe(2);
    const refused = await ops('invoice', unpaid.orderSn, '--number', '25117000000087654321');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('只有已付款');
    const stored = await database.db.execute(sql`SELECT 1 FROM order_invoices WHERE order_id = ${unpaid.id}`);
    expect(stored.rows).toEqual([]);
  });
});
