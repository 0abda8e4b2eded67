/** Timestamps from the server: a 10-digit number is seconds, anything longer is milliseconds (spec §4, §9). */
export function toMillis(timestamp: number | string): number {
  const text = String(timestamp).trim();
  if (!/^\d+$/.test(text)) throw new RangeError(`无效的时间戳: ${timestamp}`);
  const value = Number(text);
  return text.length <= 10 ? value * 1000 : value;
}

/** Current server time in seconds, the unit the common payload carries. */
export function unixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}
