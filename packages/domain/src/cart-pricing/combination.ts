import { type Fen, lineAmount, sumFen } from '../money';

/*
 * A combination (组合购) by its parts: how many sets the parts' stock makes and what a set costs bought part by
 * part. The /zhzq list, the cart line's wire shape and the cart's quantity rule all ask these.
 */

/** Sets buyable from the parts' stock: the scarcest part decides; 0 without parts. */
export function combinationSets(parts: readonly { stock: number; quantity: number }[]): number {
  if (parts.length === 0) return 0;
  let sets = Number.POSITIVE_INFINITY;
  for (const part of parts) sets = Math.min(sets, Math.floor(Math.max(0, part.stock) / part.quantity));
  return sets;
}

/** One set bought part by part: Σ part price × units per set (the struck 原价 beside the set price). */
export function combinationSeparateFen(parts: readonly { priceFen: Fen; quantity: number }[]): Fen {
  return sumFen(parts.map((part) => lineAmount(part.priceFen, part.quantity)));
}
