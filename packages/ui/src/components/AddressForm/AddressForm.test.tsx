import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';
import { addressValues } from '../../test/wallet';

describe('AddressForm', () => {
  it('submits a landline in its three parts in place of the mobile', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<AddressForm defaultValue={addressValues} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '固定电话' }));
    expect(screen.queryByRole('textbox', { name: '手机号码' })).not.toBeInTheDocument();
    for (const [name, text] of [
      ['区号', '020'],
      ['电话号码', '87654321'],
      ['分机号', '806'],
    ]) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text as string);
    }
    await user.click(screen.getByRole('checkbox', { name: '设为默认地址' }));
    await user.click(screen.getByRole('button', { name: '保存收货地址' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...addressValues,
      phoneType: 'landline',
      areaCode: '020',
      landline: '87654321',
      extension: '806',
      isDefault: false,
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
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    expect(screen.getByRole('textbox', { name: '手机号码' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveAccessibleDescription(
      '街道、门牌号、楼层等 请填写详细地址',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('保存失败，请稍后重试');
  });

  it('follows a controlled value and reports each change', async () => {
    const onChange = vi.fn();
    const { user } = render(<AddressForm value={addressValues} onChange={onChange} onSubmit={() => {}} />);
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveValue('王建国');
    await user.type(screen.getByRole('textbox', { name: '收货人' }), '忠');
    expect(onChange).toHaveBeenLastCalledWith({ ...addressValues, consignee: '王建国忠' });
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveValue('王建国');
  });

  it('is read-only and busy while submitting', () => {
    render(<AddressForm defaultValue={addressValues} onSubmit={() => {}} onCancel={() => {}} submitting />);
    expect(screen.getByRole('textbox', { name: '收货人' })).toBeDisabled();
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
