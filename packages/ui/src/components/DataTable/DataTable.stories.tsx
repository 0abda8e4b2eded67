import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable, type DataTableColumn, Price, StatusBadge } from '@yaocai/ui';
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
