import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Field, FormLayout, FormSection, FormWide, Input, Select } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '运营后台/FormLayout',
  component: FormLayout,
  args: {
    title: '编辑商品 · 阿莫西林胶囊',
    description: '保存后将清除该商品的列表与详情缓存',
    onSubmit: fn(),
    actions: (
      <>
        <Button type="submit">保存</Button>
        <Button variant="secondary">取消</Button>
      </>
    ),
    children: (
      <>
        <Field label="通用名" required>
          <Input defaultValue="阿莫西林胶囊" />
        </Field>
        <Field label="规格" required>
          <Input defaultValue="0.25g×24粒" />
        </Field>
        <Field label="生产厂家" required>
          <Input defaultValue="华北制药股份有限公司" />
        </Field>
        <Field label="批准文号" required hint="国药准字 + 字母 + 8 位数字">
          <Input defaultValue="国药准字H13023964" />
        </Field>
        <FormSection title="价格与库存">
          <Field label="供货价（元）" required>
            <Input defaultValue="12.50" inputMode="decimal" />
          </Field>
          <Field label="中包装数量" hint="采购数量按中包装递增">
            <Input defaultValue="10" inputMode="numeric" />
          </Field>
          <Field label="广州仓库存（盒）">
            <Input defaultValue="1200" inputMode="numeric" />
          </Field>
          <Field label="上架状态">
            <Select defaultValue="on">
              <option value="on">上架</option>
              <option value="off">下架</option>
            </Select>
          </Field>
        </FormSection>
        <FormSection title="监管信息">
          <Field label="管制类别">
            <Select defaultValue="none">
              <option value="none">非管制</option>
              <option value="ephedrine">含麻黄碱类复方制剂</option>
              <option value="psychotropic2">第二类精神药品</option>
            </Select>
          </Field>
          <Field label="经营范围分类">
            <Select defaultValue="antibiotic">
              <option value="antibiotic">抗生素制剂</option>
              <option value="chemical">化学药制剂</option>
              <option value="tcm">中成药</option>
            </Select>
          </Field>
        </FormSection>
        <FormWide>
          <Field label="备注" hint="仅运营可见">
            <Input defaultValue="2026 年 12 月起换新包装" />
          </Field>
        </FormWide>
      </>
    ),
  },
  decorators: [frame({ padding: 16, maxWidth: 720 })],
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditGoods: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: '编辑商品 · 阿莫西林胶囊' });
    const price = within(form).getByRole('textbox', { name: /供货价/ });
    await userEvent.clear(price);
    await userEvent.type(price, '11.80');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = { args: { submitting: true } };

export const ServerError: Story = { args: { error: '保存失败：该商品正在参加秒杀活动，价格不可修改' } };

export const OneColumn: Story = { args: { columns: 1 } };
