import type { Key, ReactNode } from 'react';
import { Caption, EmptyCell, Filters, HiddenCaption, Root, SelectionBar, Table } from './DataTable.styles';
import { RowSelectBox, SelectAllBox } from './SelectBox';
import { SortHeader } from './SortHeader';
import type { DataTableColumn, DataTableSort } from './types';

export interface DataTableProps<Row> {
  /** What the table lists, e.g. 我的订单; every table has a caption. */
  caption: ReactNode;
  /** Show the caption only to screen readers, where a heading above already says it. @default false */
  captionHidden?: boolean;
  /** The columns in order. */
  columns: DataTableColumn<Row>[];
  /** The rows to show, already filtered and sorted by the app (or the server). */
  rows: readonly Row[];
  /** A stable key per row, e.g. its id; selection is kept as these keys. */
  rowKey: (row: Row) => Key;
  /** The one row shown when there are no rows. @default '暂无数据' */
  emptyText?: ReactNode;
  /** The current sort, shown as `aria-sort` on its header; null or omitted when unsorted. */
  sort?: DataTableSort | null;
  /** Called with the next sort when a sortable header is pressed: ascending → descending → unsorted. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Keys of the ticked rows; with `onSelectedChange`, adds a checkbox column and 全选. */
  selected?: readonly Key[];
  /** Called with every ticked key (rows on other pages kept) when a box or 全选 changes. */
  onSelectedChange?: (selected: Key[]) => void;
  /** Accessible name of a row's checkbox. @default `选择 ${rowKey(row)}` */
  selectLabel?: (row: Row) => string;
  /** Filter controls (Field/Select/Input) shown above the table in a group named 筛选. */
  filters?: ReactNode;
  /** Actions on the ticked rows (e.g. 批量通过), shown beside 已选 N 项 while any row is ticked. */
  batchActions?: ReactNode;
}

/**
 * A captioned table of records (orders, companies, audit rows) with column headers and an empty row.
 * Sorting and selection are controlled: the table says what was asked, the app sorts and keeps the keys,
 * so a server-sorted, paged list works the same as a local one.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyText = '暂无数据',
  sort = null,
  onSortChange,
  selected = [],
  onSelectedChange,
  selectLabel = (row) => `选择 ${String(rowKey(row))}`,
  filters,
  batchActions,
}: DataTableProps<Row>) {
  const selecting = onSelectedChange !== undefined;
  const ticked = new Set(selected);
  const pageKeys = rows.map(rowKey);
  const tickedOnPage = pageKeys.filter((key) => ticked.has(key)).length;
  const width = columns.length + (selecting ? 1 : 0);

  const toggleRow = (key: Key, on: boolean) =>
    onSelectedChange?.(on ? [...selected, key] : selected.filter((other) => other !== key));
  const toggleAll = (on: boolean) =>
    onSelectedChange?.(
      on
        ? [...selected, ...pageKeys.filter((key) => !ticked.has(key))]
        : selected.filter((key) => !pageKeys.includes(key)),
    );

  return (
    <Root data-ui="DataTable">
      {filters && (
        <Filters role="group" aria-label="筛选">
          {filters}
        </Filters>
      )}
      {selecting && (
        <SelectionBar>
          <span role="status">已选 {selected.length} 项</span>
          {selected.length > 0 && batchActions}
        </SelectionBar>
      )}
      <Table>
        {captionHidden ? <HiddenCaption>{caption}</HiddenCaption> : <Caption>{caption}</Caption>}
        <thead>
          <tr>
            {selecting && (
              <th scope="col" data-select>
                <SelectAllBox total={pageKeys.length} ticked={tickedOnPage} onChange={toggleAll} />
              </th>
            )}
            {columns.map((column) =>
              column.sortable && onSortChange ? (
                <SortHeader key={column.key} column={column} sort={sort} onSortChange={onSortChange} />
              ) : (
                <th key={column.key} scope="col" data-align={column.align}>
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={width}>{emptyText}</EmptyCell>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              const on = ticked.has(key);
              return (
                <tr key={key} data-state={selecting && on ? 'selected' : undefined}>
                  {selecting && (
                    <td data-select>
                      <RowSelectBox
                        label={selectLabel(row)}
                        checked={on}
                        onChange={(next) => toggleRow(key, next)}
                      />
                    </td>
                  )}
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} scope="row" data-align={column.align}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} data-align={column.align}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </Root>
  );
}

export type { DataTableColumn, DataTableSort, SortDirection } from './types';
