import type { Fen } from '../money';
import { missingForFreeShipping } from '../pricing';
import type { GoodsPricingFacts, PricedShipping, ShippingRule } from './types';

/** A counted line as shipping sees it: combination lines carry no goods facts. */
export interface ShippedLine {
  quantity: number;
  goods: GoodsPricingFacts | null;
}

/** A free-shipping zone line reaching its zone quantity (0 = any) ships free on its own. */
function shipsFreeInZone(line: ShippedLine): boolean {
  return line.goods?.isFreeShipping === true && line.quantity >= line.goods.freeShippingNumber;
}

/** A single-item free-shipping line (is_dpby) reaching qg_number waives the fee for the whole order. */
function waivesOrderFee(line: ShippedLine): boolean {
  return line.goods?.isDpby === true && missingForFreeShipping(line.goods.qgNumber, line.quantity) === 0;
}

/**
 * The order's shipping fee, first rule that frees it wins: nothing to ship; a single-item free-shipping line
 * at its quantity; every line a free-shipping zone line at its quantity (zone lines free only themselves, so a
 * mixed order still pays unless another rule frees it); the goods total after full-amount discounts at or
 * above the threshold (what the buyer pays for goods, so a discount can take an order back below it).
 */
export function priceShipping(
  rule: ShippingRule,
  counted: readonly ShippedLine[],
  baseFen: Fen,
): PricedShipping {
  const feeFen = Math.max(rule.feeFen, 0);
  const thresholdFen = Math.max(rule.freeFromFen, 0);
  const free = (reason: PricedShipping['reason']): PricedShipping => ({
    feeFen: 0,
    reason,
    baseFen,
    thresholdFen,
    missingFen: 0,
  });
  if (counted.length === 0) return free('empty');
  if (counted.some(waivesOrderFee)) return free('single_item');
  if (counted.every(shipsFreeInZone)) return free('zone');
  if (feeFen === 0 || baseFen >= thresholdFen) return free('threshold');
  return { feeFen, reason: 'charged', baseFen, thresholdFen, missingFen: thresholdFen - baseFen };
}
