/* Goods, category or brand ids typed as a list ("12, 15 18"): the server checks each one (domain contracts). */

/** "12，15 18" → [12, 15, 18]; what is not a number stays NaN for the server to refuse under its field. */
export const idsOf = (text: string): number[] =>
  text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number);

/** [12, 15] → "12, 15", for editing. */
export const textOfIds = (ids: readonly number[]): string => ids.join(', ');
