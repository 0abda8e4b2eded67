/** "45秒" / "3分钟" / "5小时": how long to wait, rounded up, for the 429 messages. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s <= 60) return `${s}秒`;
  if (s <= 3600) return `${Math.ceil(s / 60)}分钟`;
  return `${Math.ceil(s / 3600)}小时`;
}
