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

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch milliseconds as the Beijing calendar date: "2026-01-15". */
function beijingDay(ms: number): string {
  const beijing = new Date(ms + BEIJING_OFFSET_MS);
  const month = String(beijing.getUTCMonth() + 1).padStart(2, '0');
  const day = String(beijing.getUTCDate()).padStart(2, '0');
  return `${beijing.getUTCFullYear()}-${month}-${day}`;
}

/** A server timestamp (seconds or milliseconds) as the Beijing calendar date buyers read: "2026-01-15". */
export function beijingDate(timestamp: number | string): string {
  return beijingDay(toMillis(timestamp));
}

/**
 * The Beijing calendar date of a moment in epoch milliseconds (now by default): certificates expire, bills fall
 * due and draw chances are granted by whole Beijing days.
 */
export function beijingToday(nowMs: number = Date.now()): string {
  return beijingDay(nowMs);
}

/** The instant (epoch milliseconds) a Beijing calendar date ("2026-01-15") begins: its 00:00 in Beijing. */
export function beijingMidnight(day: string): number {
  const utcMidnight = DAY_PATTERN.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== day)
    throw new RangeError(`无效的日期: ${day}`);
  return utcMidnight - BEIJING_OFFSET_MS;
}

/** The Beijing day around a moment: its date and the instants (epoch ms) it starts and ends (exclusive). */
export function beijingDayBounds(nowMs: number = Date.now()): { day: string; start: number; end: number } {
  const day = beijingDay(nowMs);
  const start = beijingMidnight(day);
  return { day, start, end: start + DAY_MS };
}

/** A server timestamp as the Beijing date and minute buyers read on orders and ledgers: "2026-01-15 09:05". */
export function beijingDateTime(timestamp: number | string): string {
  const beijing = new Date(toMillis(timestamp) + BEIJING_OFFSET_MS);
  const hours = String(beijing.getUTCHours()).padStart(2, '0');
  const minutes = String(beijing.getUTCMinutes()).padStart(2, '0');
  return `${beijingDate(timestamp)} ${hours}:${minutes}`;
}

/** `YYYY-MM-DD HH:mm` (or with a `T`), a Beijing wall-clock time as an operator reads it off the carrier. */
export const BEIJING_MINUTE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** Epoch ms of a `BEIJING_MINUTE` text; NaN when it names no real minute (2026-02-30). */
export function beijingMinuteToMs(text: string): number {
  const match = BEIJING_MINUTE.exec(text);
  if (!match) return Number.NaN;
  const ms = Date.parse(`${match[1]}T${match[2]}:00+08:00`);
  if (Number.isNaN(ms)) return ms;
  // Date.parse rolls 02-30 over to 03-02; a real date reads back the same.
  const back = new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
  return back === `${match[1]} ${match[2]}` ? ms : Number.NaN;
}
