import { describe, expect, it } from 'vitest';
import { Field, Input, Select } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('Field', () => {
  it('names the input by its label and describes it by its hint', () => {
    render(
      <Field label="手机号码" hint="11 位手机号，用于接收订单短信">
        <Input type="tel" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '手机号码' });
    expect(input).toHaveAccessibleDescription('11 位手机号，用于接收订单短信');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads the error with the hint', () => {
    render(
      <Field label="手机号码" hint="11 位手机号" error="请输入正确的手机号码">
        <Input type="tel" defaultValue="1380013" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '手机号码' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('11 位手机号 请输入正确的手机号码');
  });

  it('makes a required control required and keeps the mark out of its name', () => {
    render(
      <Field label="收货人" required>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: '收货人' })).toBeRequired();
  });

  it('labels a select the same way', async () => {
    const { user } = render(
      <Field label="发票类型" error="请选择发票类型">
        <Select defaultValue="">
          <option value="" disabled>
            请选择
          </option>
          <option value="normal">增值税普通发票</option>
          <option value="special">增值税专用发票</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: '发票类型' });
    expect(select).toHaveAccessibleDescription('请选择发票类型');
    await user.selectOptions(select, '增值税专用发票');
    expect(select).toHaveValue('special');
  });

  it('leaves a control outside a Field as given', () => {
    render(<Input aria-label="搜索商品" />);
    expect(screen.getByRole('textbox', { name: '搜索商品' })).not.toHaveAttribute('aria-describedby');
  });

  it('has no axe violations with and without an error', async () => {
    const { container } = render(
      <>
        <Field label="企业名称" hint="与营业执照一致" required>
          <Input defaultValue="仁心大药房" />
        </Field>
        <Field label="采购员手机" error="请输入正确的手机号码">
          <Input type="tel" />
        </Field>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
