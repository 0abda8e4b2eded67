import { z } from 'zod';
import { flag, idParam, intParam, oneLineText, pageOf, pageQuery, yuanString } from './common';
import { orderDetail, orderStatus } from './orders';

/*
 * 订单发货 in the console (issue #26 §2, docs/console.md): the orders queue for 仓储, an order's page, and the
 * shipment — the same rules as `ops ship` (orders/ship.ts). A shipment's batch rules that need no database live
 * here (dates, quantity, trace codes' count and format); `ops ship` checks its `--line` words with the same schema.
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

/** A 药品追溯码 as scanned or pasted: letters and digits only (a code names one box). */
export const TRACE_CODE = /^[0-9A-Za-z]{1,40}$/;
export const traceCode = z
  .string({ error: '追溯码必须是文字' })
  .regex(TRACE_CODE, { error: '追溯码应为 1–40 位字母或数字' });

const shipDate = (label: string) => z.iso.date({ error: `${label}应为有效日期 YYYY-MM-DD` });

/**
 * One batch of one order line: batch number, production and expiry dates, the quantity from it, and at most
 * one trace code per unit. A line's quantity may be split across several batches.
 */
export const shipBatch = z
  .strictObject({
    line_id: idParam('订单行'),
    batch_no: oneLineText('批号').min(1, { error: '批号不能为空' }).max(40, { error: '批号最多40字' }),
    production_date: shipDate('生产日期'),
    expiry_date: shipDate('有效期至'),
    number: intParam('数量', { min: 1, max: 999_999_999, tooSmall: '数量应为正整数' }),
    trace_codes: z.array(traceCode).max(10_000, { error: '追溯码最多10000个' }).default([]),
  })
  .superRefine((batch, ctx) => {
    if (batch.expiry_date <= batch.production_date)
      ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: '有效期至必须晚于生产日期' });
    if (batch.trace_codes.length > batch.number)
      ctx.addIssue({
        code: 'custom',
        path: ['trace_codes'],
        message: `追溯码 ${batch.trace_codes.length} 个，多于数量 ${batch.number}`,
      });
  });
export type ShipBatch = z.infer<typeof shipBatch>;

/** POST /api/console/orders/{id}/ship: every goods line shipped whole, in one parcel (carrier and tracking). */
export const shipOrderBody = z.strictObject({
  carrier: oneLineText('承运商').min(1, { error: '请填写承运商' }).max(50, { error: '承运商最多50字' }),
  tracking_no: oneLineText('运单号').min(1, { error: '请填写运单号' }).max(50, { error: '运单号最多50字' }),
  batches: z.array(shipBatch).min(1, { error: '请至少填写一个批次' }).max(500, { error: '批次最多500个' }),
});
export type ShipOrderBody = z.infer<typeof shipOrderBody>;
