import { hmReceiptList } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper';
import { hmBuyer, hmGoods } from './hm.fixtures';

/* Issue #21 §4: 含麻 receipts (回执) at /api/hm_receipt, and an overdue one blocking new 含麻 orders. */

let t: TestApp;
let ephedrineId: number;
let plainId: number;

beforeAll(async () => {
  t = await build({}, 8);
  ({ ephedrineId, plainId } = await hmGoods(t));
});
afterAll(async () => t.close());

const db = () => t.database.db;
/** The warehouse shipped the order `daysAgo` days ago. */
const shipped = (orderId: number, daysAgo: number) =>
  db().execute(sql`UPDATE orders SET status = 'shipped', paid_at = now() - make_interval(days => ${daysAgo + 1}),
    shipped_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${orderId}`);

const ID = '11010519491231002X';

describe('含麻 receipts', () => {
  it('lists a shipped 含麻 order as a receipt to confirm, confirms it once, and never lets it change', async () => {
    const me = await hmBuyer(t, 6100);
    const placed = await me.order([
      [ephedrineId, 2],
      [plainId, 3],
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.order_id as number;
    const plain = await me.order([[plainId, 3]]);
    await shipped(orderId, 1);
    await shipped(plain.json().data.order_id, 1);

    const list = hmReceiptList.parse((await me.browser.request('GET', '/api/hm_receipt')).json().data);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      id: orderId,
      status: 'pending',
      status_text: '待确认',
      receiver: '',
    });
    expect(list.list[0]?.lines).toHaveLength(1);
    expect(list.list[0]?.lines[0]?.number).toBe(2);

    const confirm = (json: Record<string, unknown>) =>
      me.browser.request('POST', `/api/hm_receipt/${orderId}/confirm`, { json });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const badId = await confirm({ receiver: '王药师', id_number: '110105194912310021', date: today });
    expect(badId.statusCode).toBe(422);
    expect(badId.body).toContain('身份证号码格式不正确');
    const done = await confirm({ receiver: '王药师', id_number: ID.toLowerCase(), date: today });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'confirmed',
      receiver: '王药师',
      id_number: '110105********002X',
    });
    const again = await confirm({ receiver: '李四', id_number: ID, date: today });
    expect(again.statusCode).toBe(409);
    await expect(db().execute(sql`DELETE FROM hm_receipts WHERE order_id = ${orderId}`)).rejects.toThrow();
    const stored = await db().execute(
      sql`SELECT receiver, id_number FROM hm_receipts WHERE order_id = ${orderId}`,
    );
    expect(stored.rows).toEqual([{ receiver: '王药师', id_number: ID }]);
  });

  it("answers 404 for another company's receipt", async () => {
    const owner = await hmBuyer(t, 6200);
    const other = await hmBuyer(t, 6300);
    const placed = await owner.order([[ephedrineId, 1]]);
    await shipped(placed.json().data.order_id, 0);
    const response = await other.browser.request(
      'POST',
      `/api/hm_receipt/${placed.json().data.order_id}/confirm`,
      {
        json: { receiver: '王药师', id_number: ID, date: '2026-01-01' },
      },
    );
    expect(response.statusCode).toBe(404);
    expect(
      hmReceiptList.parse((await other.browser.request('GET', '/api/hm_receipt')).json().data).total,
    ).toBe(0);
  });

  it('blocks new 含麻 orders with 409 while a receipt is unconfirmed 8 days after shipping (7 allowed)', async () => {
    const me = await hmBuyer(t, 6400);
    const first = (await me.order([[ephedrineId, 1]])).json().data.order_id as number;
    await shipped(first, 6);
    expect((await me.order([[ephedrineId, 1]])).statusCode).toBe(200);
    await shipped(first, 8);
    const blocked = await me.order([[ephedrineId, 1]]);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('/hmdd');
    expect((await me.order([[plainId, 1]])).statusCode).toBe(200);
    const confirmed = await me.browser.request('POST', `/api/hm_receipt/${first}/confirm`, {
      json: {
        receiver: '王药师',
        id_number: ID,
        date: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await me.order([[ephedrineId, 1]])).statusCode).toBe(200);
  });
});
