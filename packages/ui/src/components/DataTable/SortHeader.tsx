import { SortButton, SortMark } from './DataTable.styles';
import type { DataTableColumn, DataTableSort } from './types';

const marks = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** The sort a press asks for: a new column starts ascending, then descending, then unsorted. */
export function nextSort(sort: DataTableSort | null, key: string): DataTableSort | null {
  if (sort?.key !== key) return { key, direction: 'ascending' };
  return sort.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

interface SortHeaderProps<Row> {
  column: DataTableColumn<Row>;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
}

/**
 * A sortable column header: a button inside the `th` (the APG sortable-table pattern), with `aria-sort`
 * on the header of the sorted column only.
 */
export function SortHeader<Row>({ column, sort, onSortChange }: SortHeaderProps<Row>) {
  const direction = sort?.key === column.key ? sort.direction : undefined;
  return (
    <th scope="col" data-align={column.align} aria-sort={direction}>
      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, column.key))}>
        {column.header}
        <SortMark aria-hidden="true" data-state={direction ?? 'none'}>
          {marks[direction ?? 'none']}
        </SortMark>
      </SortButton>
    </th>
  );
}
