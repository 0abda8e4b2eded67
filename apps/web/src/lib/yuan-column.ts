import { formatYuan } from '@yaocai/domain/print';

/** A right-aligned table column that prints a wire yuan amount of each row (`"12.5"` → `¥12.50`). */
export function yuanColumn<Row>(key: string, header: string, amount: (row: Row) => string) {
  return { key, header, align: 'end' as const, cell: (row: Row) => formatYuan(amount(row)) };
}
