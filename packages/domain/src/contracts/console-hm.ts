import { z } from 'zod';
import { idParam, intParam, oneLineText, pageOf, pageQuery } from './common';
import { HM_RECEIPT_STATUSES, hmReceipt } from './hm-receipts';

/*
 * The console's 含麻 screens (issue #21 §4, docs/regulatory.md "含麻"): every company's receipts (审核 or 仓储,
 * read-only) and the per-company quantity limits (审核, audited) — over the services `ops hm-limit` uses.
 */

/** GET /api/console/hm-receipts — `status` '' (all, unconfirmed first), pending, overdue or confirmed. */
export const consoleHmReceiptQuery = pageQuery.extend({
  status: z.enum(['', ...HM_RECEIPT_STATUSES], { error: '回执状态不存在' }).default(''),
  keywords: oneLineText('关键词').max(50, { error: '关键词最多50字' }).default(''),
});
export type ConsoleHmReceiptQuery = z.infer<typeof consoleHmReceiptQuery>;

export const consoleHmReceipt = hmReceipt.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
});
export type ConsoleHmReceipt = z.infer<typeof consoleHmReceipt>;
export const consoleHmReceiptPage = pageOf(consoleHmReceipt);
export type ConsoleHmReceiptPage = z.infer<typeof consoleHmReceiptPage>;

/** GET /api/console/hm-limits — companies by name (keywords), with their limits and this month's 含麻 units. */
export const consoleHmLimitQuery = pageQuery.extend({
  keywords: oneLineText('关键词').max(50, { error: '关键词最多50字' }).default(''),
});
export type ConsoleHmLimitQuery = z.infer<typeof consoleHmLimitQuery>;

export const consoleHmLimit = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  per_order_units: z.number().int(),
  per_month_units: z.number().int(),
  /** 1 when the company has no limits of its own (the defaults apply). */
  is_default: z.union([z.literal(0), z.literal(1)]),
  /** Units of 含麻 goods ordered this Beijing month, cancelled orders not counted. */
  month_units: z.number().int(),
  /** Who set them last ('' for the defaults) and when (unix seconds, null for the defaults). */
  set_by: z.string(),
  updated_at: z.number().int().nullable(),
});
export type ConsoleHmLimit = z.infer<typeof consoleHmLimit>;
export const consoleHmLimitPage = pageOf(consoleHmLimit);
export type ConsoleHmLimitPage = z.infer<typeof consoleHmLimitPage>;

export const consoleHmLimitParams = z.object({ company_id: idParam('企业') });

const units = (label: string) => intParam(label, { min: 0, max: 100_000 });

/** POST /api/console/hm-limits/{company_id} */
export const consoleHmLimitBody = z
  .strictObject({
    per_order_units: units('每单限购'),
    per_month_units: units('每月限购'),
  })
  .refine((body) => body.per_month_units >= body.per_order_units, {
    error: '每月限购不能少于每单限购',
    path: ['per_month_units'],
  });
export type ConsoleHmLimitBody = z.infer<typeof consoleHmLimitBody>;
