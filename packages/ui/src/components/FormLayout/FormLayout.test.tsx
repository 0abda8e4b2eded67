import { describe, expect, it, vi } from 'vitest';
import { Button, Field, FormLayout, FormSection, FormWide, Input, Select } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, within } from '../../test/render';

function GoodsForm(props: Partial<Parameters<typeof FormLayout>[0]>) {
  return (
    <FormLayout
      title="编辑商品"
      description="保存后将清除该商品的缓存"
      actions={
        <>
          <Button type="submit">保存</Button>
          <Button variant="secondary">取消</Button>
        </>
      }
      {...props}
    >
      <Field label="通用名" required>
        <Input defaultValue="阿莫西林胶囊" />
      </Field>
      <Field label="规格">
        <Input defaultValue="0.25g×24粒" />
      </Field>
      <FormSection title="价格与库存">
        <Field label="供货价（元）" error={props.error ? '请输入供货价' : undefined}>
          <Input defaultValue="12.50" inputMode="decimal" />
        </Field>
        <Field label="管制类别">
          <Select defaultValue="none">
            <option value="none">非管制</option>
            <option value="ephedrine">含麻黄碱类复方制剂</option>
          </Select>
        </Field>
      </FormSection>
      <FormWide>
        <Field label="备注">
          <Input />
        </Field>
      </FormWide>
    </FormLayout>
  );
}

describe('FormLayout', () => {
  it('is a form named by its heading and described by its description, with its fields labelled', () => {
    render(<GoodsForm />);
    const form = screen.getByRole('form', { name: '编辑商品' });
    expect(form).toHaveAccessibleDescription('保存后将清除该商品的缓存');
    expect(within(form).getByRole('heading', { name: '编辑商品' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /通用名/ })).toHaveValue('阿莫西林胶囊');
    expect(within(form).getByRole('textbox', { name: /通用名/ })).toBeRequired();
  });

  it('groups a section’s fields under its legend', () => {
    render(<GoodsForm />);
    const section = screen.getByRole('group', { name: '价格与库存' });
    expect(within(section).getByRole('combobox', { name: '管制类别' })).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: /通用名/ })).not.toBeInTheDocument();
  });

  it('submits without the browser’s own submission, even with a required field empty', async () => {
    const onSubmit = vi.fn((event: { defaultPrevented: boolean }) => event.defaultPrevented);
    const { user } = render(<GoodsForm onSubmit={onSubmit} />);
    await user.clear(screen.getByRole('textbox', { name: /通用名/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.results[0]?.value).toBe(true);
  });

  it('turns the fields off and marks the form busy while submitting', () => {
    render(<GoodsForm submitting />);
    const form = screen.getByRole('form', { name: '编辑商品' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(within(form).getByRole('textbox', { name: /通用名/ })).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: '管制类别' })).toBeDisabled();
  });

  it('announces a form-level error as an alert', () => {
    render(<GoodsForm error="保存失败：商品已下架" />);
    expect(screen.getByRole('alert')).toHaveTextContent('保存失败：商品已下架');
  });

  it('has no axe violations, with an error shown', async () => {
    const { container } = render(<GoodsForm error="保存失败：商品已下架" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
