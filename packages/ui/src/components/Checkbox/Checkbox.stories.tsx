import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '@yaocai/ui';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '表单/Checkbox',
  component: Checkbox,
  args: { label: '只看有货' },
  decorators: [frame()],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '只看有货' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { label: '记住账号', defaultChecked: true } };

export const WithHint: Story = { args: { label: '近效期商品', hint: '有效期不足 6 个月的商品' } };

export const Invalid: Story = {
  args: { label: '我已阅读并同意《药采用户协议》', error: '请先同意用户协议' },
};

export const Disabled: Story = { args: { label: '含税价', disabled: true, defaultChecked: true } };
