import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, Input, Select } from '@yaocai/ui';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '表单/Field',
  component: Field,
  args: { label: '手机号码', hint: '11 位手机号，用于接收订单短信', children: <Input type="tel" /> },
  decorators: [frame({ padding: 16, maxWidth: 360 })],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '手机号码' });
    await userEvent.type(input, '13800138000');
    await expect(input).toHaveValue('13800138000');
  },
};

export const Invalid: Story = {
  args: { error: '请输入正确的手机号码', children: <Input type="tel" defaultValue="1380013" /> },
};

export const Required: Story = {
  args: { label: '企业名称', hint: '与营业执照一致', required: true, children: <Input /> },
};

export const Disabled: Story = {
  args: { label: '登录账号', hint: '账号不可修改', children: <Input defaultValue="rxdyf2024" disabled /> },
};

export const WithSelect: Story = {
  args: {
    label: '发票类型',
    hint: '专用发票需先上传一般纳税人证明',
    children: (
      <Select defaultValue="normal">
        <option value="normal">增值税普通发票</option>
        <option value="special">增值税专用发票</option>
      </Select>
    ),
  },
};
