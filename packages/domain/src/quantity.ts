/**
 * Order quantities move in whole middle packages (goods' `zbz`, spec §4): a buyer of a goods packed
 * in tens buys 10, 20, 30… This module is the one home of that rule; the quantity stepper and every
 * page that reads a typed quantity use it, and the cart will check it again on the server.
 */
export interface QuantityRule {
  /** Units per middle package (`zbz`); below 1 or fractional values are read as 1 or the whole part. */
  step: number;
  /** Smallest quantity the buyer may order, e.g. a minimum purchase; at least one step. */
  min?: number;
  /** Largest quantity, e.g. the stock (`number`) or a per-buyer limit; none when omitted. */
  max?: number;
}

export interface QuantityRange {
  step: number;
  /** The smallest multiple of the step at or above `min` (and at least one step). */
  min: number;
  /** The largest multiple of the step at or below `max`; Infinity without a maximum. */
  max: number;
}

function wholeStep(step: number): number {
  return Number.isFinite(step) && step >= 1 ? Math.floor(step) : 1;
}

/** The orderable range under a rule, or null when not even one package fits under the maximum. */
export function quantityRange(rule: QuantityRule): QuantityRange | null {
  const step = wholeStep(rule.step);
  const min = Math.ceil(Math.max(rule.min ?? step, step) / step) * step;
  const max = rule.max === undefined ? Number.POSITIVE_INFINITY : Math.floor(rule.max / step) * step;
  return max >= min ? { step, min, max } : null;
}

/**
 * Snaps a typed or computed quantity onto the rule: up to the next whole package (a buyer who asks
 * for 15 of a pack of 10 gets 20, never fewer than asked), then clamped into the range. Anything
 * that is not a finite number reads as the minimum. Null when nothing can be ordered.
 */
export function snapQuantity(value: number, rule: QuantityRule): number | null {
  const range = quantityRange(rule);
  if (!range) return null;
  if (!Number.isFinite(value)) return range.min;
  return clamp(range, Math.ceil(value / range.step) * range.step);
}

/**
 * The next package boundary above (`direction` 1) or below (-1) `current`, kept in range: from 15
 * in packs of 10, up is 20 and down is 10. Null when nothing can be ordered.
 */
export function stepQuantity(current: number, direction: 1 | -1, rule: QuantityRule): number | null {
  const range = quantityRange(rule);
  if (!range) return null;
  if (!Number.isFinite(current)) return range.min;
  const packages =
    direction === 1 ? Math.floor(current / range.step) + 1 : Math.ceil(current / range.step) - 1;
  return clamp(range, packages * range.step);
}

function clamp(range: QuantityRange, value: number): number {
  return Math.min(Math.max(value, range.min), range.max);
}
