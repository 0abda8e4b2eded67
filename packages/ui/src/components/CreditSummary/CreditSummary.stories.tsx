import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditSummary } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '钱包/CreditSummary',
  component: CreditSummary,
  args: { limit: '50000.00', used: '18500.50', available: '31499.50', billingDay: 10 },
  decorators: [frame({ padding: 16, maxWidth: 720 })],
} satisfies Meta<typeof CreditSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InGoodStanding: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: '已用额度占比' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
  },
};

export const Overdue: Story = {
  args: {
    used: '48000.00',
    available: '2000.00',
    overdue: '3200.00',
    repayAction: <a href="/zqgl">立即还款</a>,
  },
};

export const FullyUsed: Story = { args: { used: '50000.00', available: '0.00', billingDay: 25 } };

export const NotOpened: Story = { args: { limit: '0.00', used: '0.00', available: '0.00' } };
