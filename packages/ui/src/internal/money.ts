/**
 * Formats an integer amount of fen (1 yuan = 100 fen) as yuan with the ¥ sign: 1250 → '¥12.50'.
 * Mirrors `fenToYuan` in @yaocai/domain, which the published library does not depend on. A stray
 * fraction of a fen is rounded down, as all money is (spec §9).
 */
export function formatFen(fen: number): string {
  const whole = Math.floor(fen);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
