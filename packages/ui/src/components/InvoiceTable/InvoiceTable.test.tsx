import { describe, expect, it, vi } from 'vitest';
import { InvoiceTable } from '../../index';
import { axeViolations } from '../../test/axe';
import { invoiceRows } from '../../test/invoices';
import { render, screen, within } from '../../test/render';

describe('InvoiceTable', () => {
  it('shows each invoice and red-letter invoice with its number, date, signed amount and status', () => {
    render(<InvoiceTable rows={invoiceRows} />);
    const table = screen.getByRole('table', { name: '电子发票' });
    const red = within(table).getByRole('row', { name: /26117000000000000031/ });
    expect(red).toHaveTextContent('电子增值税专用发票红字发票红冲原因：销货退回原发票 26117000000000000018');
    expect(within(red).getByText('-¥48.00')).toHaveAttribute('data-kind', 'red');
    expect(within(red).getByText('已开票')).toHaveAttribute('data-status', 'issued');
    const waiting = within(table).getByRole('row', { name: /YC20261124101500000140/ });
    expect(within(waiting).getByText('开票中')).toBeInTheDocument();
    // No number or date yet: a dash, never an empty cell.
    expect(within(waiting).getAllByText('—')).toHaveLength(2);
    expect(within(table).getByText('部分红冲')).toBeInTheDocument();
  });

  it('folds out the lines and links each PDF', async () => {
    const { user } = render(<InvoiceTable rows={invoiceRows} />);
    const row = screen.getByRole('row', { name: /部分红冲/ });
    await user.click(within(row).getByText('明细（3 项）'));
    expect(within(row).getByText(/阿莫西林胶囊 0.25g\*24粒 × 5盒/)).toBeVisible();
    expect(within(row).getByRole('link', { name: '下载蓝字发票 26117000000000000018' })).toHaveAttribute(
      'href',
      '/api/invoice/1/download',
    );
  });

  it('says 暂无发票 without invoices, and shows loading and failure with a retry instead of the table', async () => {
    const retry = vi.fn();
    const { rerender, user } = render(<InvoiceTable rows={[]} />);
    expect(screen.getByRole('cell', { name: '暂无发票' })).toBeInTheDocument();
    rerender(<InvoiceTable rows={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    rerender(<InvoiceTable rows={[]} status="error" errorText="发票加载失败" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('发票加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<InvoiceTable rows={invoiceRows} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
