import { z } from 'zod';
import { BEIJING_MINUTE, beijingMinuteToMs } from '../time';
import { idParam, intParam, oneLineText } from './common';
import { warehouseIdField } from './console-warehouses';

/*
 * Parcels (包裹, issue #21 §2, #26 §2, docs/logistics.md): an order ships as one shipment of one or more parcels,
 * each with its carrier, tracking number, batches (per order line) and trace codes; every goods line is covered
 * whole across the parcels. Each parcel has a tracking timeline operators enter (no carrier-tracking provider is
 * reachable here) and a 随货同行单 (delivery note) PDF.
 */

/** A 药品追溯码 as scanned or pasted: letters and digits only (a code names one box). */
export const TRACE_CODE = /^[0-9A-Za-z]{1,40}$/;
export const traceCode = z
  .string({ error: '追溯码必须是文字' })
  .regex(TRACE_CODE, { error: '追溯码应为 1–40 位字母或数字' });

/** A batch's date (生产日期, 有效期至) as typed: YYYY-MM-DD. Shipping and the console's batches use it. */
export const batchDate = (label: string) => z.iso.date({ error: `${label}应为有效日期 YYYY-MM-DD` });
const shipDate = batchDate;

/** A batch number (批号) as printed on the box: one line, 1–40 characters. */
export const batchNumber = oneLineText('批号')
  .min(1, { error: '批号不能为空' })
  .max(40, { error: '批号最多40字' });

/**
 * One batch of one order line: batch number, production and expiry dates, the quantity from it, and at most
 * one trace code per unit. A line's quantity may be split across several batches.
 */
export const shipBatch = z
  .strictObject({
    line_id: idParam('订单行'),
    batch_no: batchNumber,
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

const carrier = oneLineText('承运商').min(1, { error: '请填写承运商' }).max(50, { error: '承运商最多50字' });
const trackingNo = oneLineText('运单号')
  .min(1, { error: '请填写运单号' })
  .max(50, { error: '运单号最多50字' });
const batches = z
  .array(shipBatch)
  .min(1, { error: '请至少填写一个批次' })
  .max(500, { error: '批次最多500个' });

/**
 * One parcel of a shipment: its carrier, tracking number, the batches packed in it and the warehouse it leaves
 * from (omitted: the default warehouse, with its batches taken as typed — docs/console.md 仓库管理).
 */
export const shipParcel = z.strictObject({
  carrier,
  tracking_no: trackingNo,
  batches,
  warehouse_id: warehouseIdField,
});
export type ShipParcel = z.infer<typeof shipParcel>;

/** At most this many parcels in one shipment. */
export const PARCELS_MAX = 20;

/**
 * POST /api/console/orders/{id}/ship: either one parcel (`carrier`, `tracking_no`, `batches` — the contract of
 * #26) or several (`parcels[i][carrier]`, `parcels[i][tracking_no]`, `parcels[i][batches][j][…]`), never both.
 * Either way the shipment covers every goods line whole, and the order becomes 已发货.
 */
export const shipOrderBody = z
  .strictObject({
    carrier: carrier.optional(),
    tracking_no: trackingNo.optional(),
    batches: batches.optional(),
    warehouse_id: warehouseIdField,
    parcels: z
      .array(shipParcel)
      .min(1, { error: '请至少填写一个包裹' })
      .max(PARCELS_MAX, { error: `包裹最多${PARCELS_MAX}个` })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const single =
      body.carrier !== undefined ||
      body.tracking_no !== undefined ||
      body.batches !== undefined ||
      body.warehouse_id !== undefined;
    if (body.parcels !== undefined) {
      if (single)
        ctx.addIssue({
          code: 'custom',
          path: ['parcels'],
          message: '请只用包裹列表，或只填一个包裹的承运商、运单号和批次',
        });
      return;
    }
    if (body.carrier === undefined)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: '请填写承运商' });
    if (body.tracking_no === undefined)
      ctx.addIssue({ code: 'custom', path: ['tracking_no'], message: '请填写运单号' });
    if (body.batches === undefined)
      ctx.addIssue({ code: 'custom', path: ['batches'], message: '请至少填写一个批次' });
  });
export type ShipOrderBody = z.infer<typeof shipOrderBody>;

/** The parcels of a valid ship body, whichever form it came in. */
export function parcelsOfShipment(body: ShipOrderBody): ShipParcel[] {
  if (body.parcels) return body.parcels;
  return [
    {
      carrier: body.carrier ?? '',
      tracking_no: body.tracking_no ?? '',
      batches: body.batches ?? [],
      warehouse_id: body.warehouse_id,
    },
  ];
}

/** One batch in a parcel as the buyer and the operator see it, with its order line's goods. */
export const parcelBatch = z.object({
  line_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  batch_no: z.string(),
  production_date: z.string(),
  expiry_date: z.string(),
  number: z.number().int(),
  trace_codes: z.array(z.string()),
});
export type ParcelBatch = z.infer<typeof parcelBatch>;

/** One entry of a parcel's tracking timeline. */
export const trackingEntry = z.object({
  /** Unix seconds: when it happened (as the carrier reported it). */
  at: z.number().int(),
  description: z.string(),
  location: z.string(),
  /** 'operator' for an operator's entry, else the carrier-tracking provider's name. */
  source: z.string(),
});
export type TrackingEntry = z.infer<typeof trackingEntry>;

export const orderParcel = z.object({
  id: z.number().int(),
  /** 1, 2, … within the order; the delivery note's number is `<order_sn>-<seq>`. */
  seq: z.number().int(),
  delivery_note_no: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  /** Unix seconds. */
  shipped_at: z.number().int(),
  /** 发货仓库: the warehouse's name and region (its internal code stays with the operators' screens). */
  warehouse: z.object({ name: z.string(), region: z.string() }),
  batches: z.array(parcelBatch),
  /** Oldest first. */
  tracking: z.array(trackingEntry),
});
export type OrderParcel = z.infer<typeof orderParcel>;

export const parcelIdParams = z.strictObject({ id: idParam('订单'), pid: idParam('包裹') });

/** POST /api/console/orders/{id}/parcels/{pid}/tracking: one entry of the parcel's timeline. */
export const trackingEntryBody = z.strictObject({
  at: z
    .string({ error: '请填写时间' })
    .regex(BEIJING_MINUTE, { error: '时间格式应为 YYYY-MM-DD HH:mm' })
    .refine((text) => !Number.isNaN(beijingMinuteToMs(text)), { error: '时间不存在' }),
  description: oneLineText('物流状态')
    .min(1, { error: '请填写物流状态' })
    .max(100, { error: '物流状态最多100字' }),
  location: oneLineText('地点').max(50, { error: '地点最多50字' }).default(''),
});
export type TrackingEntryBody = z.infer<typeof trackingEntryBody>;

/** The lines of a shipment as quantities per order line (the covering check of ship.ts). */
export function unitsPerLine(parcels: readonly { batches: readonly ShipBatch[] }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const parcel of parcels)
    for (const batch of parcel.batches)
      units.set(batch.line_id, (units.get(batch.line_id) ?? 0) + batch.number);
  return units;
}
