import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvoiceTable } from '@yaocai/ui';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { invoiceRows } from '../../test/invoices';

const meta = {
  title: '发票/InvoiceTable',
  component: InvoiceTable,
  args: { rows: invoiceRows },
  decorators: [frame({ padding: 16, maxWidth: 1200 })],
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An issued invoice reversed in part, its red-letter invoice, and one still 开票中. */
export const Invoices: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '电子发票' });
    const red = within(table).getByRole('row', { name: /26117000000000000031/ });
    await expect(within(red).getByText('-¥48.00')).toHaveAttribute('data-kind', 'red');
    await expect(red).toHaveTextContent('红冲原因：销货退回');
    await expect(red).toHaveTextContent('原发票 26117000000000000018');
    const original = within(table).getByRole('row', { name: /部分红冲/ });
    await userEvent.click(within(original).getByText('明细（3 项）'));
    await expect(within(original).getByText(/运费/)).toBeVisible();
    await expect(
      within(original).getByRole('link', { name: '下载蓝字发票 26117000000000000018' }),
    ).toHaveAttribute('href', '/api/invoice/1/download');
  },
};

/** Only 开票中: no number or date yet. */
export const Issuing: Story = {
  args: { rows: invoiceRows.filter((row) => row.status === 'issuing') },
};

/** A whole invoice reversed (开票有误) and the red-letter invoice that did it. */
export const Reversed: Story = {
  args: {
    rows: [
      { ...(invoiceRows[0] as (typeof invoiceRows)[number]), reason: 'error', amount: '-152.00', lines: [] },
      { ...(invoiceRows[2] as (typeof invoiceRows)[number]), status: 'reversed' },
    ],
  },
};

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], status: 'loading' } };

export const Failed: Story = {
  args: { rows: [], status: 'error', errorText: '发票加载失败，请重试', onRetry: () => {} },
};
