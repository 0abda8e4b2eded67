import { describe, expect, it } from 'vitest';
import { LedgerTable } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, within } from '../../test/render';
import { ledgerRows } from '../../test/wallet';

describe('LedgerTable', () => {
  it('shows each entry with a signed amount, the balance after it and its order', () => {
    render(<LedgerTable rows={ledgerRows} />);
    const table = screen.getByRole('table', { name: '余额明细' });
    const paid = within(table).getByRole('row', { name: /2026-11-23 09:00/ });
    expect(paid).toHaveTextContent('订单支付-¥2928.00¥1200.00YC202611230001');
    expect(within(paid).getByText('-¥2928.00')).toHaveAttribute('data-direction', 'out');
    const refund = within(table).getByRole('row', { name: /2026-11-21 16:00/ });
    expect(within(refund).getByText('+¥128.00')).toHaveAttribute('data-direction', 'in');
    expect(getComputedStyle(within(paid).getByText('-¥2928.00')).color).not.toBe(
      getComputedStyle(within(refund).getByText('+¥128.00')).color,
    );
  });

  it('says 暂无记录 without entries, and shows loading and failure instead of the table', () => {
    const { rerender } = render(<LedgerTable rows={[]} />);
    expect(screen.getByRole('cell', { name: '暂无记录' })).toBeInTheDocument();
    rerender(<LedgerTable rows={[]} status="error" errorText="网络异常" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<LedgerTable rows={ledgerRows} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
