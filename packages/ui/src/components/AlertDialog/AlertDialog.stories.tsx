import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertDialog } from '@yaocai/ui';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

const meta = {
  title: '反馈/AlertDialog',
  component: AlertDialog,
  args: { defaultOpen: true, message: '该商品库存不足，请减少采购数量', onAction: fn(), onOpenChange: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerMessage: Story = {};

export const RequestTimeout: Story = {
  args: { tone: 'error', message: '请求超时，请刷新页面', actionText: '刷新页面' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '刷新页面' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const FavouriteSuccess: Story = {
  args: { tone: 'success', message: '收藏成功', actionText: '查看我的收藏' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Warning: Story = { args: { tone: 'warning', message: '活动未开始' } };

export const Info: Story = { args: { tone: 'info', message: '您的资质正在审核中，审核通过后即可采购' } };
