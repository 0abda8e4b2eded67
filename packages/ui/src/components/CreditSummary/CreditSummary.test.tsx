import { describe, expect, it } from 'vitest';
import { CreditSummary } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const credit = { limit: '50000.00', used: '18500.50', available: '31499.50', billingDay: 10 };

function figure(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('CreditSummary', () => {
  it('shows limit, used and available, the billing day and the share in use', () => {
    render(<CreditSummary {...credit} />);
    expect(figure('授信额度')).toBe('¥50000.00');
    expect(figure('已用额度')).toBe('¥18500.50');
    expect(figure('可用额度')).toBe('¥31499.50');
    expect(screen.getByText('每月10日出账')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '已用额度占比' })).toHaveAttribute('aria-valuenow', '37');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns while an amount is overdue, with the repay action', () => {
    render(<CreditSummary {...credit} overdue="3200.00" repayAction={<a href="/zqgl">立即还款</a>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('逾期 ¥3200.00，请尽快还款立即还款');
  });

  it('reads a limit used beyond itself as full, and no limit as not opened', () => {
    const { rerender } = render(<CreditSummary {...credit} limit="10000.00" available="0.00" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    rerender(<CreditSummary limit="0.00" used="0.00" available="0.00" billingDay={10} />);
    expect(screen.getByRole('status')).toHaveTextContent('未开通账期');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CreditSummary {...credit} overdue="3200.00" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
