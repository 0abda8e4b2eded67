import { formatFen, yuanToFen } from '@yaocai/domain/money';

/**
 * The cart components take amounts as the wire's yuan strings ("1234.50", priced by the server) so the
 * app maps `cartState` without converting; shown through `formatFen`, the product's one price
 * formatter, they read exactly as `Price` does ("¥1234.50", "-¥0.05").
 */
export function formatYuan(yuan: string): string {
  return formatFen(yuanToFen(yuan));
}

/** True for "0.00", "0", "-0.00": the amount is nothing (no fee, no discount). */
export function isZeroYuan(yuan: string): boolean {
  return yuanToFen(yuan) === 0;
}
