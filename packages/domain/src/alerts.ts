import { normalUnitPrice } from './cart-pricing/unit-price';
import type { Fen } from './money';
import type { LadderTierFen } from './pricing';

/*
 * Goods alerts (到货提醒, 降价提醒; issue #23 §1, docs/self-service.md "Alerts"). A buyer subscribes to one goods;
 * the alert fires once — a message to the buyer — and is then closed (subscribing again re-arms it).
 */

export const ALERT_KINDS = ['restock', 'price'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_KIND_TEXT: Record<AlertKind, string> = { restock: '到货提醒', price: '降价提醒' };

export const ALERT_STATUSES = ['active', 'fired', 'cancelled'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_STATUS_TEXT: Record<AlertStatus, string> = {
  active: '提醒中',
  fired: '已提醒',
  cancelled: '已取消',
};

/** What decides the price one buyer pays for one goods: the goods' facts and the company's agreed price. */
export interface AlertPriceFacts {
  priceFen: Fen;
  /** Ascending by `minNumber`; empty without a ladder. */
  ladder: readonly LadderTierFen[];
  /** The buyer company's agreed price (协议价), null when none. */
  negotiatedPriceFen: Fen | null;
  /** The order step (中包装): the smallest quantity this buyer can order. */
  zbz: number;
}

/**
 * The unit price an alert watches: what this buyer pays for the smallest order of the goods — the cart's normal
 * unit price (`normalUnitPrice`: agreed price, else the ladder tier the quantity reaches, else the list price).
 * Promotions (flash sale, 每日特价) are left out: they come and go by the clock, and a 降价提醒 is about the price
 * the buyer can count on.
 */
export function alertPriceFen(facts: AlertPriceFacts): Fen {
  return normalUnitPrice({
    quantity: Math.max(facts.zbz, 1),
    selection: { isYj: 1 },
    goods: facts,
  }).unitPriceFen;
}

/** Whether an active alert fires now. A price alert fires on a drop below the price at subscription only. */
export function alertFires(
  alert: { kind: AlertKind; priceFen: Fen | null },
  now: { stock: number; priceFen: Fen | null },
): boolean {
  if (alert.kind === 'restock') return now.stock > 0;
  return alert.priceFen !== null && now.priceFen !== null && now.priceFen < alert.priceFen;
}
