/** Timestamps from the server: a 10-digit number is seconds, anything longer is milliseconds (spec §4, §9). */
export function toMillis(timestamp: number | string): number {
  const text = String(timestamp).trim();
  if (!/^\d+$/.test(text)) throw new RangeError(`无效的时间戳: ${timestamp}`);
  const value = Number(text);
  return text.length <= 10 ? value * 1000 : value;
}

/** A moment (a Date or epoch milliseconds; now by default) in whole seconds, the unit the API carries. */
export function unixSeconds(at: Date | number = Date.now()): number {
  return Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);
}

/**
 * The marketplace's clock is Beijing time (UTC+8, no daylight saving): flash-sale sessions start on the
 * Beijing day and buyers read dates in it. This is the one home of that rule.
 */
export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A server timestamp (seconds or milliseconds) as the Beijing calendar date buyers read: "2026-01-15". */
export function beijingDate(timestamp: number | string): string {
  const beijing = new Date(toMillis(timestamp) + BEIJING_OFFSET_MS);
  const month = String(beijing.getUTCMonth() + 1).padStart(2, '0');
  const day = String(beijing.getUTCDate()).padStart(2, '0');
  return `${beijing.getUTCFullYear()}-${month}-${day}`;
}

/** A server timestamp as the Beijing date and minute buyers read on orders and ledgers: "2026-01-15 09:05". */
export function beijingDateTime(timestamp: number | string): string {
  const beijing = new Date(toMillis(timestamp) + BEIJING_OFFSET_MS);
  const hours = String(beijing.getUTCHours()).padStart(2, '0');
  const minutes = String(beijing.getUTCMinutes()).padStart(2, '0');
  return `${beijingDate(timestamp)} ${hours}:${minutes}`;
}
