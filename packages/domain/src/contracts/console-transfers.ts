import { z } from 'zod';
import { oneLineText, yuanString } from './common';

/*
 * 对公转账 in the console (issue #26 §2, docs/console.md): the bank transfers waiting for 财务 to confirm their
 * arrival — order payments ('YCZ…') and credit-bill repayments ('YCH…') — and the confirmation, which is the one
 * `ops confirm-transfer` makes (same service).
 */

export const TRANSFER_QUEUE_STATUSES = ['pending', 'confirmed'] as const;
export const transferQueueStatus = z.enum(TRANSFER_QUEUE_STATUSES, { error: '转账状态不存在' });
export type TransferQueueStatus = z.infer<typeof transferQueueStatus>;

export const TRANSFER_QUEUE_STATUS_LABELS: Record<TransferQueueStatus, string> = {
  pending: '待确认',
  confirmed: '已确认',
};

/** GET /api/console/transfers — pending: oldest first (the queue); confirmed: the latest 100, newest first. */
export const consoleTransferQuery = z.strictObject({
  status: transferQueueStatus.default('pending'),
});
export type ConsoleTransferQuery = z.infer<typeof consoleTransferQuery>;

export const consoleTransferRow = z.object({
  /** order: pays an order ('YCZ…'); bill: repays a credit bill ('YCH…'). */
  kind: z.enum(['order', 'bill']),
  reference: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** What the buyer was told to send. */
  amount: yuanString,
  /** ISO 8601: when the buyer asked for the transfer. */
  submitted_at: z.string(),
  /** The order's number and id (kind order); null for a bill. */
  order: z.object({ id: z.number().int(), order_sn: z.string() }).nullable(),
  /** The bill's period, e.g. '2026-10' (kind bill); null for an order. */
  bill_period: z.string().nullable(),
  status: transferQueueStatus,
  /** ISO 8601; null while pending. */
  confirmed_at: z.string().nullable(),
});
export type ConsoleTransferRow = z.infer<typeof consoleTransferRow>;

export const consoleTransferList = z.object({ list: z.array(consoleTransferRow) });
export type ConsoleTransferList = z.infer<typeof consoleTransferList>;

/** POST /api/console/transfers/confirm — an order's or a bill's reference, as the buyer wrote it. */
export const transferConfirmBody = z.strictObject({
  reference: oneLineText('转账识别码')
    .min(1, { error: '请填写转账识别码' })
    .max(32, { error: '转账识别码最多32个字符' }),
});
export type TransferConfirmBody = z.infer<typeof transferConfirmBody>;
