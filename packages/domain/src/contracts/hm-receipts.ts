import { z } from 'zod';
import { isIdNumber } from '../ephedrine';
import { idParam, oneLineText, pageOf, pageQuery } from './common';

/* 含麻 receipts (回执, issue #21 §4): GET /api/hm_receipt and POST /api/hm_receipt/{id}/confirm. */

export const HM_RECEIPT_STATUSES = ['pending', 'overdue', 'confirmed'] as const;
export type HmReceiptStatus = (typeof HM_RECEIPT_STATUSES)[number];
export const HM_RECEIPT_STATUS_TEXT: Record<HmReceiptStatus, string> = {
  pending: '待确认',
  overdue: '已逾期',
  confirmed: '已确认',
};

export const hmReceiptQuery = pageQuery;

/** The receipt's id is its order's id: one receipt per shipped 含麻 order. */
export const hmReceiptParams = z.object({ id: idParam('回执') });

export const hmReceiptConfirmBody = z.strictObject({
  receiver: oneLineText('收货人')
    .min(2, { error: '请输入收货人姓名' })
    .max(30, { error: '收货人姓名最多30字' }),
  id_number: z
    .string({ error: '请输入身份证号码' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isIdNumber, { error: '身份证号码格式不正确' }),
  date: z.iso.date({ error: '收货日期格式应为 YYYY-MM-DD' }),
});
export type HmReceiptConfirmBody = z.infer<typeof hmReceiptConfirmBody>;

export const hmReceiptLine = z.object({
  /** The order line's id. */
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  number: z.number().int(),
  batch: z.string(),
  expiry: z.string(),
});

export const hmReceipt = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  status: z.enum(HM_RECEIPT_STATUSES),
  status_text: z.string(),
  /** Unix seconds. */
  shipped_at: z.number().int(),
  /** Unix seconds: after it an unconfirmed receipt blocks new 含麻 orders. */
  due_at: z.number().int(),
  receiver: z.string(),
  /** Masked (`maskIdNumber`). */
  id_number: z.string(),
  received_on: z.string(),
  lines: z.array(hmReceiptLine),
});
export type HmReceipt = z.infer<typeof hmReceipt>;
export const hmReceiptList = pageOf(hmReceipt);
export type HmReceiptList = z.infer<typeof hmReceiptList>;
