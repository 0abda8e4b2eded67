// E-invoice (数电票) codes with their Chinese labels, zod-free like order-labels.ts: the contracts build their enums
// from these lists, and the invoice table, the console queue, the PDF and `ops` print the same words.

/** A 数电发票号码: 20 digits. */
export const INVOICE_NUMBER_PATTERN = /^\d{20}$/;

/** 蓝字 (the invoice) or 红字 (a red-letter reversal of one, full or partial, with its own number). */
export const INVOICE_KINDS = ['blue', 'red'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_TEXT: Record<InvoiceKind, string> = {
  blue: '蓝字发票',
  red: '红字发票',
};

/**
 * What a buyer and an operator read: 开票中 (asked for, waiting for 财务's number), 已开票, 部分红冲 / 已红冲 (a blue
 * invoice some or all of which issued red-letter invoices reversed), 已撤销 (a request refunded in full before it
 * was issued: nothing was ever issued, so nothing is voided). A red-letter invoice is 开票中 or 已开票.
 */
export const INVOICE_STATUSES = ['issuing', 'issued', 'partly_reversed', 'reversed', 'withdrawn'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  issuing: '开票中',
  issued: '已开票',
  partly_reversed: '部分红冲',
  reversed: '已红冲',
  withdrawn: '已撤销',
};

/** Why a red-letter invoice was issued (the 红字确认单's reasons). */
export const RED_LETTER_REASONS = ['return', 'error', 'allowance'] as const;
export type RedLetterReason = (typeof RED_LETTER_REASONS)[number];
export const RED_LETTER_REASON_TEXT: Record<RedLetterReason, string> = {
  return: '销货退回',
  error: '开票有误',
  allowance: '销售折让',
};
