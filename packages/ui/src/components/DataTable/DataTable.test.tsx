import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn, Price } from '../../index';
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
});
