/** The `aria-sort` words, so the state the app keeps is the one the header announces. */
export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface DataTableSort {
  /** The column's `key`. */
  key: string;
  /** Which way. */
  direction: SortDirection;
}
