import { z } from 'zod';
import { idParam, intParam, oneLineText, pageOf, pageQuery } from './common';
import { pointsShipBody } from './console-points';
import { prizeFulfilment, prizeKind } from './draw';
import { controlledApplicationStatus } from './kxzq';

/*
 * The console's controlled-sale queue (审核, permission `controlled-sale`) and prize draw (运营, permission
 * `promotions`); issue #26 §2, docs/console.md. The same work as `ops kxzq` and `ops draw-*`.
 */

/* ---------- controlled-sale applications ---------- */

export const consoleKxzqQuery = z.strictObject({
  /** `pending` (default, oldest first) or `all` (newest first). */
  status: z.enum(['pending', 'all'], { error: '状态只能是 pending 或 all' }).default('pending'),
});

export const consoleKxzqApplication = z.object({
  id: z.number().int(),
  company: z.string(),
  region: z.string(),
  programme: z.string(),
  url: z.string(),
  status: controlledApplicationStatus,
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ConsoleKxzqApplication = z.infer<typeof consoleKxzqApplication>;
export const consoleKxzqApplications = z.object({ list: z.array(consoleKxzqApplication) });
export type ConsoleKxzqApplications = z.infer<typeof consoleKxzqApplications>;

export const kxzqApplicationParams = z.strictObject({ id: idParam('控销申请') });

/** Approve, or reject with the reason the buyer reads. */
export const kxzqDecisionBody = z
  .strictObject({
    decision: z.enum(['approved', 'rejected'], { error: '请选择通过或驳回' }),
    note: oneLineText('备注').max(200, { error: '备注最多200字' }).default(''),
  })
  .refine((body) => body.decision === 'approved' || body.note !== '', {
    error: '驳回需要填写原因',
    path: ['note'],
  });
export type KxzqDecisionBody = z.infer<typeof kxzqDecisionBody>;

/* ---------- the prize draw ---------- */

export const consoleDrawPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: prizeKind,
  remarks: z.string(),
  weight: z.number().int(),
  /** The chance of drawing it among the prizes with stock, as a percentage with two decimals ("12.50"). */
  odds: z.string(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  won: z.number().int(),
});
export const consoleDrawActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  running: z.boolean(),
  prizes: z.array(consoleDrawPrize),
});
export type ConsoleDrawActivity = z.infer<typeof consoleDrawActivity>;
export const consoleDrawActivities = z.object({ list: z.array(consoleDrawActivity) });
export type ConsoleDrawActivities = z.infer<typeof consoleDrawActivities>;

export const drawActivityParams = z.strictObject({ id: idParam('抽奖活动') });
export const drawPrizeParams = z.strictObject({ id: idParam('奖品') });

const isoTime = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: `${label}格式不正确` });

/** The activity's window. */
export const drawWindowBody = z
  .strictObject({ starts_at: isoTime('开始时间'), ends_at: isoTime('结束时间') })
  .refine((body) => Date.parse(body.starts_at) < Date.parse(body.ends_at), {
    error: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export type DrawWindowBody = z.infer<typeof drawWindowBody>;

/** A prize's weight (its odds against the others) and stock (null: unlimited). */
export const drawPrizeBody = z.strictObject({
  weight: intParam('权重', { min: 0, max: 1_000_000 }),
  stock: intParam('库存', { min: 0, max: 1_000_000 }).nullable(),
});
export type DrawPrizeBody = z.infer<typeof drawPrizeBody>;

export const consoleDrawRecordQuery = pageQuery.extend({ activity_id: idParam('抽奖活动').optional() });
export const consoleDrawRecord = z.object({
  id: z.number().int(),
  activity: z.string(),
  buyer: z.string(),
  company: z.string(),
  prize: z.string(),
  kind: prizeKind,
  fulfilment: prizeFulfilment,
  won_at: z.string(),
});
export const consoleDrawRecordPage = pageOf(consoleDrawRecord);
export type ConsoleDrawRecordPage = z.infer<typeof consoleDrawRecordPage>;

/** A physical prize waiting to be sent (fulfilment 'pending'), with the buyer's default address; oldest first. */
export const consoleDrawPending = z.object({
  id: z.number().int(),
  prize: z.string(),
  /** The buyer's name, or the phone when the name is empty. */
  buyer: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  /** The company's default address as one line (consignee, phone, place); null when it has none. */
  address: z.string().nullable(),
  won_at: z.string(),
});
export type ConsoleDrawPending = z.infer<typeof consoleDrawPending>;
export const consoleDrawPendingList = z.object({ list: z.array(consoleDrawPending) });
export type ConsoleDrawPendingList = z.infer<typeof consoleDrawPendingList>;

export const drawRecordParams = z.strictObject({ id: idParam('抽奖记录') });
/** POST /api/console/draw/records/{id}/ship: the same carrier and tracking number as the points mall's shipping. */
export const drawShipBody = pointsShipBody;
export type DrawShipBody = z.infer<typeof drawShipBody>;
