import type { Key, ReactNode } from 'react';
import { Caption, EmptyCell, HiddenCaption, Table } from './DataTable.styles';

/** One column: its header and how a row fills its cell. */
export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Header text, e.g. 订单号. */
  header: ReactNode;
  /** The cell of one row. */
  cell: (row: Row) => ReactNode;
  /** Text alignment; amounts and quantities align to the end. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** This column names the row (e.g. the order number): its cells are row headers. @default false */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists, e.g. 我的订单; every table has a caption. */
  caption: ReactNode;
  /** Show the caption only to screen readers, where a heading above already says it. @default false */
  captionHidden?: boolean;
  /** The columns in order. */
  columns: DataTableColumn<Row>[];
  /** The rows to show. */
  rows: readonly Row[];
  /** A stable key per row, e.g. its id. */
  rowKey: (row: Row) => Key;
  /** The one row shown when there are no rows. @default '暂无数据' */
  emptyText?: ReactNode;
}

/** A captioned table of records (orders, invoices, applications) with column headers and an empty row. */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyText = '暂无数据',
}: DataTableProps<Row>) {
  return (
    <Table data-ui="DataTable">
      {captionHidden ? <HiddenCaption>{caption}</HiddenCaption> : <Caption>{caption}</Caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-align={column.align}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <EmptyCell colSpan={columns.length}>{emptyText}</EmptyCell>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
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
          ))
        )}
      </tbody>
    </Table>
  );
}
