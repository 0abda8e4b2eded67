import type { Meta, StoryObj } from '@storybook/react-vite';
import { LedgerTable } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { ledgerRows } from '../../test/wallet';

const meta = {
  title: '钱包/LedgerTable',
  component: LedgerTable,
  args: { rows: ledgerRows },
  decorators: [frame({ padding: 16, maxWidth: 1200 })],
} satisfies Meta<typeof LedgerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '余额明细' });
    await expect(within(table).getByText('+¥4000.00')).toBeInTheDocument();
  },
};

/** /zqgl: the credit ledger, the running figure being the used credit. */
export const Credit: Story = {
  args: {
    caption: '账期明细',
    balanceHeader: '已用额度',
    rows: [
      {
        id: 2,
        at: '2026-11-23 09:05',
        typeLabel: '账期还款',
        amount: '-2928.00',
        balanceAfter: '0.00',
        remark: '余额还款',
      },
      {
        id: 1,
        at: '2026-11-10 14:30',
        typeLabel: '账期支付',
        amount: '2928.00',
        balanceAfter: '2928.00',
        orderSn: 'YC202611100003',
      },
    ],
  },
};

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], status: 'loading' } };

export const Failed: Story = { args: { rows: [], status: 'error', onRetry: () => {} } };
