import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker } from '../../index';
import { axeViolations } from '../../test/axe';
import { paymentMethods } from '../../test/orders';
import { render, screen } from '../../test/render';

describe('PaymentMethodPicker', () => {
  it('is a named radio group whose disabled option says why', () => {
    render(<PaymentMethodPicker methods={paymentMethods} />);
    expect(screen.getByRole('group', { name: '选择支付方式' })).toBeInTheDocument();
    const balance = screen.getByRole('radio', { name: '余额支付' });
    expect(balance).toBeDisabled();
    expect(balance).toHaveAccessibleDescription('可用余额 ¥1200.00余额不足');
  });

  it('chooses by click and by arrow keys, skipping the disabled method', async () => {
    const onValueChange = vi.fn();
    const { user } = render(<PaymentMethodPicker methods={paymentMethods} onValueChange={onValueChange} />);
    await user.click(screen.getByText('对公转账'));
    expect(screen.getByRole('radio', { name: '对公转账' })).toBeChecked();
    // From the last option the arrow wraps past the disabled balance to credit.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '账期支付' })).toBeChecked();
    await user.click(screen.getByText('余额支付'));
    expect(onValueChange.mock.calls).toEqual([['transfer'], ['credit']]);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<PaymentMethodPicker methods={paymentMethods} value="credit" />);
    expect(screen.getByRole('radio', { name: '账期支付' })).toBeChecked();
    rerender(<PaymentMethodPicker methods={paymentMethods} value="transfer" />);
    expect(screen.getByRole('radio', { name: '对公转账' })).toBeChecked();
  });

  it('says so when no method is offered', () => {
    render(<PaymentMethodPicker methods={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无可用的支付方式');
  });

  it('has no axe violations', async () => {
    const { container } = render(<PaymentMethodPicker methods={paymentMethods} defaultValue="credit" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
