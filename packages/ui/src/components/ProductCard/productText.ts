import { formatFen } from '@yaocai/domain/print';

/** Price as the card and the table show it; visitors see 登录可见 in both. */
export function priceText(priceFen: number | null | undefined, priceHidden: boolean): string {
  if (priceHidden) return '登录可见';
  return priceFen == null ? '暂无报价' : formatFen(priceFen);
}

/** Whether the product can't be bought for lack of stock. */
export function isOutOfStock(stock: number): boolean {
  return stock <= 0;
}

/** Stock as a figure with its unit (1200盒), or 缺货. */
export function stockText(stock: number, unit = ''): string {
  return isOutOfStock(stock) ? '缺货' : `${stock}${unit}`;
}
