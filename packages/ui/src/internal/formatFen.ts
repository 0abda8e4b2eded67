/**
 * Formats integer fen as a price: 1250 → '¥12.50'. Integer arithmetic only, like `fenToYuan` in
 * @yaocai/domain, which is a dev-only dependency of this package and so cannot be imported at runtime.
 */
export function formatFen(fen: number): string {
  const whole = Math.trunc(fen);
  const abs = Math.abs(whole);
  const cents = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}¥${Math.floor(abs / 100)}.${cents}`;
}
