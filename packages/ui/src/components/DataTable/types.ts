import type { ReactNode } from 'react';

/** One column: its header and how a row fills its cell. */
export interface DataTableColumn<Row> {
  /** Stable key of the column; also the key a sort names. */
  key: string;
  /** Header text, e.g. 订单号. */
  header: ReactNode;
  /** The cell of one row. */
  cell: (row: Row) => ReactNode;
  /** Text alignment; amounts and quantities align to the end. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** This column names the row (e.g. the order number): its cells are row headers. @default false */
  rowHeader?: boolean;
  /** The header is a button that asks for a sort by this column (needs `onSortChange`). @default false */
  sortable?: boolean;
}

/** The `aria-sort` words, so the state the app keeps is the one the header announces. */
export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface DataTableSort {
  /** The column's `key`. */
  key: string;
  /** Which way. */
  direction: SortDirection;
}
