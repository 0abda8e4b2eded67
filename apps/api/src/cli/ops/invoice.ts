import { ORDER_STATUS_TEXT, type OrderStatus } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/*
 * `ops invoice`: records the e-invoice (数电发票) an operator issued on the tax platform for an order, so the
 * order detail and the medical-insurance export carry its number. One invoice per order: an issued e-invoice is
 * never voided but reversed by a red-letter confirmation (红字确认单, pharma-buyers.md "E-invoices"), which is
 * not built — so recording a different number for an invoiced order is refused.
 */

/** A 数电发票号码: 20 digits. */
export const INVOICE_NUMBER = /^\d{20}$/;

/** Orders an invoice may be issued for: the money has been received. */
const INVOICEABLE: readonly OrderStatus[] = ['paid', 'shipped', 'completed'];

export async function recordInvoice(
  tx: Executor,
  input: { orderSn: string; number: string; actor: string },
): Promise<string> {
  const number = input.number.trim();
  if (!INVOICE_NUMBER.test(number))
    throw new OpsError(`发票号码应为 20 位数字（数电发票号码），收到「${input.number}」`, 2);
  const found = await tx.execute<{ id: number; status: OrderStatus; invoice_no: string | null }>(sql`
    SELECT o.id, o.status, i.number AS invoice_no FROM orders o
    LEFT JOIN order_invoices i ON i.order_id = o.id
    WHERE o.order_sn = ${input.orderSn} FOR UPDATE OF o`);
  const order = found.rows[0];
  if (!order) throw new OpsError(`没有订单号为 ${input.orderSn} 的订单`);
  if (order.invoice_no === number) return `订单 ${input.orderSn} 已登记发票 ${number}，未改动`;
  if (order.invoice_no)
    throw new OpsError(
      `订单 ${input.orderSn} 已登记发票 ${order.invoice_no}：数电发票不能作废重开，需先开具红字发票冲红（尚未支持）`,
    );
  if (!INVOICEABLE.includes(order.status))
    throw new OpsError(`订单${ORDER_STATUS_TEXT[order.status]}，只有已付款、已发货或已完成的订单可以开票`);
  const taken = await tx.execute<{ order_sn: string }>(sql`
    SELECT o.order_sn FROM order_invoices i JOIN orders o ON o.id = i.order_id WHERE i.number = ${number}`);
  if (taken.rows[0]) throw new OpsError(`发票号码 ${number} 已登记在订单 ${taken.rows[0].order_sn}`);
  await tx.execute(sql`
    INSERT INTO order_invoices (order_id, number, issued_by) VALUES (${order.id}, ${number}, ${input.actor})`);
  return `已登记订单 ${input.orderSn} 的数电发票 ${number}`;
}
