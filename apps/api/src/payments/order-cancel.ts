import { ORDER_STATUS_TEXT, type OrderStatus } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notFound } from '../lib/errors';
import { notify } from '../messages';
import { cancelOrder } from '../orders';
import { refundSplitText, refundToSource } from './refund-to-source';

/*
 * An operator cancels an order with a reason (财务, permission `refunds`, docs/console.md "取消订单并退款"):
 * orders' cancelOrder does the transition and gives back stock, flash-sale units and a still-valid coupon, and a
 * paid order's money goes back to its source through refundToSource — the service after-sales refunds use. Once
 * only: cancelOrder's conditional UPDATE lets one caller through; a second call is 409 and changes nothing. Every
 * login of the company is told, in the same transaction.
 */

export interface OperatorCancelOutcome {
  result: string;
  before: { status: OrderStatus };
  after: { status: 'cancelled'; reason: string; refund: string | null };
}

export async function cancelOrderByOperator(
  tx: Executor,
  input: { orderId: number; reason: string; operator: string },
): Promise<OperatorCancelOutcome> {
  const found = await tx.execute<{ order_sn: string; status: OrderStatus; company_id: number }>(
    sql`SELECT order_sn, status, company_id FROM orders WHERE id = ${input.orderId}`,
  );
  const order = found.rows[0];
  if (!order) throw notFound();
  const { refund } = await cancelOrder(tx, input.orderId, {
    actor: `operator:${input.operator}`,
    reason: input.reason,
    refund: async (inner, paid) =>
      refundSplitText(
        await refundToSource(inner, {
          ...paid,
          remark: '订单取消退款',
          // The key the refund job's sweep of cancelled online orders looks for, so it never queues a second one.
          key: 'order-cancelled',
        }),
      ),
  });
  const note = refund ? refund.note : '';
  const people = await tx.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE company_id = ${order.company_id} ORDER BY id`,
  );
  for (const person of people.rows)
    await notify(tx, {
      userId: person.id,
      kind: 'order',
      title: `订单 ${order.order_sn} 已取消`,
      body: `平台已取消您的订单 ${order.order_sn}，原因：${input.reason}。${note ? `${note}。` : ''}`,
      link: `/order/info/${input.orderId}`,
    });
  return {
    result: `订单 ${order.order_sn}（${ORDER_STATUS_TEXT[order.status]}）已取消${note ? `，${note}` : ''}`,
    before: { status: order.status },
    after: { status: 'cancelled', reason: input.reason, refund: note || null },
  };
}
