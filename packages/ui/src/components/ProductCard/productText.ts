import { formatFen } from '@yaocai/domain/print';

/** Price as the card and the table show it; visitors see 登录可见 in both. */
export function priceText(priceFen: number | null | undefined, priceHidden: boolean): string {
  if (priceHidden) return '登录可见';
  return priceFen == null ? '暂无报价' : formatFen(priceFen);
}

/** The all-store offer's unit price beside the price (全场折后 ¥12.04); null when none is shown. */
export function storeWideText(
  storeWidePriceFen: number | null | undefined,
  priceHidden: boolean,
): string | null {
  return priceHidden || storeWidePriceFen == null ? null : `全场折后 ${formatFen(storeWidePriceFen)}`;
}

/** Whether the product can't be bought for lack of stock. */
export function isOutOfStock(stock: number): boolean {
  return stock <= 0;
}

/** Stock as a figure with its unit (1200盒), or 缺货. */
export function stockText(stock: number, unit = ''): string {
  return isOutOfStock(stock) ? '缺货' : `${stock}${unit}`;
}
