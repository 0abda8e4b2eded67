import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '@yaocai/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: '反馈/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '温馨提示',
    description: '抽奖进行中，关闭后若未显示结果，请到个人中心查看抽奖结果',
    confirmText: '关闭',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    trigger: <button type="button">关闭抽奖</button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const DefaultLabels: Story = {
  args: {
    title: '确认从购物车删除 阿莫西林胶囊 0.25g*24粒 吗？',
    description: undefined,
    confirmText: undefined,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭抽奖' }));
    await expect(await screen.findByRole('button', { name: '确定' })).toBeVisible();
  },
};

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭抽奖' }));
    const dialog = await screen.findByRole('alertdialog', { name: '温馨提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭抽奖' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
