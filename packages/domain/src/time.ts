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
