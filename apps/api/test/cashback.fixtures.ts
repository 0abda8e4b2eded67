import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { payByBalance } from '../src/payments/service';
import type { Browser } from './browser';
import type { Buyer } from './orders.fixtures';

/*
 * Cash-back journeys through the real routes: an order placed from the cart (POST /api/order, so the engine quotes
 * vouchers and the order joins a campaign), paid from the balance, shipped, received by the buyer (completion
 * issues the voucher), and 仅退款 approved by 客服 and refunded by 财务.
 */

export interface Journey {
  db: Db;
  me: Buyer;
  buyer: Browser;
  addressId: number;
  goodsId: number;
}

/** Places an order of `number` units from the cart, paying with `vouchers`; answers the order id. */
export async function orderFromCart(j: Journey, number: number, vouchers: number[] = []) {
  await j.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${j.me.userId}`);
  await j.db.execute(
    sql`INSERT INTO cart_items (user_id, goods_id, number) VALUES (${j.me.userId}, ${j.goodsId}, ${number})`,
  );
  return j.buyer.request('POST', '/api/order', {
    json: { address_id: j.addressId, cash_voucher_ids: vouchers },
    headers: { 'idempotency-key': randomUUID() },
  });
}

/** An order placed, paid, shipped and received: completed, its voucher (if any) issued. */
export async function completedOrder(j: Journey, number: number, vouchers: number[] = []) {
  const placed = await orderFromCart(j, number, vouchers);
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().data.order_id as number;
  if (placed.json().data.status === 'unpaid')
    await j.db.transaction((tx) => payByBalance(tx, { userId: j.me.userId, companyId: j.me.companyId }, id));
  await j.db.execute(sql`UPDATE orders SET status = 'shipped', shipped_at = now() WHERE id = ${id}`);
  const received = await j.buyer.request('POST', `/api/order/${id}/receive`, { json: {} });
  expect(received.statusCode, received.body).toBe(200);
  return id;
}

export async function lineOf(db: Db, orderId: number): Promise<number> {
  const rows = await db.execute<{ id: number }>(
    sql`SELECT id FROM order_lines WHERE order_id = ${orderId} ORDER BY id`,
  );
  return rows.rows[0]?.id as number;
}

/** A 仅退款 of `units` of the line, approved by 客服 and refunded by 财务; answers the refund's note. */
export async function refund(
  j: Journey,
  staff: { kefu: Browser; caiwu: Browser },
  orderId: number,
  units: number,
): Promise<string> {
  const asked = await j.buyer.request('POST', `/api/order/${orderId}/after_sale`, {
    json: {
      type: 'refund',
      reason: 'short_delivery',
      description: '少发',
      lines: [{ line_id: await lineOf(j.db, orderId), number: units }],
    },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const id = asked.json().data.id as number;
  const approved = await staff.kefu.request('POST', `/api/console/after_sales/${id}/approve`, { json: {} });
  expect(approved.statusCode, approved.body).toBe(200);
  const refunded = await staff.caiwu.request('POST', `/api/console/after_sales/${id}/refund`, { json: {} });
  expect(refunded.statusCode, refunded.body).toBe(200);
  const row = await j.db.execute<{ note: string }>(
    sql`SELECT note FROM after_sale_events WHERE request_id = ${id} ORDER BY id DESC LIMIT 1`,
  );
  return row.rows[0]?.note ?? '';
}

export interface VoucherRow {
  id: number;
  amount_fen: number;
  remaining_fen: number;
  revoked: boolean;
}

export async function vouchersOf(db: Db, orderId: number): Promise<VoucherRow[]> {
  const rows = await db.execute<{
    id: number;
    amount_fen: string;
    remaining_fen: string;
    revoked: boolean;
  }>(sql`
    SELECT id, amount_fen, remaining_fen, revoked_at IS NOT NULL AS revoked FROM cash_vouchers
    WHERE order_id = ${orderId} ORDER BY id`);
  return rows.rows.map((row) => ({
    ...row,
    amount_fen: Number(row.amount_fen),
    remaining_fen: Number(row.remaining_fen),
  }));
}
