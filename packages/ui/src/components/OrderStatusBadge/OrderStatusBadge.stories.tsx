import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES } from '@yaocai/domain/print';
import { OrderStatusBadge } from '@yaocai/ui';
import { frame } from '../../test/decorators';

const meta = {
  title: '订单/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'unpaid' },
  decorators: [frame()],
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {};

export const Paid: Story = { args: { status: 'paid' } };

export const Cancelled: Story = { args: { status: 'cancelled' } };

/** All five side by side, as the order centre's list shows them. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
