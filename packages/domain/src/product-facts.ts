/**
 * What a pharmacist decides a wholesale purchase by (issue #23 §4): 医保 category, the retail margin at the
 * buyer's price, and which batch the next order ships (first-expiry-first-out). Zod-free (printed by pages).
 */
import { type Fen, fenToYuan } from './money';

/** 医保 category of a goods: none, 甲类, 乙类 (国家医保药品目录). */
export const INSURANCE_CATEGORIES = ['none', 'class_a', 'class_b'] as const;
export type InsuranceCategory = (typeof INSURANCE_CATEGORIES)[number];
export const INSURANCE_LABELS: Record<InsuranceCategory, string> = {
  none: '非医保',
  class_a: '医保甲类',
  class_b: '医保乙类',
};

export interface RetailMargin {
  /** 毛利 per unit at the buyer's price: retail − price, yuan string (negative when the price is above retail). */
  amount: string;
  /** 毛利率 of the retail price, one decimal, rounded down: "23.5%". */
  rate: string;
}

/**
 * The margin a pharmacy makes selling one unit at the suggested retail price after buying it at `priceFen`.
 * Integer arithmetic only: the rate is counted in tenths of a percent, rounded down (spec §9).
 */
export function retailMargin(priceFen: Fen, retailFen: Fen): RetailMargin | null {
  if (!Number.isSafeInteger(priceFen) || !Number.isSafeInteger(retailFen) || retailFen <= 0) return null;
  const marginFen = retailFen - priceFen;
  const tenths = Math.floor((marginFen * 1000) / retailFen);
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return { amount: fenToYuan(marginFen), rate: `${sign}${Math.floor(abs / 10)}.${abs % 10}%` };
}

export interface StockBatch {
  batch_no: string;
  /** YYYY-MM-DD. */
  production_date: string;
  /** YYYY-MM-DD, the last day the batch may be used. */
  expiry_date: string;
  quantity: number;
}

/** Batches that can still ship on `today` (YYYY-MM-DD, Beijing): some quantity left and not past their expiry. */
export function shippableBatches<B extends StockBatch>(batches: readonly B[], today: string): B[] {
  return batches
    .filter((batch) => batch.quantity > 0 && batch.expiry_date >= today)
    .sort((a, b) => a.expiry_date.localeCompare(b.expiry_date) || a.batch_no.localeCompare(b.batch_no));
}

/** The batch the next order ships: first expiry, first out (GSP 近效期先出); null when none can ship. */
export function nextBatch<B extends StockBatch>(batches: readonly B[], today: string): B | null {
  return shippableBatches(batches, today)[0] ?? null;
}

/** The earliest and latest expiry among the batches that can ship; null when none can. */
export function expiryRange(
  batches: readonly StockBatch[],
  today: string,
): { from: string; to: string } | null {
  const shippable = shippableBatches(batches, today);
  const first = shippable[0];
  const last = shippable[shippable.length - 1];
  return first && last ? { from: first.expiry_date, to: last.expiry_date } : null;
}
