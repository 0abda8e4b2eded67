import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderTimeline } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { cancelledHistory, shippedHistory } from '../../test/orders';

const meta = {
  title: '订单/OrderTimeline',
  component: OrderTimeline,
  args: { entries: shippedHistory },
  decorators: [frame({ padding: 16, maxWidth: 480 })],
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('商家发货').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};

export const JustPlaced: Story = { args: { entries: shippedHistory.slice(0, 1) } };

export const Completed: Story = {
  args: {
    entries: [...shippedHistory, { status: 'completed', at: '2026-11-26 15:30', note: '买家确认收货' }],
  },
};

export const Cancelled: Story = { args: { entries: cancelledHistory } };

export const NoHistory: Story = { args: { entries: [] } };
