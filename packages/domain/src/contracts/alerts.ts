import { z } from 'zod';
import { ALERT_KINDS, ALERT_STATUSES } from '../alerts';
import { idParam, pageOf, pageQuery, yuanString } from './common';

/*
 * Goods alerts (到货提醒 / 降价提醒, issue #23 §1): POST /api/user/alerts, GET /api/user/alerts,
 * POST /api/user/alerts/{id}/cancel. docs/self-service.md "Alerts".
 */

export const alertKind = z.enum(ALERT_KINDS, { error: '提醒类型不存在' });
export const alertStatus = z.enum(ALERT_STATUSES, { error: '提醒状态不存在' });

/** POST /api/user/alerts — subscribing again while one is active answers the active one. */
export const alertCreateBody = z.strictObject({
  goods_id: idParam('商品'),
  kind: alertKind,
});
export type AlertCreateBody = z.infer<typeof alertCreateBody>;

/** GET /api/user/alerts — `status` (default all), `goods_id` (the product page asks for its own goods). */
export const alertQuery = pageQuery.extend({
  status: alertStatus.optional(),
  goods_id: idParam('商品').optional(),
});
export type AlertQuery = z.infer<typeof alertQuery>;

export const alertParams = z.object({ id: idParam('提醒') });

export const alertItem = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  kind: alertKind,
  kind_text: z.string(),
  status: alertStatus,
  status_text: z.string(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  /** The buyer's price when subscribing (price alerts), else null. */
  subscribed_price: yuanString.nullable(),
  /** The buyer's price when the alert fired, else null. */
  fired_price: yuanString.nullable(),
  stock: z.number().int(),
  /** Unix seconds. */
  created_at: z.number().int(),
  fired_at: z.number().int().nullable(),
});
export type AlertItem = z.infer<typeof alertItem>;
export const alertPage = pageOf(alertItem);
export type AlertPage = z.infer<typeof alertPage>;
