import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableSort,
  Field,
  Price,
  Select,
  StatusBadge,
} from '@yaocai/ui';
import { type Key, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

interface Order {
  id: number;
  number: string;
  placedAt: string;
  totalFen: number;
  status: 'unpaid' | 'shipping' | 'done';
}

const statusLabels = { unpaid: '待付款', shipping: '待收货', done: '已完成' };
const statusTones = { unpaid: 'warning', shipping: 'info', done: 'success' } as const;

const columns: DataTableColumn<Order>[] = [
  { key: 'number', header: '订单号', cell: (order) => order.number, rowHeader: true },
  { key: 'placedAt', header: '下单时间', cell: (order) => order.placedAt },
  {
    key: 'total',
    header: '实付金额',
    cell: (order) => <Price priceFen={order.totalFen} size="sm" />,
    align: 'end',
  },
  {
    key: 'status',
    header: '状态',
    cell: (order) => <StatusBadge status={order.status} labels={statusLabels} tones={statusTones} />,
    align: 'center',
  },
];

const orders: Order[] = [
  { id: 1, number: 'YC202611230001', placedAt: '2026-11-23 09:12', totalFen: 1286050, status: 'unpaid' },
  { id: 2, number: 'YC202611220017', placedAt: '2026-11-22 16:40', totalFen: 39800, status: 'shipping' },
  { id: 3, number: 'YC202611180006', placedAt: '2026-11-18 11:05', totalFen: 256000, status: 'done' },
];

const meta = {
  title: '通用/DataTable',
  component: DataTable<Order>,
  args: { caption: '我的订单', columns, rows: orders, rowKey: (order: Order) => order.id },
  decorators: [frame()],
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};

export const Empty: Story = { args: { rows: [], emptyText: '暂无订单，去首页逛逛吧' } };

export const HiddenCaption: Story = { args: { caption: '开票记录', captionHidden: true } };

const sortableColumns = columns.map((column) =>
  column.key === 'status' ? column : { ...column, sortable: true },
);

const sortValue: Record<string, (a: Order, b: Order) => number> = {
  number: (a, b) => a.number.localeCompare(b.number),
  placedAt: (a, b) => a.placedAt.localeCompare(b.placedAt),
  total: (a, b) => a.totalFen - b.totalFen,
};

/** The console's order queue: the app keeps the sort, the filter and the ticked keys. */
function OrderQueue() {
  const [sort, setSort] = useState<DataTableSort | null>({ key: 'placedAt', direction: 'descending' });
  const [status, setStatus] = useState<'all' | Order['status']>('all');
  const [selected, setSelected] = useState<Key[]>([]);
  const shown = orders.filter((order) => status === 'all' || order.status === status);
  const sorted = sort
    ? [...shown].sort((a, b) => {
        const by = sortValue[sort.key]?.(a, b) ?? 0;
        return sort.direction === 'ascending' ? by : -by;
      })
    : shown;
  return (
    <DataTable
      caption="订单队列"
      columns={sortableColumns}
      rows={sorted}
      rowKey={(order) => order.id}
      sort={sort}
      onSortChange={setSort}
      selected={selected}
      onSelectedChange={setSelected}
      selectLabel={(order) => `选择订单 ${order.number}`}
      filters={
        <Field label="订单状态">
          <Select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
            <option value="all">全部</option>
            <option value="unpaid">待付款</option>
            <option value="shipping">待收货</option>
            <option value="done">已完成</option>
          </Select>
        </Field>
      }
      batchActions={
        <Button size="sm" variant="secondary">
          批量导出
        </Button>
      }
    />
  );
}

export const SortFilterSelect: Story = {
  render: () => <OrderQueue />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /下单时间/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('button', { name: '实付金额' }));
    await expect(canvas.getByRole('columnheader', { name: /实付金额/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('YC202611220017');

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择订单 YC202611230001' }));
    const all = canvas.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    await expect(all.indeterminate).toBe(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 1 项');
    await userEvent.click(all);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 3 项');
    await expect(canvas.getByRole('button', { name: '批量导出' })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '订单状态' }), 'done');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'YC202611180006',
    ]);
  },
};
