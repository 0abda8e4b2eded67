import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('Checkbox', () => {
  it('is named by its label and ticks when the label is clicked', async () => {
    const onChange = vi.fn();
    const { user } = render(<Checkbox label="记住账号" onChange={onChange} />);
    await user.click(screen.getByText('记住账号'));
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reads its error as the description and is invalid', () => {
    render(<Checkbox label="我已阅读并同意《药采用户协议》" error="请先同意用户协议" />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《药采用户协议》' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('请先同意用户协议');
  });

  it('cannot be ticked when disabled', async () => {
    const { user } = render(<Checkbox label="含税价" disabled />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Checkbox label="只看有货" hint="隐藏缺货商品" defaultChecked />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
