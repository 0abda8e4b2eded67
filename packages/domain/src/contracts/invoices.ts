import { z } from 'zod';
import {
  INVOICE_KINDS,
  INVOICE_NUMBER_PATTERN,
  INVOICE_STATUSES,
  RED_LETTER_REASONS,
} from '../print/invoice-labels';
import { INVOICE_TYPES } from '../print/order-labels';
import { idParam, intParam, PAGE_MAX, pageOf, yuanString } from './common';

/*
 * E-invoices (数电票, issue #21 §3; docs/invoices.md): the buyer's invoice centre (GET /api/invoice, its PDF) and
 * 财务's queue in the console. Amounts are yuan strings from integer fen; a red-letter invoice's amount is
 * negative ("-25.00"), as printed on it.
 */

export const invoiceStatus = z.enum(INVOICE_STATUSES, { error: '发票状态不存在' });
export const invoiceKind = z.enum(INVOICE_KINDS);
export const redLetterReason = z.enum(RED_LETTER_REASONS, { error: '红冲原因不存在' });
/** The invoice an order carries: 普票 or 专票 (an order that asked for none has no invoice). */
export const issuedInvoiceType = z.enum(INVOICE_TYPES).exclude(['none']);

const isoDate = (label: string) => z.iso.date({ error: `${label}格式应为 YYYY-MM-DD` });
const optionalDate = (label: string) => z.union([z.literal(''), isoDate(label)]).default('');

/** GET /api/invoice: status '' = all; start_time/end_time Beijing dates, inclusive, on the invoice's date. */
export const invoiceListQuery = z
  .strictObject({
    page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
    per_page: intParam('每页条数', { min: 1, max: 100, tooBig: '每页条数最多100' }).default(20),
    status: z.union([z.literal(''), invoiceStatus], { error: '发票状态不存在' }).default(''),
    start_time: optionalDate('开始日期'),
    end_time: optionalDate('结束日期'),
  })
  .refine((q) => !q.start_time || !q.end_time || q.start_time <= q.end_time, {
    path: ['end_time'],
    error: '结束日期不能早于开始日期',
  });
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceIdParams = z.strictObject({ id: idParam('发票') });

/** A line as invoiced: kept from the order line (name, spec, unit), with the quantity and amount it covers. */
export const invoiceLine = z.object({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  number: z.number().int(),
  /** 价税合计 of the line; negative on a red-letter invoice. */
  amount: yuanString,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceRow = z.object({
  id: z.number().int(),
  kind: invoiceKind,
  type: issuedInvoiceType,
  order: z.object({ id: z.number().int(), order_sn: z.string() }),
  /** 发票抬头 and 纳税人识别号, copied from the company's invoice details when the invoice was asked for. */
  title: z.string(),
  tax_number: z.string(),
  amount: yuanString,
  /** The 20-digit number; '' while 开票中. */
  number: z.string(),
  /** Beijing date YYYY-MM-DD; '' while 开票中. */
  issued_on: z.string(),
  status: invoiceStatus,
  /** A red-letter invoice's reason; null on a blue one. */
  reason: redLetterReason.nullable(),
  /** The blue invoice a red-letter one reverses. */
  original: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** ISO 8601: when it was asked for. */
  requested_at: z.string(),
  lines: z.array(invoiceLine),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoicePage = pageOf(invoiceRow);
export type InvoicePage = z.infer<typeof invoicePage>;

/** A 数电发票号码 typed by 财务: 20 digits, spaces around it trimmed. */
export const invoiceNumber = z
  .string({ error: '请填写发票号码' })
  .trim()
  .regex(INVOICE_NUMBER_PATTERN, { error: '发票号码应为20位数字' });

/** POST /api/console/invoices/{id}/issue: the number and date the tax platform gave a waiting invoice. */
export const invoiceIssueBody = z.strictObject({
  number: invoiceNumber,
  issued_on: isoDate('开票日期'),
});
export type InvoiceIssueBody = z.infer<typeof invoiceIssueBody>;

/**
 * POST /api/console/invoices/{id}/red_letter: 开票有误 — the whole blue invoice reversed by a red-letter invoice
 * 财务 issued (its number and date); the order's invoice is asked for again. Reversals for 销货退回 and 销售折让
 * come from refunds (they wait in the queue for their number), never from here: they must match money paid back.
 */
export const redLetterBody = invoiceIssueBody;
export type RedLetterBody = InvoiceIssueBody;

export const CONSOLE_INVOICE_QUEUES = ['issuing', 'done'] as const;
export const consoleInvoiceQueue = z.enum(CONSOLE_INVOICE_QUEUES, { error: '发票队列不存在' });
export type ConsoleInvoiceQueue = z.infer<typeof consoleInvoiceQueue>;
export const CONSOLE_INVOICE_QUEUE_LABELS: Record<ConsoleInvoiceQueue, string> = {
  issuing: '待开票',
  done: '已开票',
};

/** GET /api/console/invoices: issuing = the queue, oldest first; done = issued and reversed, newest first. */
export const consoleInvoiceQuery = z.strictObject({
  queue: consoleInvoiceQueue.default('issuing'),
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页条数', { min: 1, max: 100, tooBig: '每页条数最多100' }).default(20),
});
export type ConsoleInvoiceQuery = z.infer<typeof consoleInvoiceQuery>;

export const consoleInvoiceRow = invoiceRow.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
});
export type ConsoleInvoiceRow = z.infer<typeof consoleInvoiceRow>;

export const consoleInvoicePage = pageOf(consoleInvoiceRow);
export type ConsoleInvoicePage = z.infer<typeof consoleInvoicePage>;
