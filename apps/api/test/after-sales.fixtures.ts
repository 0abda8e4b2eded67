import type { PayMethod } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createCreditPayment, payByBalance, payCreditPayment } from '../src/payments/service';
import { confirmTransfer, requestTransfer } from '../src/payments/transfer';
import { type Buyer, placeOrder } from './orders.fixtures';

/*
 * Orders that reached the buyer, for after-sales: placed as creation leaves them, each line given a discount
 * share (what 满减 and the coupon allocate), paid by the method asked through the payment service, then shipped
 * (and received, for 'completed').
 */

export interface DeliveredLine {
  goodsId: number;
  number: number;
  priceFen: number;
  /** This line's share of the order's discounts (満减 + coupon), fen. */
  discountFen?: number;
}

export interface DeliveredOrder {
  id: number;
  totalFen: number;
  /** Order line ids in the order given. */
  lineIds: number[];
}

export async function deliveredOrder(
  db: Db,
  buyer: Buyer,
  method: PayMethod,
  lines: DeliveredLine[],
  status: 'shipped' | 'completed' = 'completed',
  /** A coupon the order uses (its amount is in the lines' discount shares, as the pricing engine allocates it). */
  userCouponId?: number,
): Promise<DeliveredOrder> {
  const placed = await placeOrder(db, {
    buyer,
    lines: lines.map(({ goodsId, number, priceFen }) => ({ goodsId, number, priceFen })),
    ...(userCouponId ? { userCouponId, couponFen: 0 } : {}),
  });
  const rows = await db.execute<{ id: number; goods_id: number }>(
    sql`SELECT id, goods_id FROM order_lines WHERE order_id = ${placed.id} ORDER BY id`,
  );
  const lineIds: number[] = [];
  let discountFen = 0;
  for (const line of lines) {
    const row = rows.rows.find((r) => r.goods_id === line.goodsId && !lineIds.includes(r.id));
    if (!row) throw new Error('line not found');
    lineIds.push(row.id);
    const discount = line.discountFen ?? 0;
    discountFen += discount;
    await db.execute(sql`
      UPDATE order_lines SET discount_fen = ${discount}, payable_fen = amount_fen - ${discount} WHERE id = ${row.id}`);
  }
  const totalFen = placed.totalFen - discountFen;
  await db.execute(
    sql`UPDATE orders SET discount_fen = ${discountFen}, total_fen = ${totalFen} WHERE id = ${placed.id}`,
  );
  const payer = { userId: buyer.userId, companyId: buyer.companyId };
  await db.transaction(async (tx) => {
    if (method === 'balance') await payByBalance(tx, payer, placed.id);
    else if (method === 'credit') {
      const created = await createCreditPayment(tx, payer, placed.id);
      await payCreditPayment(tx, payer, created.payment_id);
    } else {
      const transfer = await requestTransfer(tx, payer, placed.id);
      await confirmTransfer(tx, transfer.reference, 'test');
    }
  });
  await db.execute(sql`
    UPDATE orders SET status = ${status}, shipped_at = now(),
      completed_at = ${status === 'completed' ? sql`now()` : sql`NULL`}
    WHERE id = ${placed.id}`);
  return { id: placed.id, totalFen, lineIds };
}

/** How many after-sales rows of each kind exist (what a refused request must leave as it was). */
export async function afterSaleCounts(db: Db) {
  const result = await db.execute<Record<string, number>>(sql`
    SELECT (SELECT count(*) FROM after_sale_requests)::int AS requests,
      (SELECT count(*) FROM after_sale_lines)::int AS lines,
      (SELECT count(*) FROM after_sale_images)::int AS images,
      (SELECT count(*) FROM after_sale_events)::int AS events,
      (SELECT coalesce(sum(held), 0) FROM after_sale_quantities)::int AS held`);
  return result.rows[0];
}
