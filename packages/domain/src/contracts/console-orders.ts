import { z } from 'zod';
import { flag, idParam, oneLineText, pageOf, pageQuery, yuanString } from './common';
import { orderDetail, orderStatus } from './orders';

/*
 * 订单发货 in the console (issue #26 §2, docs/console.md): the orders queue for 仓储, an order's page, and the
 * shipment — the same rules as `ops ship` (orders/ship.ts). A shipment's batch rules that need no database live
 * in parcels.ts (dates, quantity, trace codes' count and format), which `ops ship` checks its `--line` words with.
 */

/** GET /api/console/orders — `status` '' is every order; 待发货 (paid) first, oldest first. */
export const consoleOrderQuery = pageQuery.extend({
  status: z.union([z.literal(''), orderStatus], { error: '订单状态不存在' }).default('paid'),
  /** Order number or company name, a literal substring. */
  keywords: oneLineText('关键词').max(50, { error: '关键词最多50字' }).default(''),
  /** YYYY-MM-DD, Beijing dates of placing the order, inclusive. */
  start_date: z.union([z.literal(''), z.iso.date({ error: '开始日期格式应为 YYYY-MM-DD' })]).default(''),
  end_date: z.union([z.literal(''), z.iso.date({ error: '结束日期格式应为 YYYY-MM-DD' })]).default(''),
});
export type ConsoleOrderQuery = z.infer<typeof consoleOrderQuery>;

export const consoleOrderRow = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  status: orderStatus,
  status_text: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** Unix seconds. */
  created_at: z.number().int(),
  total: yuanString,
  lines_count: z.number().int(),
  units: z.number().int(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;

export const consoleOrderPage = pageOf(consoleOrderRow);
export type ConsoleOrderPage = z.infer<typeof consoleOrderPage>;

/** GET /api/console/orders/{id}: the buyer's detail (lines with batches, payments, history) and the company. */
export const consoleOrderDetail = orderDetail.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** 1 when the order is paid and not yet shipped. */
  can_ship: flag,
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetail>;

export const consoleOrderIdParams = z.strictObject({ id: idParam('订单') });
