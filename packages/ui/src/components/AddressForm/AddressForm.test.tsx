import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';
import { addressValues } from '../../test/wallet';

// Controls are found by their labels: role queries walk all dozen controls and took seconds under CI-like load.
describe('AddressForm', () => {
  it('submits a landline in its three parts in place of the mobile', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<AddressForm defaultValue={addressValues} onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('固定电话'));
    expect(screen.queryByLabelText(/^手机号码/, { selector: '[type=tel]' })).not.toBeInTheDocument();
    for (const [label, text] of [
      [/^区号/, '020'],
      [/^电话号码/, '87654321'],
      [/^分机号/, '806'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    // Enter in a field submits the form, as a buyer finishing on the keyboard would.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      ...addressValues,
      phoneType: 'landline',
      areaCode: '020',
      landline: '87654321',
      extension: '806',
    });
  });

  it('shows the errors it is given on their fields', () => {
    render(
      <AddressForm
        defaultValue={addressValues}
        onSubmit={() => {}}
        errors={{ mobile: '请输入正确的手机号码', detail: '请填写详细地址' }}
        error="保存失败，请稍后重试"
      />,
    );
    expect(screen.getByLabelText(/^手机号码/, { selector: '[type=tel]' })).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    expect(screen.getByLabelText(/^手机号码/, { selector: '[type=tel]' })).toBeInvalid();
    expect(screen.getByLabelText(/^详细地址/)).toHaveAccessibleDescription(
      '街道、门牌号、楼层等 请填写详细地址',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('保存失败，请稍后重试');
    expect(screen.getByRole('group', { name: '所在地区' })).toContainElement(screen.getByLabelText(/^城市/));
  });

  it('follows a controlled value and reports each change', async () => {
    const onChange = vi.fn();
    const { user } = render(<AddressForm value={addressValues} onChange={onChange} onSubmit={() => {}} />);
    expect(screen.getByLabelText(/^收货人/)).toHaveValue('王建国');
    await user.type(screen.getByLabelText(/^收货人/), '忠');
    expect(onChange).toHaveBeenLastCalledWith({ ...addressValues, consignee: '王建国忠' });
    expect(screen.getByLabelText(/^收货人/)).toHaveValue('王建国');
  });

  it('is read-only and busy while submitting', () => {
    render(<AddressForm defaultValue={addressValues} onSubmit={() => {}} onCancel={() => {}} submitting />);
    expect(screen.getByLabelText(/^收货人/)).toBeDisabled();
    expect(screen.getByRole('button', { name: '保存收货地址' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <AddressForm defaultValue={addressValues} onSubmit={() => {}} errors={{ consignee: '请填写收货人' }} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
