import { type Key, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableSort, Price } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, within } from '../../test/render';

interface Order {
  id: number;
  number: string;
  totalFen: number;
  status: string;
}

const columns: DataTableColumn<Order>[] = [
  { key: 'number', header: '订单号', cell: (order) => order.number, rowHeader: true },
  { key: 'total', header: '实付金额', cell: (order) => <Price priceFen={order.totalFen} />, align: 'end' },
  { key: 'status', header: '状态', cell: (order) => order.status },
];

const orders: Order[] = [
  { id: 1, number: 'YC202611230001', totalFen: 1286050, status: '待发货' },
  { id: 2, number: 'YC202611220017', totalFen: 39800, status: '已完成' },
];

const sortable = columns.map((column) => (column.key === 'status' ? column : { ...column, sortable: true }));

/** The app's side: keeps the sort and orders the rows by it. */
function SortedOrders({ rows = orders }: { rows?: Order[] }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const by = sort.key === 'total' ? a.totalFen - b.totalFen : a.number.localeCompare(b.number);
        return sort.direction === 'ascending' ? by : -by;
      })
    : rows;
  return (
    <DataTable
      caption="订单"
      columns={sortable}
      rows={sorted}
      rowKey={(order) => order.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

const more: Order[] = [...orders, { id: 3, number: 'YC202611180006', totalFen: 256000, status: '已完成' }];

function SelectableOrders({
  rows = more,
  initial = [],
  onChange,
}: {
  rows?: Order[];
  initial?: Key[];
  onChange?: (keys: Key[]) => void;
}) {
  const [selected, setSelected] = useState<Key[]>(initial);
  return (
    <DataTable
      caption="待审核订单"
      columns={columns}
      rows={rows}
      rowKey={(order) => order.id}
      selectLabel={(order) => `选择订单 ${order.number}`}
      selected={selected}
      onSelectedChange={(keys) => {
        setSelected(keys);
        onChange?.(keys);
      }}
      batchActions={<button type="button">批量发货</button>}
    />
  );
}

describe('DataTable', () => {
  it('is a table named by its caption with a header per column', () => {
    render(<DataTable caption="我的订单" columns={columns} rows={orders} rowKey={(order) => order.id} />);
    const table = screen.getByRole('table', { name: '我的订单' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['订单号', '实付金额', '状态']);
  });

  it('fills a row per record, the named column as its row header', () => {
    render(<DataTable caption="我的订单" columns={columns} rows={orders} rowKey={(order) => order.id} />);
    const row = screen.getByRole('row', { name: /YC202611230001/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('YC202611230001');
    expect(row).toHaveTextContent('¥12860.50');
    expect(row).toHaveTextContent('待发货');
  });

  it('says so in one row when there are no records', () => {
    render(
      <DataTable
        caption="我的订单"
        columns={columns}
        rows={[]}
        rowKey={(order) => order.id}
        emptyText="暂无订单"
      />,
    );
    const cell = screen.getByRole('cell', { name: '暂无订单' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('keeps a hidden caption as the table’s name', () => {
    render(
      <DataTable
        caption="开票记录"
        captionHidden
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
      />,
    );
    expect(screen.getByRole('table', { name: '开票记录' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <DataTable caption="我的订单" columns={columns} rows={orders} rowKey={(order) => order.id} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('sorting', () => {
    const numbers = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

    it('asks for ascending, then descending, then no sort, and marks the sorted header with aria-sort', async () => {
      const { user } = render(<SortedOrders />);
      const total = () => screen.getByRole('columnheader', { name: '实付金额' });
      expect(total()).not.toHaveAttribute('aria-sort');

      await user.click(screen.getByRole('button', { name: '实付金额' }));
      expect(total()).toHaveAttribute('aria-sort', 'ascending');
      expect(numbers()).toEqual(['YC202611220017', 'YC202611230001']);

      await user.click(screen.getByRole('button', { name: '实付金额' }));
      expect(total()).toHaveAttribute('aria-sort', 'descending');
      expect(numbers()).toEqual(['YC202611230001', 'YC202611220017']);

      await user.click(screen.getByRole('button', { name: '实付金额' }));
      expect(total()).not.toHaveAttribute('aria-sort');
    });

    it('moves the sort to another column, starting ascending, with aria-sort on that header only', async () => {
      const { user } = render(<SortedOrders />);
      await user.click(screen.getByRole('button', { name: '实付金额' }));
      await user.click(screen.getByRole('button', { name: '订单号' }));
      expect(screen.getByRole('columnheader', { name: '订单号' })).toHaveAttribute('aria-sort', 'ascending');
      expect(screen.getByRole('columnheader', { name: '实付金额' })).not.toHaveAttribute('aria-sort');
    });

    it('keeps plain headers without onSortChange, and leaves unsortable columns plain', () => {
      render(<DataTable caption="订单" columns={sortable} rows={orders} rowKey={(order) => order.id} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      render(
        <DataTable
          caption="订单2"
          columns={sortable}
          rows={orders}
          rowKey={(order) => order.id}
          onSortChange={() => {}}
        />,
      );
      const table = screen.getByRole('table', { name: '订单2' });
      expect(
        within(table)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['订单号↕', '实付金额↕']);
    });
  });

  describe('selection', () => {
    it('ticks a row by its named box and counts the ticked rows', async () => {
      const onChange = vi.fn();
      const { user } = render(<SelectableOrders onChange={onChange} />);
      expect(screen.getByRole('status')).toHaveTextContent('已选 0 项');
      expect(screen.queryByRole('button', { name: '批量发货' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: '选择订单 YC202611220017' }));
      expect(onChange).toHaveBeenLastCalledWith([2]);
      expect(screen.getByRole('status')).toHaveTextContent('已选 1 项');
      expect(screen.getByRole('button', { name: '批量发货' })).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: '选择订单 YC202611220017' }));
      expect(onChange).toHaveBeenLastCalledWith([]);
    });

    it('shows 全选 indeterminate while some rows are ticked, then ticks them all and unticks them all', async () => {
      const onChange = vi.fn();
      const { user } = render(<SelectableOrders initial={[2]} onChange={onChange} />);
      const all = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
      expect(all).not.toBeChecked();
      expect(all.indeterminate).toBe(true);

      await user.click(all);
      expect(onChange).toHaveBeenLastCalledWith([2, 1, 3]);
      expect(all).toBeChecked();
      expect(all.indeterminate).toBe(false);
      for (const box of screen.getAllByRole('checkbox', { name: /^选择订单/ })) expect(box).toBeChecked();

      await user.click(all);
      expect(onChange).toHaveBeenLastCalledWith([]);
      expect(all.indeterminate).toBe(false);
    });

    it('keeps the keys of rows on other pages when 全选 changes this page', async () => {
      const onChange = vi.fn();
      const { user } = render(<SelectableOrders rows={orders} initial={[99]} onChange={onChange} />);
      await user.click(screen.getByRole('checkbox', { name: '全选' }));
      expect(onChange).toHaveBeenLastCalledWith([99, 1, 2]);
      await user.click(screen.getByRole('checkbox', { name: '全选' }));
      expect(onChange).toHaveBeenLastCalledWith([99]);
    });

    it('turns 全选 off and widens the empty row when there are no rows', () => {
      render(<SelectableOrders rows={[]} />);
      expect(screen.getByRole('checkbox', { name: '全选' })).toBeDisabled();
      expect(screen.getByRole('cell', { name: '暂无数据' })).toHaveAttribute('colspan', '4');
    });
  });

  it('puts the filters above the table in a group named 筛选', () => {
    render(
      <DataTable
        caption="订单"
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        filters={
          <label>
            订单状态
            <select>
              <option>全部</option>
            </select>
          </label>
        }
      />,
    );
    expect(
      within(screen.getByRole('group', { name: '筛选' })).getByRole('combobox', { name: '订单状态' }),
    ).toBeInTheDocument();
  });

  it('has no axe violations while sorted and partly selected', async () => {
    const { container } = render(
      <DataTable
        caption="待审核订单"
        columns={columns.map((column) => ({ ...column, sortable: true }))}
        rows={orders}
        rowKey={(order) => order.id}
        sort={{ key: 'total', direction: 'descending' }}
        onSortChange={() => {}}
        selected={[1]}
        onSelectedChange={() => {}}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
