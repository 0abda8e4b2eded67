import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '通用/Button',
  component: Button,
  args: { children: '加入购物车', onClick: fn() },
  decorators: [frame()],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加入购物车' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '加入收藏' } };

export const Danger: Story = { args: { variant: 'danger', children: '删除商品' } };

export const Link: Story = { args: { variant: 'link', children: '查看质检报告' } };

export const Small: Story = { args: { size: 'sm', children: '申请' } };

export const Large: Story = { args: { size: 'lg', children: '立即购买' } };

export const Disabled: Story = { args: { disabled: true, children: '缺货' } };

export const Loading: Story = {
  args: { loading: true, children: '提交中' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交中' });
    await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
